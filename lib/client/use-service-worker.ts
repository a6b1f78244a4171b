'use client';

import { useEffect } from 'react';

/**
 * How long after the page's load event the worker registers. A first visit's worker precaches the
 * shell (about 1 MB): started at once, that download and its parsing share the CPU and the connection
 * with the page's own start-up (hydration, lazy chunks), which Lighthouse measured as 100 to 400 ms
 * more Total Blocking Time on 2 cores. A reader who leaves sooner gets the worker on the next visit.
 */
export const REGISTER_AFTER_LOAD_MS = 3_000;

/**
 * Once the page has loaded and then been idle, loads lib/client/sw-register.ts, which registers the
 * offline service worker at `url` (none when `offline.enabled` is false in site.config.ts).
 */
export function useServiceWorker(url: string | undefined): void {
  useEffect(() => {
    if (!url || !('serviceWorker' in navigator)) return;
    let timer: number | undefined;
    let idle: number | undefined;
    const register = () =>
      void import('./sw-register')
        .then(({ registerServiceWorker }) => registerServiceWorker(url))
        .catch((error: unknown) => console.warn('Offline reading is unavailable: the service worker did not register.', error));
    const afterLoad = () => {
      timer = window.setTimeout(() => {
        idle = window.requestIdleCallback ? window.requestIdleCallback(register, { timeout: 5_000 }) : (register(), undefined);
      }, REGISTER_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [url]);
}
