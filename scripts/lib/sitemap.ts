/** The post-build step "sitemap": sitemap.xml and robots.txt, for the public pages only. */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isOwnRoute, type SiteOverlay } from '../../lib/config/overlay';
import type { SiteConfig } from '../../lib/config/types';
import { buildRobotsTxt, buildSitemap } from '../../lib/seo/sitemap';
import type { ExportPage } from './export-files';
import type { StepResult } from './postbuild-context';

export interface SitemapContext {
  out: string;
  config: Pick<SiteConfig, 'url' | 'baseUrl'>;
  overlay: Pick<SiteOverlay, 'ownRoutes'>;
  pages: readonly Pick<ExportPage, 'route' | 'html'>[];
  site: { unlisted: ReadonlySet<string> };
  /** The folder of the site's static files (`public/` of the project unless given). */
  publicDir?: string;
}

const noindex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html);

/** The routes a search engine should list: drafts are not built, unlisted and noindex pages stay out. */
export function sitemapRoutes({ overlay, pages, site }: Pick<SitemapContext, 'overlay' | 'pages' | 'site'>): string[] {
  return pages
    .filter((p) => !noindex(p.html))
    .map((p) => p.route)
    .filter((route) => route !== '/404' && !route.startsWith('/_') && !isOwnRoute(route, overlay) && !site.unlisted.has(route));
}

export function sitemapStep(ctx: SitemapContext): StepResult {
  const routes = sitemapRoutes(ctx);
  writeFileSync(join(ctx.out, 'sitemap.xml'), buildSitemap(routes, ctx.config.url));
  // A robots.txt of the site's own (a Docusaurus site's static/robots.txt, with its Disallow rules) is
  // served as written, as Docusaurus serves it; only a site without one gets the default.
  const ownRobots = existsSync(join(ctx.publicDir ?? join(process.cwd(), 'public'), 'robots.txt'));
  if (!ownRobots) writeFileSync(join(ctx.out, 'robots.txt'), buildRobotsTxt(ctx.config.url, ctx.config.baseUrl));
  return { summary: `${routes.length} sitemap URLs${ownRobots ? ', robots.txt as written in public/' : ''}` };
}
