import { UPDATE_ACTION, UPDATE_NOTICE, UPDATE_PROMPT_ID } from '@/lib/offline/names';

/**
 * Registers the offline service worker (lib/offline/sw.ts); loaded after the page's load event, so
 * it never competes with the page. When a new build's worker is installed and waiting, the update
 * notice offers a Reload button; the new worker takes over only when the reader presses it.
 */
export async function registerServiceWorker(url: string): Promise<void> {
  const container = navigator.serviceWorker;
  const controlledAtLoad = Boolean(container.controller);
  // The first worker to control the page changes nothing the reader sees. A later one is a new
  // build's, with its own caches: this page, of the old build, reloads rather than mix the two.
  // Every open tab of the site does, whichever one's Reload was pressed.
  let controlled = controlledAtLoad;
  container.addEventListener('controllerchange', () => {
    if (controlled) window.location.reload();
    controlled = true;
  });

  // Undefined where a test harness blocks workers (Playwright's serviceWorkers: 'block').
  const registration = (await container.register(url)) as ServiceWorkerRegistration | undefined;
  if (!registration) return;
  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offerReload(worker);
    });
  if (registration.waiting && container.controller) offerReload(registration.waiting);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));

  // This page loaded before any worker could see its requests: the worker keeps the files it fetched
  // (scripts, images, fonts; the page itself it saves when it takes over), so the page also opens
  // offline once the browser's HTTP cache has let them go.
  if (!controlledAtLoad) {
    const urlsToCache = filesOfThisPage(registration.scope, new URL(url, location.href).href, performance.getEntriesByType('resource') as PerformanceResourceTiming[]);
    (await container.ready).active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
  }
}

/**
 * The files the page loaded as parts of itself (its resource timing entries for scripts, styles,
 * fonts and images), by URL, the worker's script excepted. Requests the page's code made with
 * fetch() are left out: resource timing does not say their method, and the router sends HEAD
 * requests to check the pages it links to, which must not make the worker save those pages as if
 * they had been visited.
 */
export function filesOfThisPage(scope: string, workerUrl: string, entries: readonly { name: string; initiatorType: string }[]): string[] {
  const loaded = entries.filter((entry) => SUBRESOURCES.has(entry.initiatorType)).map((entry) => entry.name);
  return [...new Set(loaded)].filter((name) => name.startsWith(scope) && name !== workerUrl);
}

const SUBRESOURCES = new Set(['script', 'link', 'css', 'img', 'image', 'other']);

/** The notice, in the live region the layout renders (components/shell/UpdatePrompt.tsx); once. */
function offerReload(worker: ServiceWorker): void {
  const region = document.getElementById(UPDATE_PROMPT_ID);
  if (!region || region.firstChild) return;
  const box = document.createElement('div');
  box.className = 'update-prompt__box';
  const text = document.createElement('p');
  text.textContent = UPDATE_NOTICE;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = UPDATE_ACTION;
  // Serwist's worker (lib/offline/sw.ts) takes over on this message; controllerchange then reloads.
  button.addEventListener('click', () => worker.postMessage({ type: 'SKIP_WAITING' }));
  box.append(text, button);
  region.append(box);
}
