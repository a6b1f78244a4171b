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
 * The key a search file is cached under: its URL without the query. Pagefind fetches its entry file
 * as `pagefind-entry.json?ts=<now>` to get past HTTP caches, so each visit asks for a new URL; kept
 * under that URL, no later search could find it offline. The other files carry a hash in their names.
 */
export function searchCacheKey(url: string): string {
  const parsed = new URL(url);
  parsed.search = '';
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
