'use client';

import Script from 'next/script';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { gtagBootstrap, isNewPageTitle, sendPageView, shouldSendPageView, TITLE_WAIT_MS, type Gtag } from '@/lib/client/analytics';

/** Loaded only when a tracking id is configured (SITE_GTAG_ID), by AnalyticsSlot on render. */
export function Analytics({ trackingId, anonymizeIp }: { trackingId: string; anonymizeIp: boolean }) {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);
  const lastTitle = useRef<string | null>(null);
  useEffect(() => {
    if (!shouldSendPageView(previous.current, pathname)) return;
    previous.current = pathname;
    // The page_view carries the new page's title, which comes in after the route renders (isNewPageTitle).
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      stop();
      lastTitle.current = document.title;
      const gtag = (window as unknown as { gtag?: Gtag }).gtag;
      if (gtag) sendPageView(gtag, pathname, document.title, window.location.href);
    };
    const check = () => isNewPageTitle(document.title, lastTitle.current) && send();
    const observer = new MutationObserver(check);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    // After the bootstrap script's own effect has defined gtag.
    const first = window.setTimeout(check, 0);
    const latest = window.setTimeout(send, TITLE_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(first);
      window.clearTimeout(latest);
    };
    // Left before its title came: the view still counts, ahead of the next page's.
    return send;
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
