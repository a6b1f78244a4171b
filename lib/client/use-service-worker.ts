'use client';

import { useEffect } from 'react';

/**
 * After the page's load event, loads lib/client/sw-register.ts, which registers the offline service
 * worker at `url` (none when `offline.enabled` is false in site.config.ts).
 */
export function useServiceWorker(url: string | undefined): void {
  useEffect(() => {
    if (!url || !('serviceWorker' in navigator)) return;
    const register = () =>
      void import('./sw-register')
        .then(({ registerServiceWorker }) => registerServiceWorker(url))
        .catch((error: unknown) => console.warn('Offline reading is unavailable: the service worker did not register.', error));
    if (document.readyState === 'complete') return register();
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, [url]);
}
