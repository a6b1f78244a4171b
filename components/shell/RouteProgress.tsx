'use client';

import { AppProgressProvider, useProgress } from '@bprogress/next';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { LOADER_DELAY_MS, isPathChange, pendingNavigations } from '@/lib/client/route-loading';

// The library's own markup, with a role and a name so the bar is announced and can be found by role.
const template = '<div class="bar" role="progressbar" aria-label="Page loading progress"><div class="peg"></div></div>';

/**
 * Starts the bar from the navigations Next itself reports as pending. The library's own trigger
 * (a click listener it attaches to links only after some later DOM change) missed clicks on a page
 * that had not changed since it loaded.
 */
function PendingNavigationProgress() {
  const { start, stop } = useProgress();
  const pending = useSyncExternalStore(pendingNavigations.subscribe, pendingNavigations.pending, () => null);
  useEffect(() => {
    if (pending === null || !isPathChange(window.location.href, pending)) return;
    start(0, LOADER_DELAY_MS);
    return () => stop();
  }, [pending, start, stop]);
  return null;
}

/**
 * The top progress bar (spec §2): only for a path change that takes longer than 200 ms, no spinner,
 * nothing for a change of the search string alone.
 */
export function RouteProgress({ children }: { children: ReactNode }) {
  return (
    <AppProgressProvider height="3px" color="#1d4ed8" delay={LOADER_DELAY_MS} options={{ showSpinner: false, template }} shallowRouting disableAnchorClick>
      <PendingNavigationProgress />
      {children}
    </AppProgressProvider>
  );
}
