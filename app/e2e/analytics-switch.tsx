'use client';

import { useSyncExternalStore } from 'react';
import { Analytics } from '@/components/shell/Analytics';

/**
 * Rendered only in the e2e build (SITE_E2E=1): turns the real Analytics component on when a test has
 * set window.__e2eGtagId, so analytics is tested without a second build and without every other test
 * loading the tracking script.
 */
export function AnalyticsTestSwitch() {
  const id = useSyncExternalStore(
    () => () => {},
    () => (window as { __e2eGtagId?: string }).__e2eGtagId ?? null,
    () => null,
  );
  return id ? <Analytics trackingId={id} anonymizeIp /> : null;
}
