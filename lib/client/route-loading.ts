/**
 * Route loading (spec §2, §4, §8): the old page stays while the next route loads; a spinner shows
 * only when that takes longer than LOADER_DELAY_MS; a page module that fails to load gets an error
 * box with Retry; a navigation that falls back to a full page load logs a warning first.
 */
export const LOADER_DELAY_MS = 200;

/** Client navigations in flight, reported by the link wrapper and by code that calls the router. */
export interface PendingNavigations {
  begin(href: string): () => void;
  pending(): string | null;
  subscribe(onChange: () => void): () => void;
}

export function createPendingNavigations(): PendingNavigations {
  // Each begin() gets its own token, so a link that re-renders cannot end another link's navigation.
  const active = new Map<symbol, string>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    begin(href) {
      const token = Symbol(href);
      active.set(token, href);
      notify();
      return () => {
        if (active.delete(token)) notify();
      };
    },
    pending() {
      let last: string | null = null;
      for (const href of active.values()) last = href;
      return last;
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

/** The one store the whole page shares. */
export const pendingNavigations = createPendingNavigations();

/**
 * Whether an error means a piece of the page's code could not be downloaded, as opposed to the page
 * throwing while it rendered. Bundlers and browsers word this differently.
 */
export function isModuleLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return /Failed to load chunk|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    error.message,
  );
}

/** The warning logged when a client navigation gave up and the browser loaded the page itself. */
export function preloadFailureWarning(href: string): string {
  return `Route preload failed for ${href}; it was loaded as a full page instead.`;
}

/** Where the leaving page notes a navigation still pending, for the page that replaces it. */
export const PRELOAD_FAILURE_KEY = 'route-preload-failed';

/** Whether following href from the current address changes the path (not only the search or hash). */
export function isPathChange(currentHref: string, href: string): boolean {
  return new URL(href, currentHref).pathname !== new URL(currentHref).pathname;
}
