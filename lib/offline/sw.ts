/// <reference lib="webworker" />
/**
 * The service worker, bundled by the post-build step (scripts/lib/service-worker.ts) and given its
 * precache manifest there by Serwist's injectManifest. The shell (scripts, styles, fonts, the 404 and
 * offline pages) is precached; pages and the search engine's files are cached as they are fetched.
 */
import { CacheFirst, NetworkFirst, Serwist, type PrecacheEntry } from 'serwist';
import { isSearchFile, runtimeCacheNames, searchCacheKey, staleCacheNames } from './caches';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };
/** Replaced by the bundler with the build's id. */
declare const BUILD_VERSION: string;
/** Replaced by the bundler with the site's base URL, ending in a slash. */
declare const BASE_URL: string;

const caches = runtimeCacheNames(BUILD_VERSION);
// Precached under its clean URL (scripts/lib/service-worker.ts).
const OFFLINE_PAGE = `${BASE_URL}offline`;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new build waits until the reader chooses to reload (the prompt posts SKIP_WAITING).
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      // Pages and the router's payloads: the network when it answers, else the copy from the last visit.
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.method === 'GET' && (request.mode === 'navigate' || url.searchParams.has('_rsc') || request.headers.has('rsc')),
      handler: new NetworkFirst({ cacheName: caches.pages, networkTimeoutSeconds: 4 }),
    },
    {
      // The engine, its metadata and index chunks; the entry file's changing query stays out of the key.
      matcher: ({ url, sameOrigin }) => sameOrigin && isSearchFile(url.pathname, BASE_URL),
      handler: new NetworkFirst({ cacheName: caches.search, networkTimeoutSeconds: 4, plugins: [{ cacheKeyWillBeUsed: ({ request }) => searchCacheKey(request.url) }] }),
    },
    {
      // Next's other scripts and styles (the /api page's, say) carry their hash in their names: never stale.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(`${BASE_URL}_next/static/`),
      handler: new CacheFirst({ cacheName: caches.assets }),
    },
    {
      // Images and other files of the site, as they were when last seen.
      matcher: ({ request, sameOrigin }) => sameOrigin && request.method === 'GET',
      handler: new NetworkFirst({ cacheName: caches.assets, networkTimeoutSeconds: 4 }),
    },
  ],
  disableDevLogs: true,
  fallbacks: { entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.mode === 'navigate' }] },
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (event.data === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      const names = await self.caches.keys();
      await Promise.all(staleCacheNames(names, BUILD_VERSION).map((name) => self.caches.delete(name)));
      // The page that registered the worker loaded before it existed: save it too, since it was visited.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const pages = await self.caches.open(caches.pages);
      await Promise.all(windows.map((client) => pages.add(new URL(client.url).pathname).catch(() => undefined)));
    })(),
  );
});

serwist.addEventListeners();
