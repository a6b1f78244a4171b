'use client';

import Script from 'next/script';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { gtagBootstrap, sendPageView, shouldSendPageView, type Gtag } from '@/lib/client/analytics';

/** Loaded only when a tracking id is configured (SITE_GTAG_ID), by AnalyticsSlot on render. */
export function Analytics({ trackingId, anonymizeIp }: { trackingId: string; anonymizeIp: boolean }) {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (!shouldSendPageView(previous.current, pathname)) return;
    previous.current = pathname;
    // The new page's title is set just after the route renders.
    const timer = window.setTimeout(() => {
      const gtag = (window as unknown as { gtag?: Gtag }).gtag;
      if (gtag) sendPageView(gtag, pathname, document.title, window.location.href);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return (
    <>
      <Script id="gtag-bootstrap" strategy="afterInteractive">
        {gtagBootstrap(trackingId, anonymizeIp)}
      </Script>
      <Script src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingId)}`} strategy="afterInteractive" />
    </>
  );
}

/**
 * Analytics that loads only on a page that has set `window[property]` before it starts
 * (`analytics.onlyWhen`): one build then tests analytics without every other page loading it.
 */
export function AnalyticsWhenSet({ property, trackingId, anonymizeIp }: { property: string; trackingId: string; anonymizeIp: boolean }) {
  const set = useSyncExternalStore(
    () => () => {},
    () => Boolean((window as unknown as Record<string, unknown>)[property]),
    () => false,
  );
  return set ? <Analytics trackingId={trackingId} anonymizeIp={anonymizeIp} /> : null;
}
