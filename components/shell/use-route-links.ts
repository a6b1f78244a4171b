'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { shouldPrefetch, type ConnectionInfo } from '@/lib/client/prefetch';
import { NAVIGATION_TRANSITION } from '@/lib/client/page-transition';
import { ROUTE_LINK_SELECTOR, routeLinkTarget } from '@/lib/client/route-links';
import { useTrackedPush } from './use-tracked-push';

const prefetchAllowed = () => shouldPrefetch((navigator as Navigator & { connection?: ConnectionInfo }).connection);
const routeLinkAt = (event: Event) => (event.target as Element | null)?.closest?.<HTMLAnchorElement>(ROUTE_LINK_SELECTOR);

/**
 * Route links (lib/client/route-links.ts), handled for the whole page: a plain click goes through
 * the router with the site's navigation transition and its pending state reported, as PrefetchLink's
 * do; each link is prefetched once it comes into view, and again on hover (the router keeps what it
 * has), unless the connection is slow or saves data. Links are looked for once the page is idle, and
 * again after each navigation.
 */
export function useRouteLinks(): void {
  const router = useRouter();
  const push = useTrackedPush();
  const pathname = usePathname();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = routeLinkAt(event);
      const target = link ? routeLinkTarget(event, link, window.location.href) : null;
      if (target === null) return;
      event.preventDefault();
      push(target, { transitionTypes: [NAVIGATION_TRANSITION] });
    };
    const onHover = (event: MouseEvent) => {
      const link = routeLinkAt(event);
      if (link && prefetchAllowed()) router.prefetch(link.href);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onHover);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onHover);
    };
  }, [router, push]);

  useEffect(() => {
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        if (prefetchAllowed()) router.prefetch((entry.target as HTMLAnchorElement).href);
      }
    });
    // Once the page is idle: its first moments are its own hydration's, not the next page's. Prefetched
    // at once, Lighthouse's blocking time on a post rose by 30 to 40 ms (BENCHMARKS.md). Safari has no
    // requestIdleCallback.
    const observe = () => document.querySelectorAll(ROUTE_LINK_SELECTOR).forEach((link) => observer.observe(link));
    const hasIdle = 'requestIdleCallback' in window;
    const idle = hasIdle ? window.requestIdleCallback(observe, { timeout: 2_000 }) : window.setTimeout(observe, 200);
    return () => {
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      observer.disconnect();
    };
  }, [router, pathname]);
}
