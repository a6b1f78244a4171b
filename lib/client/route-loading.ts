/**
 * Route loading (spec §2, §4, §8): the old page stays while the next route loads; a spinner shows
 * only when that takes longer than LOADER_DELAY_MS; a page module that fails to load gets an error
 * box with Retry; a navigation that falls back to a full page load logs a warning first.
 */
export const LOADER_DELAY_MS = 200;

/** A client navigation in flight: where it goes, and the address it left. */
export interface PendingNavigation {
  href: string;
  from: string;
}

/** Client navigations in flight, reported by the link wrapper and by code that calls the router. */
export interface PendingNavigations {
  /** `from`: the address the navigation leaves (an absolute URL); returns the call that ends it. */
  begin(href: string, from: string): () => void;
  /** The latest navigation in flight, the same object until the store changes. */
  pending(): PendingNavigation | null;
  subscribe(onChange: () => void): () => void;
}

export function createPendingNavigations(): PendingNavigations {
  // Each begin() gets its own token, so a link that re-renders cannot end another link's navigation.
  const active = new Map<symbol, PendingNavigation>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    begin(href, from) {
      const token = Symbol(href);
      active.set(token, { href, from });
      notify();
      return () => {
        if (active.delete(token)) notify();
      };
    },
    pending() {
      let last: PendingNavigation | null = null;
      for (const navigation of active.values()) last = navigation;
      return last;
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

/**
 * Whether a navigation that changes the path is over as far as the page shows: the path on screen is
 * the one it went to. Next ends a link's pending state a moment after the new page is on screen (with
 * the action that navigated), and the route-loading timers must not outlive the page they waited for.
 */
export function hasArrived({ href, from }: PendingNavigation, pathname: string): boolean {
  return isPathChange(from, href) && new URL(href, from).pathname === pathname;
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
