/**
 * Site variants: the site built with an overlay laid over its own configuration, sidebars, content and
 * pages, as the e2e suite's build is (README, "Site variants"). site.variant.ts declares the overlays
 * and reads which one a build uses; everything here is pure.
 */
import type { SiteConfigInput } from './types';
import type { SidebarsFile } from '../docs/sidebars-schema';

export interface SiteOverlay {
  /** The variant's configuration, made from the site's own (site.config.ts). */
  config?: (site: SiteConfigInput) => SiteConfigInput;
  /** Sidebars added to those of sidebars.ts. */
  sidebars?: SidebarsFile;
  /** Folders under content/ that only this variant builds: every other build leaves them out. */
  contentDirs?: readonly string[];
  /** Page file extensions only this variant builds: `e2e.tsx` builds app/**\/page.e2e.tsx. */
  pageExtensions?: readonly string[];
  /**
   * The route under which those pages live (`/e2e`): they stay out of the sitemap, and their policy
   * lets them reach stand-ins on loopback ports chosen at run time.
   */
  ownRoutes?: string;
}

/** Whether `route` is one of the variant's own pages. */
export function isOwnRoute(route: string, overlay: Pick<SiteOverlay, 'ownRoutes'>): boolean {
  const base = overlay.ownRoutes;
  return base !== undefined && (route === base || route.startsWith(`${base}/`));
}

export class SiteVariantError extends Error {}

/** The overlay named `variant` ('' is the site itself, with none). */
export function overlayOf(variant: string, overlays: Readonly<Record<string, SiteOverlay>>): SiteOverlay {
  if (variant === '') return {};
  const overlay = Object.hasOwn(overlays, variant) ? overlays[variant] : undefined;
  if (!overlay) throw new SiteVariantError(`SITE_VARIANT: no site variant "${variant}". Use one of: ${Object.keys(overlays).join(', ')}, or leave it unset for the site itself.`);
  return overlay;
}

/** The content folders a build of `variant` leaves out: those only other variants build. */
export function excludedContentDirs(variant: string, overlays: Readonly<Record<string, SiteOverlay>>): string[] {
  const own = new Set(overlayOf(variant, overlays).contentDirs ?? []);
  return [...new Set(Object.values(overlays).flatMap((overlay) => overlay.contentDirs ?? []))].filter((dir) => !own.has(dir)).sort();
}
