'use client';

import { useLoadOnUse } from '@/lib/client/on-use';
import { useInPageLinks } from '@/lib/client/use-in-page-links';
import { usePreloadFailureWarning } from '@/lib/client/use-preload-failure-warning';
import { useServiceWorker } from '@/lib/client/use-service-worker';
import { useStaleVersionCleanup } from '@/lib/client/use-stale-version-cleanup';
import type { DocsConfig, DocsVersionConfig } from '@/lib/config/types';
import { useRouteLinks } from './use-route-links';

/**
 * The page-wide behaviours with no UI of their own at first, one hook each, mounted once in the root
 * layout. `serviceWorker` is the offline worker's URL, when the site has one.
 */
export function ClientRuntime({ docs, serviceWorker }: { docs: { versions: DocsVersionConfig[] } & Pick<DocsConfig, 'versionPersistence'>; serviceWorker?: string }) {
  useStaleVersionCleanup(docs.versions, docs.versionPersistence);
  useInPageLinks();
  useRouteLinks();
  usePreloadFailureWarning();
  useLoadOnUse();
  useServiceWorker(serviceWorker);
  return null;
}
