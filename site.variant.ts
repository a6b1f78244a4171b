import { excludedContentDirs, overlayOf, type SiteOverlay } from './lib/config/overlay';
import e2e from './e2e/site/overlay';

/**
 * The site variants and which one this build makes (README, "Site variants"): SITE_VARIANT names one
 * at build time, unset is the site itself. This is the one place that reads it; site.config.ts,
 * sidebars.ts, next.config.ts and contentlayer.config.ts lay the chosen overlay over the site's own.
 * Overlays are imported here, not found from a path, because Next's and contentlayer's bundlers and
 * next.config.ts's loader each need the module statically.
 */
const OVERLAYS: Readonly<Record<string, SiteOverlay>> = { e2e };

const variant = process.env.SITE_VARIANT ?? '';

export const overlay: SiteOverlay = overlayOf(variant, OVERLAYS);
/** Content folders (under content/) that only other variants build. */
export const excludedContent: readonly string[] = excludedContentDirs(variant, OVERLAYS);
