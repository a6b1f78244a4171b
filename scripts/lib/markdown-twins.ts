/**
 * The post-build step that writes a Markdown twin beside every exported page (`<route>.md`) and
 * `/llms.txt` and `/llms-full.txt`: it gathers the site's data for lib/twin/twin-files.ts and writes
 * what that returns.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Doc } from 'contentlayer/generated';
import { allSidebars, docs, docsVersions, lastVersion, mainDocOf, posts, siteConfig, versionSidebars } from '../../lib/site';
import { docMetaSource } from '../../lib/site/doc-page';
import { blogConfig, blogPosts } from '../../lib/site/blog';
import { docCardItems, flattenSidebar, inSidebarOrder } from '../../lib/docs/sidebar';
import { loadPageMeta } from '../../lib/site/page-meta';
import type { MarkdownFormat } from '../../lib/content/markdown-format';
import { sitePluginOptions } from '../../lib/content/mdx-plugins';
import { parameterTable } from '../../lib/vital/data';
import { siteParameterReference } from '../../lib/site/vital-reference';
import type { ParameterRow } from '../../lib/vital/parameters';
import { API_DESCRIPTION_CONTENT_TYPE, API_DESCRIPTION_PATH, loadApiReference } from '../../lib/api/reference';
import { scorePath } from '../../lib/music/engrave';
import { readScoreMeta } from '../../lib/music/humdrum';
import { sampleBaseUrl } from '../../lib/api/samples';
import { apiMarkdown } from '../../lib/twin/api-markdown';
import { buildTwinFiles, type TwinSource } from '../../lib/twin/twin-files';
import { keptTwinBodies } from './twin-memo';
import type { TwinComponents, TwinLink } from '../../lib/twin/twin-tree';
import { twinHeaders } from '../../lib/twin/headers';
import type { ExportPage } from './export-files';
import type { StepResult } from './postbuild-context';

const PARAMETER_COLUMNS = ['Control', 'Range or options', 'Default', 'What it does'];
const parameterCells = (row: ParameterRow) => [row.control, row.range, row.default, row.description];

/** What the site's data components show on `route`, as the twin writes it (the same data as the page). */
function twinComponents(route: string): TwinComponents {
  return {
    ParameterTable: (key) => ({ header: PARAMETER_COLUMNS, rows: parameterTable(key).rows.map(parameterCells) }),
    ParameterReference: () =>
      siteParameterReference().flatMap((group) => [
        { depth: 2, title: group.page.title, text: { before: 'Explained on the ', link: { label: group.page.title, href: group.page.url }, after: ' page.' } },
        ...group.tables.map((table) => ({
          depth: 3,
          title: table.title,
          text: { before: 'How these controls work: ', link: { label: `${group.page.title}, ${table.title}`, href: table.href }, after: '.' },
          table: { header: [...PARAMETER_COLUMNS, 'Source'], rows: table.rows.map((row) => [...parameterCells(row), row.source]) },
        })),
      ]),
    DocCardList: () => docCards(route),
    Score: (src) => readScoreMeta(readFileSync(scorePath(src), 'utf8')),
  };
}

/** The cards `<DocCardList />` shows on `route`: its category's items, unlisted docs left out as on the page. */
function docCards(route: string): TwinLink[] {
  return docCardItems(allSidebars, route).flatMap((item): TwinLink[] => {
    if (item.type === 'link') return item.unlisted ? [] : [{ label: item.label, href: item.href, description: item.description }];
    if (item.type !== 'category') return [];
    const href = item.href ?? flattenSidebar(item.items).find((link) => !link.unlisted)?.href;
    return href ? [{ label: item.label, href, description: item.description }] : [];
  });
}

function docSource(doc: Doc): TwinSource {
  const meta = loadPageMeta('docs', docMetaSource(doc));
  return {
    url: doc.url,
    title: doc.pageTitle,
    heading: doc.contentTitle,
    description: doc.summary,
    body: doc.body.raw,
    format: doc.format as MarkdownFormat | undefined,
    sourceFilePath: doc._raw.sourceFilePath,
    unlisted: doc.unlisted,
    version: doc.version === lastVersion.name ? undefined : doc.version,
    lastUpdated: meta.lastUpdate?.date,
  };
}

/** Docs in sidebar order, then the docs no sidebar shows. */
function docsInSidebarOrder(): Doc[] {
  // Every sidebar of the last version, in its file's order; the other versions' docs follow, each in its own sidebars' order (they are listed per version).
  const sidebarsOf = (version: string) => Object.values(versionSidebars.get(version) ?? {});
  return inSidebarOrder(docs, [...sidebarsOf(lastVersion.name), ...docsVersions.filter((v) => !v.isLast).flatMap((v) => sidebarsOf(v.name))]);
}

function postSources(): TwinSource[] {
  return blogPosts.flatMap((post) => {
    const source = posts.find((p) => p.url === post.url);
    if (!source) return [];
    const facts: [string, string][] = [['Published', post.date]];
    if (post.authors.length) facts.push(['Authors', post.authors.map((a) => a.name).join(', ')]);
    if (post.tags.length) facts.push(['Tags', post.tags.map((t) => t.label).join(', ')]);
    return [
      {
        url: post.url,
        title: post.title,
        description: post.description,
        body: source.body.raw,
        format: source.format as MarkdownFormat | undefined,
        sourceFilePath: source._raw.sourceFilePath,
        unlisted: post.unlisted,
        lastUpdated: post.meta.lastUpdate?.date,
        facts,
      },
    ];
  });
}

/** Writes every twin and the llms files into `out`; returns the routes that have a twin and every file's size. */
export async function writeMarkdownTwins(
  out: string,
  htmlPages: readonly { route: string; html: string }[],
): Promise<{ routes: string[]; sizes: { file: string; bytes: number }[]; sources: { converted: number; cached: number } }> {
  const { outline } = loadApiReference();
  const mainDoc = mainDocOf();
  const versionBases = new Map(docsVersions.map((v) => [v.name, v.path]));
  const kept = keptTwinBodies(
    htmlPages.map((page) => page.route),
    versionBases,
  );
  const { routes, files } = await buildTwinFiles({
    site: {
      name: siteConfig.title,
      summary: `${siteConfig.tagline}. Documentation${blogConfig ? ', blog posts' : ''} and an API reference; every page is also served as Markdown at its URL with .md added.`,
      url: siteConfig.url,
      blogDescription: blogConfig?.feedOptions.description,
      docsRoot: mainDoc ? { route: siteConfig.docs.routeBasePath, docUrl: mainDoc.url } : undefined,
    },
    docs: docsInSidebarOrder().map(docSource),
    posts: postSources(),
    api: {
      title: outline.title,
      description: `The ${outline.title} ${outline.version}: every operation with its parameters, authentication, examples and a curl sample, and every model.`,
      body: apiMarkdown(outline, sampleBaseUrl(siteConfig.api.servers[0]!.url, siteConfig.url)),
      descriptionPath: `/${API_DESCRIPTION_PATH}`,
    },
    htmlPages,
    markdownFormat: siteConfig.markdown?.format,
    math: siteConfig.markdown?.math ?? false,
    magicComments: siteConfig.prism?.magicComments,
    plugins: sitePluginOptions(siteConfig),
    components: twinComponents,
    otherVersions: docsVersions.filter((v) => !v.isLast),
    versionBases,
    twinBody: kept.body,
  });
  const { kept: fromCache, made } = kept.save();
  for (const [file, text] of files) {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file), text);
  }
  return { routes, sizes: [...files].map(([file, text]) => ({ file, bytes: Buffer.byteLength(text) })).sort((a, b) => b.bytes - a.bytes), sources: { converted: made, cached: fromCache } };
}

/** The post-build step "Markdown twins": the twins and llms files, and the `_headers` rules that serve them as Markdown. */
export async function markdownTwinsStep({ out, pages }: { out: string; pages: readonly ExportPage[] }): Promise<StepResult> {
  const { routes, sources } = await writeMarkdownTwins(out, pages);
  return {
    summary: `${routes.length} Markdown twins (${sources.cached} of ${sources.converted + sources.cached} docs and posts from the cache)`,
    headers: twinHeaders(routes, [[`/${API_DESCRIPTION_PATH}`, API_DESCRIPTION_CONTENT_TYPE]]),
  };
}
