/**
 * The post-build step "Docusaurus post addresses": at each blog post's Docusaurus URL, a page that
 * sends the visitor on to the post (lib/blog/docusaurus-redirects.ts). These are files of the export,
 * not pages of the site: no sitemap entry, search record, Markdown twin or page policy. Written before
 * the link check, so that a link to a post's old address counts as reaching it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { postRedirects, redirectPageHtml } from '../../lib/blog/docusaurus-redirects';
import { routesOfExport } from '../../lib/checks/links';
import type { SiteConfig } from '../../lib/config/types';
import { listFiles } from './export-files';
import type { PostbuildContext, StepResult } from './postbuild-context';

export function postRedirectsStep({ out, config, site }: Pick<PostbuildContext, 'out' | 'site'> & { config: Pick<SiteConfig, 'url' | 'i18n'> }): StepResult {
  const redirects = postRedirects(site.blogPosts, routesOfExport(listFiles(out)));
  for (const redirect of redirects) {
    const file = join(out, `${redirect.from.slice(1)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, redirectPageHtml(redirect, config.url, config.i18n.defaultLocale));
  }
  return { summary: `${redirects.length} Docusaurus post address${redirects.length === 1 ? '' : 'es'}` };
}
