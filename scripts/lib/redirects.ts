/**
 * The post-build step "redirects": a page at each old address that sends the visitor on
 * (lib/redirects/redirect-page.ts), for the redirects site.config.ts configures (`clientRedirects`,
 * lib/redirects/client-redirects.ts) and at each blog post's Docusaurus address
 * (lib/blog/docusaurus-redirects.ts). These are files of the export, not pages of the site: no sitemap
 * entry, search record, Markdown twin or page policy. Written before the link check, so that a link to
 * an old address counts as reaching it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { postRedirects } from '../../lib/blog/docusaurus-redirects';
import { routesOfExport } from '../../lib/checks/links';
import type { SiteConfig } from '../../lib/config/types';
import { collectClientRedirects } from '../../lib/redirects/client-redirects';
import { isExternalUrl, redirectFileOf, redirectPageHtml, type Redirect } from '../../lib/redirects/redirect-page';
import { listFiles, type ExportPage } from './export-files';
import type { PostbuildContext, StepResult } from './postbuild-context';

type RedirectsContext = Pick<PostbuildContext, 'out' | 'site'> & { pages: readonly Pick<ExportPage, 'route' | 'html'>[]; config: Pick<SiteConfig, 'url' | 'i18n' | 'clientRedirects'> };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A page's title as its `<title>` shows it, entities read. */
function titleOf(page: Pick<ExportPage, 'html'> | undefined): string | undefined {
  const element = page && /<title>[^<]*<\/title>/.exec(page.html)?.[0];
  return element ? DomUtils.textContent(parseDocument(element)) : undefined;
}

export function redirectsStep({ out, config, site, pages }: RedirectsContext): StepResult {
  const routes = routesOfExport(listFiles(out));
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const configured = collectClientRedirects(config.clientRedirects, routes, [...byRoute.keys()]);
  const configuredPages: Redirect[] = configured.redirects.map((redirect) => ({ ...redirect, title: (!isExternalUrl(redirect.to) && titleOf(byRoute.get(redirect.to))) || redirect.to }));
  // A configured redirect wins over a post's Docusaurus address: it is the author's own.
  const taken = new Set([...routes, ...configuredPages.map((redirect) => redirect.from)]);
  const posts = postRedirects(site.blogPosts, taken);
  for (const redirect of [...configuredPages, ...posts]) {
    const file = join(out, redirectFileOf(redirect.from));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, redirectPageHtml(redirect, config.url, config.i18n.defaultLocale));
  }
  return {
    summary: `${plural(configuredPages.length, 'configured redirect', 'configured redirects')}, ${plural(posts.length, 'Docusaurus post address', 'Docusaurus post addresses')}`,
    findings: configured.findings,
  };
}
