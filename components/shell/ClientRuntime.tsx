'use client';

import { useEffect } from 'react';
import { createStorageSlot } from '@/lib/client/storage';
import { focusHashTarget, samePageHash } from '@/lib/client/hash-focus';
import { PRELOAD_FAILURE_KEY, isPathChange, pendingNavigations, preloadFailureWarning } from '@/lib/client/route-loading';
import { preferredVersionStorageKey, validPreferredVersion } from '@/lib/docs/versions';
import type { DocsVersionConfig } from '@/lib/config/types';

// Session storage only carries a note from one page to the next; when blocked, the note is lost.
function sessionSet(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {}
}

function sessionTake(key: string): string | null {
  try {
    const value = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return value;
  } catch {
    return null;
  }
}

/**
 * Small behaviours with no UI that run once per visit: discard a stored preferred docs version that
 * no longer exists (spec §4); in-page links that keep Back working and move focus to their target; warn when a client
 * navigation gives up and the browser loads the page in full (spec §8, route preload failure).
 */
export function ClientRuntime({ versions }: { versions: DocsVersionConfig[] }) {
  useEffect(() => {
    const slot = createStorageSlot(preferredVersionStorageKey());
    const stored = slot.get();
    if (stored !== null && !validPreferredVersion(versions, stored)) slot.del();
  }, [versions]);

  useEffect(() => {
    const onHashChange = () => focusHashTarget(document, window.location.hash);
    // A browser-made history entry for an in-page link has no router state, and Next ignores a
    // popstate without it: Back from the next page would change the URL but not the page. So in-page
    // links push their entry with the router's state, then scroll and focus as the browser would.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const hash = samePageHash(link.href, window.location.href);
      if (hash === null) return;
      event.preventDefault();
      if (hash !== window.location.hash) window.history.pushState(window.history.state, '', hash);
      focusHashTarget(document, hash)?.scrollIntoView();
    };
    document.addEventListener('click', onClick);
    // Next falls back to a full page load when a route's payload cannot be fetched; the page being
    // left while a navigation is still pending is the only sign of it. A leaving page's console is
    // gone with it, so the note is passed on and the page that replaces it logs the warning.
    const onPageHide = () => {
      const href = pendingNavigations.pending();
      if (href !== null) sessionSet(PRELOAD_FAILURE_KEY, href);
    };
    const failed = sessionTake(PRELOAD_FAILURE_KEY);
    if (failed !== null && !isPathChange(window.location.href, failed)) console.warn(preloadFailureWarning(failed));
    window.addEventListener('hashchange', onHashChange);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      document.removeEventListener('click', onClick);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);
  return null;
}
