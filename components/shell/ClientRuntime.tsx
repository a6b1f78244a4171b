'use client';

import { useImageZoom } from '@/lib/client/image-zoom-trigger';
import { useInPageLinks } from '@/lib/client/use-in-page-links';
import { usePreloadFailureWarning } from '@/lib/client/use-preload-failure-warning';
import { useStaleVersionCleanup } from '@/lib/client/use-stale-version-cleanup';
import type { DocsConfig, DocsVersionConfig } from '@/lib/config/types';

/** The page-wide behaviours with no UI, one hook each, mounted once in the root layout. */
export function ClientRuntime({ docs }: { docs: { versions: DocsVersionConfig[] } & Pick<DocsConfig, 'versionPersistence'> }) {
  useStaleVersionCleanup(docs.versions, docs.versionPersistence);
  useInPageLinks();
  usePreloadFailureWarning();
  useImageZoom();
  return null;
}
