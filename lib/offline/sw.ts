/// <reference lib="webworker" />
/**
 * The service worker, bundled by the post-build step (scripts/lib/service-worker.ts) and given its
 * precache manifest there by Serwist's injectManifest. The shell (scripts, styles, fonts, the 404 and
 * offline pages) is precached; pages and the search engine's files are cached as they are fetched.
 */
import { CacheFirst, NetworkFirst, Serwist, type PrecacheEntry, type SerwistPlugin } from 'serwist';
import { cacheKeyOf, isSearchFile, runtimeCacheNames, staleCacheNames } from './caches';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };
/** Replaced by the bundler with the build's id. */
declare const BUILD_VERSION: string;
/** Replaced by the bundler with the site's base URL, ending in a slash. */
declare const BASE_URL: string;

const caches = runtimeCacheNames(BUILD_VERSION);
// Precached under its clean URL (scripts/lib/service-worker.ts).
const OFFLINE_PAGE = `${BASE_URL}offline`;

// One copy per path, whatever the query (lib/offline/caches.ts says why): read and written alike.
const plugins: SerwistPlugin[] = [{ cacheKeyWillBeUsed: async ({ request }) => cacheKeyOf(request.url) }];
// Online, a page or search file comes from the network (the cached copy is only for offline), but a
// network that does not answer within this many seconds is taken as offline.
const networkTimeoutSeconds = 4;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new build waits until the reader chooses to reload: the update notice's button posts
  // { type: 'SKIP_WAITING' }, which Serwist answers (lib/client/sw-register.ts).
  skipWaiting: false,
  clientsClaim: true,
  // The page's request starts while the worker starts up; NetworkFirst takes its answer.
  navigationPreload: true,
  runtimeCaching: [
    {
      // Pages and the router's payloads: the network when it answers, else the copy from the last visit.
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.method === 'GET' && (request.mode === 'navigate' || url.searchParams.has('_rsc') || request.headers.has('rsc')),
      handler: new NetworkFirst({ cacheName: caches.pages, networkTimeoutSeconds, plugins }),
    },
    {
      // The engine (pagefind.js, its web worker and WebAssembly), its metadata and the index chunks and
      // page data each search fetches.
      matcher: ({ url, sameOrigin }) => sameOrigin && isSearchFile(url.pathname, BASE_URL),
      handler: new NetworkFirst({ cacheName: caches.search, networkTimeoutSeconds, plugins }),
    },
    {
      // Next's other scripts and styles (the /api page's, say) carry their hash in their names: never stale.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(`${BASE_URL}_next/static/`),
      handler: new CacheFirst({ cacheName: caches.assets, plugins }),
    },
    {
      // Images and other files of the site, as they were when last seen.
      matcher: ({ request, sameOrigin }) => sameOrigin && request.method === 'GET',
      handler: new NetworkFirst({ cacheName: caches.assets, networkTimeoutSeconds, plugins }),
    },
  ],
  disableDevLogs: true,
  fallbacks: { entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.mode === 'navigate' }] },
});

self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      // The caches of older builds go: their pages would load scripts this build no longer has.
      const names = await self.caches.keys();
      await Promise.all(staleCacheNames(names, BUILD_VERSION).map((name) => self.caches.delete(name)));
      // The page that registered the worker loaded before it existed: save it too, since it was visited
      // (the files it loaded, the page sends with CACHE_URLS). After an update, the open pages are
      // saved again from this build.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const pages = await self.caches.open(caches.pages);
      await Promise.all(windows.map((client) => pages.add(cacheKeyOf(client.url)).catch(() => undefined)));
    })(),
  );
});

serwist.addEventListeners();
