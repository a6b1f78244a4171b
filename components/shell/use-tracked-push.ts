'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState, useTransition } from 'react';
import { pendingNavigations } from '@/lib/client/route-loading';

/** router.push's options (next/navigation does not export their type). */
type NavigateOptions = Parameters<ReturnType<typeof useRouter>['push']>[1];

/**
 * router.push for navigations that no Link component starts (a search hit chosen with Enter, or
 * clicked in a modal that closes at once, a route link in static markup): the transition stays pending until the new route renders, and that is
 * reported to the route-loading spinner and progress bar, as the link wrapper does for links. Call it
 * from a component that outlives the navigation, or the report ends when it unmounts.
 */
export function useTrackedPush(): (href: string, options?: NavigateOptions) => void {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => (pending && target ? pendingNavigations.begin(target, window.location.href) : undefined), [pending, target]);
  return useCallback(
    (href: string, options?: NavigateOptions) => {
      setTarget(href);
      startTransition(() => router.push(href, options));
    },
    [router],
  );
}
