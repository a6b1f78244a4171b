/**
 * Registers the service worker (loaded after the page's load event, so it never competes with the
 * page) and reports a new build's worker once it is installed and waiting. The page reloads once
 * the new worker takes over, which happens only after the reader pressed Reload.
 */
export async function registerServiceWorker(url: string, scope: string, onWaiting: (worker: ServiceWorker) => void): Promise<void> {
  const container = navigator.serviceWorker;
  // Read at each change, not once: on a first visit the page loads uncontrolled and the first worker
  // claims it later, and the build after that must still reload it.
  let controlled = Boolean(container.controller);
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    // The first worker to control a page changes nothing the reader sees: no reload for it.
    if (!controlled) {
      controlled = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  const registration = await container.register(url, { scope });
  const watch = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) onWaiting(worker);
    });
  };
  if (registration.waiting && container.controller) onWaiting(registration.waiting);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
}
