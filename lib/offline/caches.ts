/**
 * The offline cache's rules, shared by the service worker (lib/offline/sw.ts) and the offline page,
 * which lists what is cached. Pure, so they are unit-tested without a browser.
 */

/** Every cache the worker makes starts with this, so it never touches another app's caches on the origin. */
export const CACHE_PREFIX = 'site-';

/**
 * The runtime caches of one build. The build's version is in the names: after a deploy the new
 * worker reads only its own caches and deletes the old ones when it takes over, so a page saved by
 * the old build never loads the new build's scripts, nor the reverse.
 */
export function runtimeCacheNames(version: string): { pages: string; search: string; assets: string } {
  return { pages: `${CACHE_PREFIX}pages-${version}`, search: `${CACHE_PREFIX}search-${version}`, assets: `${CACHE_PREFIX}assets-${version}` };
}

/** The site's caches that belong to other builds than `version` (Serwist's precache cleans itself). */
export function staleCacheNames(names: readonly string[], version: string): string[] {
  const own = Object.values(runtimeCacheNames(version));
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && !own.includes(name));
}

/** The search engine, its metadata and the index chunks it fetches: all under /pagefind/. */
export function isSearchFile(pathname: string, baseUrl = '/'): boolean {
  return pathname.startsWith(`${baseUrl}pagefind/`);
}

/**
 * The key a request of the site is cached under: its URL without the query. A static host answers
 * by path alone, so the query only busts caches, and kept in the key it would make offline requests
 * miss their copy: Pagefind asks for pagefind-entry.json?ts=<now> each time it starts, the router
 * adds `_rsc=<hash of its state>` to the payloads it fetches, and /search?q=… is the search page
 * whatever the query. The caches are named after the build, so one copy per path is the right one.
 */
export function cacheKeyOf(url: string): string {
  const parsed = new URL(url);
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}

/** The page a cached request stands for, for the offline page's list: HTML pages only, no RSC payloads. */
export function cachedPagePath(url: string): string | null {
  const parsed = new URL(url);
  if (parsed.search.includes('_rsc') || /\.(txt|json|xml|js|css)$/.test(parsed.pathname)) return null;
  if (parsed.pathname === '/offline' || parsed.pathname === '/404') return null;
  return parsed.pathname.replace(/\.html$/, '').replace(/\/index$/, '/') || '/';
}

/** Whether a cache holds pages (of any build): the offline page lists what they hold. */
export function isPagesCache(name: string): boolean {
  return name.startsWith(`${CACHE_PREFIX}pages-`);
}
