import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { docs, docsVersions, siteConfig, versionSidebars } from '../../lib/site';
import { blogPosts, listedPosts } from '../../lib/site/blog';
import { docSection } from '../../lib/docs/sidebar';
import { docsRecordTags } from '../../lib/search/client-config';
import type { PageInfo } from '../../lib/search/records';

/**
 * Which pages the search index holds, and where each sits: the build (scripts/lib/postbuild-run.ts) and
 * the development index (scripts/dev-search.ts) both read it, so search in `npm run dev` finds what
 * the export's search finds.
 */
/** Unlisted docs and posts: pages of their own, in no list, sitemap or search. */
export const unlistedRoutes: ReadonlySet<string> = new Set([...docs.filter((d) => d.unlisted).map((d) => d.url), ...blogPosts.filter((p) => p.unlisted).map((p) => p.url)]);
const language = siteConfig.i18n.defaultLocale;
/** A doc's section: its top category in the sidebar of its version that lists it (search's lvl0, the social card's line). */
export const docSectionOf = (doc: { url: string; version: string }) => docSection(versionSidebars.get(doc.version) ?? {}, doc.url);

export function searchPageInfo(route: string): PageInfo | null {
  if (unlistedRoutes.has(route)) return null;
  const doc = docs.find((d) => d.url === route);
  // Each doc is tagged with its version (docs-default-<name>), the facet contextual search narrows by.
  if (doc) return { url: route, lvl0: docSectionOf(doc), pageRank: 2, language, tags: docsRecordTags(siteConfig, doc.version, docsVersions.length) };
  if (listedPosts.some((p) => p.url === route)) return { url: route, lvl0: 'Blog', pageRank: 1, language, tags: ['default'] };
  if (route === '/api') return { url: route, lvl0: 'API', pageRank: 1, language, tags: ['default'] };
  return null;
}

/** Every route searchPageInfo indexes. */
export function searchRoutes(): string[] {
  return [...new Set([...docs.map((d) => d.url), ...listedPosts.map((p) => p.url), '/api'])].filter((route) => searchPageInfo(route) !== null);
}

/** The content file a route is made from (the API reference's come from openapi/, a shared input), or null. */
export function searchSourceFile(route: string): string | null {
  const doc = docs.find((d) => d.url === route);
  if (doc) return `content/${doc._raw.sourceFilePath}`;
  return blogPosts.find((p) => p.url === route)?.sourceFile ?? null;
}

/** Inputs that can change every page's records (data files docs import, the API description, the sidebars). */
export const SHARED_SEARCH_INPUTS = ['content/data', 'openapi', 'sidebars.ts', 'site.config.ts'];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .map((f) => join(path, f))
    .filter((f) => statSync(f).isFile());
}

/**
 * A key per route that changes when its records may: its source file, its place (searchPageInfo),
 * and the shared inputs (by modification time, so a save to one changes every key).
 */
export function searchPageKeys(routes: readonly string[]): Record<string, string> {
  const hash = (parts: readonly string[]) => createHash('sha1').update(parts.join('\0')).digest('hex');
  const shared = hash(SHARED_SEARCH_INPUTS.flatMap(filesUnder).map((f) => `${f}:${statSync(f).mtimeMs}`));
  return Object.fromEntries(
    routes.map((route) => {
      const source = searchSourceFile(route);
      return [route, hash([shared, JSON.stringify(searchPageInfo(route)), source && existsSync(source) ? readFileSync(source, 'utf8') : ''])];
    }),
  );
}
