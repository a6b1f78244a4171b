import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import type { SiteConfig } from '../../lib/config/types';
import { validateSiteConfig } from '../../lib/config/validate';
import { resolveSidebar, type DocRef, type SidebarsConfig } from '../../lib/docs/sidebar';
import { parseAuthors } from '../../lib/blog/authors';
import { parseTags } from '../../lib/blog/tags';
import { inlineTagFindings, resolvePostAuthors, truncateFinding } from '../../lib/blog/checks';
import { assertUniquePostUrls, blogPostUrl } from '../../lib/blog/posts';
import { hasTruncateMarker } from '../../lib/content/text';
import { brokenMarkdownLinkFindings, duplicateRouteFindings, type ContentFile } from '../../lib/checks/content';
import { contentRoute } from '../../lib/content/routes';
import { authoringFindings } from '../../lib/checks/authoring';
import type { Finding } from '../../lib/checks/findings';
import { readParameterFiles } from '../../lib/vital/data';
import { parameterDataProblems } from '../../lib/vital/checks';
import { PARAMETER_DATA_DIR } from '../../lib/vital/parameters';

/**
 * Authoring checks that need only the sources: configuration, sidebar, authors, tags, posts, Markdown
 * file links and duplicate routes. Errors stop the build; findings are sorted by severity later.
 */
export interface ContentCheckResult {
  errors: string[];
  findings: Finding[];
}

function readContent(dir: string): ContentFile[] {
  const out: ContentFile[] = [];
  const walk = (d: string) => {
    if (!existsSync(d)) return;
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) out.push({ path: relative(dir, full).split('\\').join('/'), source: readFileSync(full, 'utf8') });
    }
  };
  walk(join(dir, 'docs'));
  walk(join(dir, 'blog'));
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

function frontmatterOf(file: ContentFile): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---/.exec(file.source);
  return match ? ((parse(match[1] ?? '') as Record<string, unknown>) ?? {}) : {};
}

export function runContentChecks({ contentDir, config, sidebars, production = true }: { contentDir: string; config: SiteConfig; sidebars: SidebarsConfig; production?: boolean }): ContentCheckResult {
  const errors: string[] = [];
  const findings: Finding[] = [];
  const files = readContent(contentDir);

  const docs = new Map<string, DocRef>();
  const draftIds = new Set<string>();
  for (const file of files.filter((f) => f.path.startsWith('docs/'))) {
    const fm = frontmatterOf(file);
    const route = contentRoute(file.path)!;
    const id = route.slice('/docs/'.length);
    if (production && fm.draft === true) {
      draftIds.add(id);
      continue;
    }
    if (!docs.has(id)) docs.set(id, { id, title: String(fm.title ?? id), sidebarLabel: fm.sidebar_label as string | undefined, url: route, unlisted: fm.unlisted === true, draft: fm.draft === true });
  }

  errors.push(...validateSiteConfig(config, { docs, draftIds, sidebars }).map((p) => `site.config.ts: ${p}`));
  for (const sidebarId of Object.keys(sidebars)) {
    try {
      resolveSidebar(sidebars, sidebarId, docs, draftIds);
    } catch (error) {
      errors.push((error as Error).message);
    }
  }

  const authorsFile = join(contentDir, 'authors.yml');
  const tagsFile = join(contentDir, 'tags.yml');
  try {
    const authors = parseAuthors(existsSync(authorsFile) ? readFileSync(authorsFile, 'utf8') : '', 'content/authors.yml');
    if (!authors.has(config.owner)) errors.push(`site.config.ts owner: no author "${config.owner}" in content/authors.yml. Add it or fix the key.`);
    const tags = parseTags(existsSync(tagsFile) ? readFileSync(tagsFile, 'utf8') : '', 'content/tags.yml');
    const posts = files.filter((f) => f.path.startsWith('blog/'));
    const refs = [];
    for (const post of posts) {
      const fm = frontmatterOf(post);
      const file = `content/${post.path}`;
      if (production && fm.draft === true) continue;
      try {
        findings.push(...resolvePostAuthors(fm.authors, authors, file).findings);
      } catch (error) {
        errors.push((error as Error).message);
      }
      findings.push(...inlineTagFindings(((fm.tags as string[]) ?? []).map(String), tags, file), ...truncateFinding(hasTruncateMarker(post.source), file));
      const date = fm.date instanceof Date ? fm.date.toISOString() : String(fm.date ?? '');
      try {
        refs.push({ date, url: blogPostUrl(date), title: String(fm.title ?? ''), sourceFile: file });
      } catch {
        errors.push(`${file}: the date "${date}" is not a date. Write it as YYYY-MM-DD.`);
      }
    }
    assertUniquePostUrls(refs);
  } catch (error) {
    errors.push((error as Error).message);
  }

  // Vital parameter data (content/data/vital): a bad row or an unknown <ParameterTable> fails the build.
  try {
    const parameterFiles = readParameterFiles(join(contentDir, 'data/vital'), PARAMETER_DATA_DIR);
    errors.push(...parameterDataProblems(parameterFiles, files));
  } catch (error) {
    errors.push((error as Error).message);
  }

  findings.push(...brokenMarkdownLinkFindings(files), ...duplicateRouteFindings(files));
  const authoring = authoringFindings(files);
  errors.push(...authoring.errors);
  findings.push(...authoring.findings);
  return { errors, findings };
}
