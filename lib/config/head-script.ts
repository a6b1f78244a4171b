import type { SiteConfig } from './types';
import { colorModeScript } from './color-mode';
import { announcementScript } from './announcement';
import { baseUrlBannerScript } from './base-url';
import { hydrationLoggerScript } from '../client/hydration';
import { formulaLayoutScript } from '../client/formula-layout';
import { scriptsAfterPaintScript } from '../client/scripts-after-paint';

/**
 * What runs in <head> before anything loads: the colour mode and the announcement bar's dismissal
 * before first paint, the hydration-error logger before React starts, the wrong-base-URL banner,
 * which must not depend on a bundle, when formulas are laid out (before the first paint on a page
 * opened at a heading, else after load), and Next's scripts, started after the first paint. One
 * script, not six: each inline script's hash is in the page's Content-Security-Policy, which is sent
 * as a header and again in a <meta>, so each script costs about 110 bytes on every page. Each part
 * is a function of its own and catches what can fail in it (storage access), so one part cannot stop
 * the next.
 */
export function headScript(config: Pick<SiteConfig, 'colorMode' | 'announcementBar' | 'baseUrl'>): string {
  const bar = config.announcementBar;
  return [colorModeScript(config.colorMode), bar ? announcementScript(bar.id) : '', hydrationLoggerScript(), baseUrlBannerScript(config.baseUrl), formulaLayoutScript(), scriptsAfterPaintScript()]
    .filter(Boolean)
    .join('\n');
}
