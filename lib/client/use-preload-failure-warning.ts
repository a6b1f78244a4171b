'use client';

import { useEffect } from 'react';
import { createStorageSlot, takeStored, type StorageSlot } from './storage';
import { PRELOAD_FAILURE_KEY, isPathChange, pendingNavigations, preloadFailureWarning } from './route-loading';

/**
 * Next falls back to a full page load when a route's payload cannot be fetched; the page being left
 * while a navigation is still pending is the only sign of it. A leaving page's console is gone with
 * it, so the note is passed on (in session storage: for this tab only) and the page that replaces it
 * logs the warning.
 */
export function notePendingNavigation(slot: StorageSlot, pending: string | null): void {
  if (pending !== null) slot.set(pending);
}

/** The warning for a note left by the previous page, or null; the note is used up either way. */
export function takePreloadFailureWarning(slot: StorageSlot, currentHref: string): string | null {
  const failed = takeStored(slot);
  // A note for another path means the full load went elsewhere (Back, a typed address): no claim.
  if (failed === null || isPathChange(currentHref, failed)) return null;
  return preloadFailureWarning(failed);
}

/** Spec §8, route preload failure: a warning is logged and the page reloads. */
export function usePreloadFailureWarning(): void {
  useEffect(() => {
    const slot = createStorageSlot(PRELOAD_FAILURE_KEY, { persistence: 'sessionStorage' });
    const warning = takePreloadFailureWarning(slot, window.location.href);
    if (warning !== null) console.warn(warning);
    const onPageHide = () => notePendingNavigation(slot, pendingNavigations.pending()?.href ?? null);
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);
}
