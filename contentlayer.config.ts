import { join } from 'node:path';
import type { MDXOptions } from 'contentlayer2/core';
import { defineDocumentType, makeSource } from 'contentlayer2/source-files';
import { sourceFormat } from './lib/content/markdown-format';
import { withDocumentPath } from './lib/content/compiled-file';
import { PARTIAL_GLOBS } from './lib/content/partials';
import { excludeGlobs } from './lib/content/exclude';
import { contentDocuments, readText, touchStaleDocuments } from './lib/content/dependencies';
import { rehypePluginsFor, remarkPluginsFor, sitePluginOptions } from './lib/content/mdx-plugins';
import type { PrismOptions } from './lib/content/shiki-code-lines';
import { mdxBundlerGlobals, providerImportSource } from './lib/content/docusaurus-modules';
import { tocOf } from './lib/content/toc';
import { compiledPageFacts } from './lib/content/page-facts';
import { blogPostUrl, fileNameTitleOf, postDateOf } from './lib/blog/posts';
import { legacyAuthorKeys } from './lib/blog/legacy-author-keys';
import { excerptSource, hasTruncateMarker } from './lib/content/text';
import { compileExcerpt } from './lib/content/compile-excerpt';
import { siteConfig } from './lib/site/config';
import { excludedContent } from './site.variant';
import { docIdOf, docPathInfo, docUrlOf } from './lib/docs/routes';
import { dropStaleContentCache, loadVersions } from './lib/docs/versions-files';
import { versionOfContentPath } from './lib/docs/versioning';
import { SCRIPT_LOADERS } from './lib/content/script-loader';
import { BLOG_FOLDER, contentFoldersOf } from './lib/config/blog';

// versions.json and site.config.ts's version options: each version's docs folder and URL base.
const versions = loadVersions(siteConfig.docs);
dropStaleContentCache(versions);
// contentlayer2 keeps a compiled document while its file's time is unchanged: a document whose
// partial, imported file or image changed since is given a new time, so that it is compiled again.
/** Every version's docs folder, from content/; a cut version's may lie outside it (docs.versionFilesDir). */
// With `blog: false` the blog folder is not read at all, as Docusaurus reads no posts then.
const contentFolders = contentFoldersOf(versions, siteConfig);
const docsFolders = contentFolders.filter((folder) => folder !== BLOG_FOLDER);
touchStaleDocuments(contentDocuments(join(process.cwd(), 'content'), contentFolders, siteConfig), readText, { root: process.cwd() });
const versionBase = new Map(versions.map((v) => [v.name, v.path]));
// The patterns are extglob alternatives (a brace list cannot hold a ../ path).
const docDirs = `@(${docsFolders.join('|')})`;
/** A doc's version, and its path as if under docs/ (versioned_docs/version-1.0/a.mdx → docs/a.mdx). */
const located = (doc: { _raw: { sourceFilePath: string } }) => versionOfContentPath(doc._raw.sourceFilePath);

const routeFrontMatter = (doc: Record<string, unknown>) => ({
  id: doc.id as string | undefined,
  slug: doc.slug as string | undefined,
  parse_number_prefixes: doc.parse_number_prefixes as boolean | undefined,
});

// site.config.ts's remark and rehype plugins (Docusaurus's options), per section.
const mdxPlugins = sitePluginOptions(siteConfig);
const math = siteConfig.markdown?.math ?? false;
// Typed: inferred from site.config.ts, it left tsc with contentlayer's bare LocalDocument for every document.
const prism: PrismOptions | undefined = siteConfig.prism;

/** The title, headings and plain text that the document's own MDX compile recorded. */
const facts = (doc: { _raw: { sourceFilePath: string }; body: { raw: string } }) => compiledPageFacts(doc._raw.sourceFilePath, doc.body.raw);

const tocLevels = {
  minLevel: siteConfig.tableOfContents.minHeadingLevel,
  maxLevel: siteConfig.tableOfContents.maxHeadingLevel,
};

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  // Read as MDX, or as CommonMark where `markdown.format` or the `format` front matter says (the `format` step of the MDX options below).
  filePathPattern: `${docDirs}/**/*.{md,mdx}`,
  contentType: 'mdx',
  // Docusaurus 3's doc front matter. lib/schema/frontmatter.ts checks every key's type before this
  // build runs (scripts/check-content.ts) and names the file, the key and the expected type; its
  // drift test holds these fields to the schema's keys.
  fields: {
    id: { type: 'string', description: 'Replaces the file name in the doc id (and in the URL when there is no slug).' },
    title: { type: 'string', description: 'Page title; without it, the body\'s leading "# heading" or the file name (as in Docusaurus).' },
    description: { type: 'string', default: '', description: "Meta description and search summary; without it, the text of the doc's first paragraph (summary), as in Docusaurus." },
    slug: { type: 'string', description: 'The URL under /docs: "/x" from the docs root, "x" from the doc folder.' },
    sidebar_label: { type: 'string', description: 'Shorter label for the sidebar.' },
    sidebar_position: { type: 'number', description: 'Order in an autogenerated sidebar.' },
    sidebar_class_name: { type: 'string' },
    hide_title: { type: 'boolean', default: false },
    hide_table_of_contents: { type: 'boolean', default: false },
    toc_min_heading_level: { type: 'number' },
    toc_max_heading_level: { type: 'number' },
    pagination_label: { type: 'string', description: 'Label of this doc in the previous/next links.' },
    pagination_prev: { type: 'json', description: 'A doc id, or null to hide the link.' },
    pagination_next: { type: 'json', description: 'A doc id, or null to hide the link.' },
    parse_number_prefixes: { type: 'boolean' },
    keywords: { type: 'list', of: { type: 'string' }, default: [] },
    image: { type: 'string' },
    unlisted: { type: 'boolean', default: false, description: 'Built, but hidden from sidebar, search and sitemap.' },
    draft: { type: 'boolean', default: false, description: 'Left out of production builds.' },
    // json: a tag is a key or an inline {label, permalink} map.
    tags: { type: 'json', default: [] },
    last_update: { type: 'json' },
    custom_edit_url: { type: 'json' },
    format: { type: 'string' },
  },
  computedFields: {
    // Ids are per version, as in Docusaurus: version 1.0's versioned_docs/version-1.0/a.mdx is "a".
    docId: { type: 'string', resolve: (doc) => docIdOf(located(doc).docsPath, routeFrontMatter(doc)) },
    version: { type: 'string', resolve: (doc) => located(doc).version },
    url: { type: 'string', resolve: (doc) => docUrlOf(located(doc).docsPath, routeFrontMatter(doc), versionBase.get(located(doc).version) ?? siteConfig.docs.routeBasePath) },
    // A body that opens with "# Title" shows that heading instead of the front matter title.
    contentTitle: { type: 'string', resolve: (doc) => facts(doc).contentTitle ?? '' },
    pageTitle: {
      type: 'string',
      resolve: (doc) => (doc.title as string | undefined) ?? facts(doc).contentTitle ?? docIdOf(located(doc).docsPath, routeFrontMatter(doc)).split('/').pop()!,
    },
    // What describes the doc (meta description, cards, twins, feeds): its front matter's description,
    // else its first paragraph, as Docusaurus describes a doc by its excerpt.
    summary: { type: 'string', resolve: (doc) => doc.description || facts(doc).firstParagraph },
    // The Infima utility classes of a page moved from Docusaurus; the page carries their rules (lib/content/infima.ts).
    infimaClasses: { type: 'json', resolve: (doc) => facts(doc).infimaClasses },
    // What a <head> block in the body sets (title, meta tags, canonical URL): the page's metadata applies it.
    headTags: { type: 'json', resolve: (doc) => facts(doc).headTags ?? { meta: [] } },
    sourceDir: { type: 'string', resolve: (doc) => docPathInfo(located(doc).docsPath).sourceDir },
    fileName: { type: 'string', resolve: (doc) => docPathInfo(located(doc).docsPath).fileName },
    toc: {
      type: 'json',
      resolve: (doc) =>
        tocOf(facts(doc).headings, {
          minLevel: (doc.toc_min_heading_level as number | undefined) ?? tocLevels.minLevel,
          maxLevel: (doc.toc_max_heading_level as number | undefined) ?? tocLevels.maxLevel,
        }),
    },
  },
}));

/** A post's date, written or from its file name; the authoring check has made sure that it has one. */
const dateOf = (post: { date?: string; _raw: { sourceFilePath: string } }) => postDateOf(post.date, post._raw.sourceFilePath)!;

export const Post = defineDocumentType(() => ({
  name: 'Post',
  // .md too, read as MDX like Docusaurus's default `markdown.format`; every Markdown file under blog/
  // is a post, in folders or not (lib/blog/posts.ts, isPostPath), partials aside (contentDirExclude).
  filePathPattern: 'blog/**/*.{md,mdx}',
  contentType: 'mdx',
  fields: {
    title: { type: 'string', description: 'Without it, the body\'s "# heading" (taken out of the body, as Docusaurus does for posts), else the file name.' },
    // Text, read by frontMatterDate as Docusaurus reads it (UTC unless a zone is given), not by
    // contentlayer2's date type, which reads a time without a zone in the build machine's own zone.
    date: { type: 'string', description: 'Without it, the date the file name starts with (YYYY-MM-DD-slug.mdx), as in Docusaurus.' },
    description: { type: 'string', description: "Without it, the text of the post's first paragraph, as in Docusaurus." },
    slug: { type: 'string', description: 'Its address on a Docusaurus site, /blog/<slug>, which leads to it: its URL here is its date.' },
    // json, not a list of strings: an inline author object must reach the authoring check, which warns.
    authors: { type: 'json', description: 'Keys in content/authors.yml.' },
    // Docusaurus's older keys for one author, read when `authors` is not set (lib/blog/checks.ts, postAuthors).
    ...Object.fromEntries(legacyAuthorKeys.map((key) => [key, { type: 'string' as const }])),
    tags: { type: 'list', of: { type: 'string' }, default: [], description: 'Keys in content/tags.yml.' },
    image: { type: 'string' },
    draft: { type: 'boolean', default: false },
    // A post is compiled as its `format` says, as a doc is (lib/content/markdown-format.ts); its twin reads it too.
    format: { type: 'string' },
    unlisted: { type: 'boolean', default: false },
    keywords: { type: 'list', of: { type: 'string' }, default: [], description: "The page's keywords meta tag." },
    hide_table_of_contents: { type: 'boolean', default: false },
    toc_min_heading_level: { type: 'number' },
    toc_max_heading_level: { type: 'number' },
    last_update: { type: 'json' },
  },
  computedFields: {
    postDate: { type: 'string', resolve: (post) => dateOf(post).slice(0, 10) },
    pageTitle: { type: 'string', resolve: (post) => post.title ?? facts(post).contentTitle ?? fileNameTitleOf(post._raw.sourceFilePath) },
    url: { type: 'string', resolve: (post) => blogPostUrl(dateOf(post)) },
    summary: { type: 'string', resolve: (post) => post.description ?? facts(post).firstParagraph },
    toc: {
      type: 'json',
      resolve: (post) =>
        tocOf(facts(post).headings, {
          minLevel: post.toc_min_heading_level ?? tocLevels.minLevel,
          maxLevel: post.toc_max_heading_level ?? tocLevels.maxLevel,
        }),
    },
    plainText: { type: 'string', resolve: (post) => facts(post).plainText },
    infimaClasses: { type: 'json', resolve: (post) => facts(post).infimaClasses },
    headTags: { type: 'json', resolve: (post) => facts(post).headTags ?? { meta: [] } },
    truncated: { type: 'boolean', resolve: (post) => hasTruncateMarker(post.body.raw) },
    excerptCode: { type: 'string', resolve: (post) => compileExcerpt(excerptSource(post.body.raw), post._raw.sourceFilePath, mdxPlugins, math, 'content', prism) },
  },
}));

/**
 * `_category_.json` / `_category_.yml`: read by lib/docs/category-files.ts for autogenerated sidebars
 * and checked by lib/docs/categories.ts; declared here so that contentlayer knows the files.
 */
export const DocCategory = defineDocumentType(() => ({
  name: 'DocCategory',
  filePathPattern: `${docDirs}/**/_category_.{json,yml,yaml}`,
  contentType: 'data',
  fields: {
    label: { type: 'string' },
    position: { type: 'number' },
    collapsed: { type: 'boolean' },
    collapsible: { type: 'boolean' },
    className: { type: 'string' },
    description: { type: 'string' },
    key: { type: 'string' },
    customProps: { type: 'json' },
    link: { type: 'json' },
  },
}));

/** How every document's body is compiled: the one MDX pipeline (lib/content/mdx-plugins.ts). */
export const mdx = {
  remarkPlugins: remarkPluginsFor({
    format: sourceFormat(siteConfig.markdown?.format),
    plugins: mdxPlugins,
    versionBases: versionBase,
    math,
  }),
  rehypePlugins: rehypePluginsFor({ plugins: mdxPlugins, math, prism }),
  // Every file, imported `.md` partials included, goes to the MDX parser; the format step above
  // decides which sources it reads as CommonMark instead (@mdx-js/esbuild would read a .md file
  // without JSX, so `format` alone would not do).
  // The step that names the document goes first, so that its parse knows the file (for 'detect').
  mdxOptions: (options) => ({ ...options, format: 'mdx', mdxExtensions: ['.mdx', '.md'], providerImportSource, remarkPlugins: withDocumentPath(options.remarkPlugins) }),
  esbuildOptions: (options) => ({ ...options, loader: { ...options.loader, ...SCRIPT_LOADERS } }),
  // `@docusaurus/*` imports read their module from a global the page supplies (components/mdx/docusaurus/).
  globals: mdxBundlerGlobals(),
} satisfies MDXOptions;

export default makeSource({
  contentDirPath: 'content',
  // Only the versions this build makes: a versioned_docs folder that versions.json does not list is not read.
  contentDirInclude: contentFolders,
  // Partials (`_`-prefixed files and folders) are never pages; the docs that import them compile them.
  // Other site variants' own folders (site.variant.ts) are not this build's. docs.exclude and
  // blog.exclude name more files that are not pages, in each docs version's folder (lib/content/exclude.ts).
  // A data file beside a page (`import pkg from './package.json'`) is read by the page that imports
  // it; of the JSON and YAML files contentlayer lists, only `_category_` files are documents here.
  contentDirExclude: [...excludedContent, ...PARTIAL_GLOBS, '**/!(_category_).{json,yml,yaml}', ...excludeGlobs(siteConfig, docsFolders)],
  documentTypes: [Doc, Post, DocCategory],
  disableImportAliasWarning: true,
  onUnknownDocuments: 'fail',
  // An unknown front matter key is a warning of the authoring check (named there), as in Docusaurus.
  onExtraFieldData: 'ignore',
  onMissingOrIncompatibleData: 'fail',
  mdx,
});
