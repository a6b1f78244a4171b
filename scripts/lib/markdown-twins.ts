/**
 * The post-build step that writes a Markdown twin beside every exported page (`<route>.md`), plus
 * `/llms.txt` and `/llms-full.txt`. Docs and posts are converted from their sources, the blog index
 * from the post list, /api from the OpenAPI outline; the other pages (lists the site renders from
 * its data) from their main region.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Doc } from 'contentlayer/generated';
import { allSidebars, docs, docsSidebar, posts, siteConfig } from '../../lib/site';
import { blogPosts, listedPosts, type BlogPost } from '../../lib/blog/data';
import { categoryOfPath, flattenSidebar, sidebarOfPath, type SidebarItem } from '../../lib/docs/sidebar';
import { loadPageMeta } from '../../lib/content/load-page-meta';
import { formatOfPath } from '../../lib/content/commonmark-sources';
import { parameterTable } from '../../lib/vital/data';
import { siteParameterReference } from '../../lib/vital/site-reference';
import { loadApiReference } from '../../lib/api/reference';
import { sampleBaseUrl } from '../../lib/api/samples';
import { mdxToMarkdown } from '../../lib/twin/mdx-to-markdown';
import { twinDocument } from '../../lib/twin/document';
import { apiMarkdown } from '../../lib/twin/api-markdown';
import { listingTwin } from '../../lib/twin/listing-twin';
import { llmsFullTxt, llmsTxt, type LlmsEntry } from '../../lib/twin/llms-txt';
import { absoluteUrl, linkResolver, twinFile, twinPath } from '../../lib/twin/urls';
import type { TwinComponents, TwinLink, TwinSection, TwinTable } from '../../lib/twin/twin-tree';
import type { ParameterRow } from '../../lib/vital/parameters';

export interface WrittenTwins {
  /** Routes that got a twin. */
  routes: string[];
  /** Export-relative file and size of every file written, largest first. */
  sizes: { file: string; bytes: number }[];
}

const siteRoot = () => `${siteConfig.url.replace(/\/+$/, '')}${siteConfig.baseUrl}`;

const parameterColumns = ['Control', 'Range or options', 'Default', 'What it does'];
const parameterCells = (row: ParameterRow) => [row.control, row.range, row.default, row.description];

const twinComponents = (route: string): TwinComponents => ({
  ParameterTable: (key): TwinTable => ({ header: parameterColumns, rows: parameterTable(key).rows.map(parameterCells) }),
  ParameterReference: (): TwinSection[] =>
    siteParameterReference().flatMap((group) => [
      { depth: 2, title: group.page.title, text: { before: 'Explained on the ', link: { label: group.page.title, href: group.page.url }, after: ' page.' } },
      ...group.tables.map((table) => ({
        depth: 3,
        title: table.title,
        text: { before: 'How these controls work: ', link: { label: `${group.page.title}, ${table.title}`, href: table.href }, after: '.' },
        table: { header: [...parameterColumns, 'Source'], rows: table.rows.map((row) => [...parameterCells(row), row.source]) },
      })),
    ]),
  DocCardList: () => docCards(route),
});

/** The cards `<DocCardList />` shows on `route`: its category's items, unlisted docs left out as on the page. */
function docCards(route: string): TwinLink[] {
  const sidebar = sidebarOfPath(allSidebars, route);
  const items: SidebarItem[] = sidebar ? (categoryOfPath(sidebar.items, route)?.items ?? []) : [];
  return items.flatMap((item): TwinLink[] => {
    if (item.type === 'link') return item.unlisted ? [] : [{ label: item.label, href: item.href, description: item.description }];
    if (item.type !== 'category') return [];
    const href = item.href ?? flattenSidebar(item.items).find((link) => !link.unlisted)?.href;
    return href ? [{ label: item.label, href, description: item.description }] : [];
  });
}

function docTwin(doc: Doc, pages: ReadonlySet<string>): string {
  const meta = loadPageMeta('docs', { path: doc._raw.sourceFilePath.replace(/^docs\//, ''), permalink: doc.url, lastUpdate: doc.last_update, customEditUrl: doc.custom_edit_url });
  const body = mdxToMarkdown(doc.body.raw, {
    format: formatOfPath(doc._raw.sourceFilePath),
    sourceFilePath: doc._raw.sourceFilePath,
    resolveLink: linkResolver(siteRoot(), doc.url, pages),
    components: twinComponents(doc.url),
  });
  return twinDocument({ title: doc.pageTitle, description: doc.description, canonicalUrl: absoluteUrl(siteRoot(), doc.url), lastUpdated: meta.lastUpdate?.date }, body);
}

function postTwin(post: BlogPost, pages: ReadonlySet<string>): string {
  const source = posts.find((p) => p.url === post.url);
  const body = source ? mdxToMarkdown(source.body.raw, { format: 'mdx', sourceFilePath: source._raw.sourceFilePath, resolveLink: linkResolver(siteRoot(), post.url, pages) }) : '';
  const facts: [string, string][] = [['Published', post.date]];
  if (post.authors.length) facts.push(['Authors', post.authors.map((a) => a.name).join(', ')]);
  if (post.tags.length) facts.push(['Tags', post.tags.map((t) => t.label).join(', ')]);
  return twinDocument({ title: post.title, description: post.description, canonicalUrl: absoluteUrl(siteRoot(), post.url), lastUpdated: post.meta.lastUpdate?.date, facts }, body);
}

function blogIndexTwin(pages: ReadonlySet<string>): string {
  const resolve = linkResolver(siteRoot(), '/blog', pages);
  const body = listedPosts.map((post) => `## [${post.title}](${resolve(post.url)})\n\n${post.date}${post.authors.length ? `, by ${post.authors.map((a) => a.name).join(', ')}` : ''}. ${post.description}`).join('\n\n');
  return twinDocument({ title: 'Blog', description: siteConfig.blog.feedOptions.description, canonicalUrl: absoluteUrl(siteRoot(), '/blog') }, body);
}

function apiTwin(): { text: string; title: string; description: string } {
  const { outline } = loadApiReference();
  const description = `The ${outline.title} ${outline.version}: every operation with its parameters, authentication, examples and a curl sample, and every model.`;
  const text = twinDocument({ title: outline.title, description, canonicalUrl: absoluteUrl(siteRoot(), '/api') }, apiMarkdown(outline, sampleBaseUrl(siteConfig.api.servers[0]!.url, siteConfig.url)));
  return { text, title: outline.title, description };
}

/** Docs in sidebar order, then listed docs no sidebar shows; unlisted docs, like the sitemap, left out. */
function docsInOrder(): Doc[] {
  const order = flattenSidebar(docsSidebar).map((link) => link.href);
  const rank = (doc: Doc) => (order.includes(doc.url) ? order.indexOf(doc.url) : order.length);
  return docs.filter((doc) => !doc.unlisted).sort((a, b) => rank(a) - rank(b));
}

/**
 * Writes every twin and the two llms files into `out`. `htmlPages` are the exported pages; each gets
 * a twin (the `<link rel="alternate" type="text/markdown">` of every page points at it).
 */
export function writeMarkdownTwins(out: string, htmlPages: readonly { route: string; html: string }[]): WrittenTwins {
  const pages = new Set(htmlPages.map((p) => p.route).filter((route) => route !== '/404' && !route.startsWith('/_')));
  const twins = new Map<string, string>();
  // Only pages that were exported: a draft (built only outside production) has no page, so no twin.
  for (const doc of docs) if (pages.has(doc.url)) twins.set(doc.url, docTwin(doc, pages));
  for (const post of blogPosts) if (pages.has(post.url)) twins.set(post.url, postTwin(post, pages));
  twins.set('/blog', blogIndexTwin(pages));
  const api = apiTwin();
  twins.set('/api', api.text);
  const mainDoc = docs.find((doc) => doc.docId === siteConfig.docs.mainDocId);
  if (mainDoc && !twins.has(siteConfig.docs.routeBasePath)) twins.set(siteConfig.docs.routeBasePath, twins.get(mainDoc.url)!);
  for (const page of htmlPages) {
    if (!pages.has(page.route) || twins.has(page.route)) continue;
    const { title, body } = listingTwin(page.html, linkResolver(siteRoot(), page.route, pages));
    twins.set(page.route, twinDocument({ title: title || siteConfig.title, canonicalUrl: absoluteUrl(siteRoot(), page.route) }, body));
  }

  const entry = (route: string, title: string, description?: string): LlmsEntry => ({ title, url: absoluteUrl(siteRoot(), twinPath(route)), description: description || undefined });
  const orderedDocs = docsInOrder().filter((doc) => twins.has(doc.url));
  const listed = listedPosts.filter((post) => twins.has(post.url));
  const files = new Map<string, string>([...twins].map(([route, text]) => [twinFile(route), text]));
  files.set(
    'llms.txt',
    llmsTxt({
      name: siteConfig.title,
      summary: `${siteConfig.tagline}. Documentation, blog posts and an API reference, each page also served as Markdown at its URL with .md added.`,
      sections: [
        { name: 'Docs', entries: orderedDocs.map((doc) => entry(doc.url, doc.pageTitle, doc.description)) },
        { name: 'Blog', entries: listed.map((post) => entry(post.url, post.title, post.description)) },
        { name: 'API', entries: [entry('/api', api.title, api.description)] },
        { name: 'Optional', entries: [entry('/blog', 'Blog index', 'Every post, newest first.'), entry('/', `${siteConfig.title}: home`), absoluteEntry('/llms-full.txt', 'Every doc and post in full', 'The twins above in one file.')] },
      ],
    }),
  );
  files.set('llms-full.txt', llmsFullTxt([...orderedDocs.map((doc) => twins.get(doc.url)!), ...listed.map((post) => twins.get(post.url)!)]));

  for (const [file, text] of files) {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file), text);
  }
  return {
    routes: [...twins.keys()],
    sizes: [...files].map(([file, text]) => ({ file, bytes: Buffer.byteLength(text) })).sort((a, b) => b.bytes - a.bytes),
  };
}

function absoluteEntry(path: string, title: string, description: string): LlmsEntry {
  return { title, url: absoluteUrl(siteRoot(), path), description };
}
