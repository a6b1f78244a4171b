'use client';

import { useLayoutEffect, useState } from 'react';
import { LOADER_DELAY_MS } from '@/lib/client/route-loading';
import { usePendingNavigation } from '@/lib/client/use-pending-navigation';
import './route-loading.css';

/**
 * The route-loading spinner (spec §2): the current page stays on screen while the next one loads,
 * and a spinner appears only once that has taken longer than LOADER_DELAY_MS. The live region is
 * always in the page so that screen readers announce it when it fills.
 */
export function RouteLoading() {
  const pending = usePendingNavigation();
  const [shown, setShown] = useState(false);
  // A layout effect, so that the timer ends in the commit that shows the new page: React runs
  // passive effects only after the page transition's cross-fade, when 200 ms may have passed.
  useLayoutEffect(() => {
    if (pending === null) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), LOADER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);
  return (
    <div className="route-loading" role="status" aria-live="polite">
      {shown && (
        <>
          <span className="route-loading__spinner" aria-hidden="true" />
          <span className="visually-hidden">Loading page…</span>
        </>
      )}
    </div>
  );
}
