'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { hasArrived, pendingNavigations, type PendingNavigation } from './route-loading';

/**
 * The client navigation in flight, for the route-loading spinner and progress bar: null when there
 * is none, and as soon as the page it goes to is on screen, though the link that started it reports
 * its end a moment later.
 */
export function usePendingNavigation(): PendingNavigation | null {
  const pending = useSyncExternalStore(pendingNavigations.subscribe, pendingNavigations.pending, () => null);
  const pathname = usePathname();
  return pending !== null && !hasArrived(pending, pathname) ? pending : null;
}
