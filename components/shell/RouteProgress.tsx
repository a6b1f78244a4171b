'use client';

import '@bprogress/core/css';
import './route-progress.css';
import { BProgress } from '@bprogress/core';
import { useLayoutEffect } from 'react';
import { LOADER_DELAY_MS, isPathChange } from '@/lib/client/route-loading';
import { usePendingNavigation } from '@/lib/client/use-pending-navigation';

// The library's own markup, with a role and a name so the bar is announced and can be found by role.
const template = '<div class="bar" role="progressbar" aria-label="Page loading progress"><div class="peg"></div></div>';

/**
 * The top progress bar (spec §2): only for a path change that takes longer than 200 ms, no spinner,
 * nothing for a change of the search string alone. It follows the navigations Next itself reports
 * as pending (the link wrapper's useLinkStatus), so it needs only the library's vanilla core: its
 * Next wrapper weighed 27 KB gzip on every page, for a click trigger this site does not use.
 */
export function RouteProgress() {
  const pending = usePendingNavigation();
  // A layout effect, so that the timer ends in the commit that shows the new page: React runs
  // passive effects only after the page transition's cross-fade, when 200 ms may have passed.
  useLayoutEffect(() => {
    if (pending === null || !isPathChange(pending.from, pending.href)) return;
    const timer = setTimeout(() => {
      BProgress.configure({ showSpinner: false, template });
      BProgress.start();
    }, LOADER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (BProgress.isStarted()) BProgress.done();
    };
  }, [pending]);
  return null;
}
