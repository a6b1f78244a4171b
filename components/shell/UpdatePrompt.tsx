'use client';

import { useEffect, useState } from 'react';
import './update-prompt.css';

/**
 * Registers the offline service worker after the page has loaded, and when a new build's worker is
 * waiting, says so politely with a Reload button: the reader decides when the page changes.
 */
export function UpdatePrompt({ workerUrl, scope }: { workerUrl: string; scope: string }) {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const register = () => {
      import('@/lib/client/sw-register')
        .then(({ registerServiceWorker }) => registerServiceWorker(workerUrl, scope, setWaiting))
        .catch((error: unknown) => console.warn('Offline reading is unavailable: the service worker did not register.', error));
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, [workerUrl, scope]);

  return (
    <div className="update-prompt" role="status">
      {waiting && (
        <div className="update-prompt__box">
          <p>A new version of this site is available.</p>
          <button type="button" onClick={() => waiting.postMessage('SKIP_WAITING')}>
            Reload
          </button>
        </div>
      )}
    </div>
  );
}
