'use client';

import { lazy, Suspense } from 'react';
import type { SiteConfig } from '@/lib/config/types';

// Imported on render only: a client component imported by the layout goes into every page's first
// load whether it renders or not, and the analytics with `next/script` were about 2 KB gzip of it
// on the default site, which has none.
const Analytics = lazy(() => import('./Analytics').then((module) => ({ default: module.Analytics })));
const AnalyticsWhenSet = lazy(() => import('./Analytics').then((module) => ({ default: module.AnalyticsWhenSet })));

/** Google Analytics, when `analytics` is configured (SITE_GTAG_ID); see Analytics.tsx. */
export function AnalyticsSlot({ analytics }: { analytics: NonNullable<SiteConfig['analytics']> }) {
  return (
    <Suspense fallback={null}>
      {analytics.onlyWhen ? (
        <AnalyticsWhenSet property={analytics.onlyWhen} trackingId={analytics.trackingID} anonymizeIp={analytics.anonymizeIP} />
      ) : (
        <Analytics trackingId={analytics.trackingID} anonymizeIp={analytics.anonymizeIP} />
      )}
    </Suspense>
  );
}
