import { defineDocumentType, makeSource } from 'contentlayer2/source-files';
import { rehypePlugins, remarkPluginsFor } from './lib/content/mdx-plugins';
import { formatOfPath, isCommonMarkSource } from './lib/content/commonmark-sources';
import { extractToc } from './lib/content/toc';
import { blogPostUrl } from './lib/blog/posts';
import { excerptSource, hasTruncateMarker, plainTextOfMdx } from './lib/content/text';
import { compileExcerpt } from './lib/content/compile-excerpt';
import siteConfig from './site.config';

const tocLevels = {
  minLevel: siteConfig.tableOfContents.minHeadingLevel,
  maxLevel: siteConfig.tableOfContents.maxHeadingLevel,
};

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  // .md docs are CommonMark (Docusaurus's `markdown.format: 'detect'`), .mdx docs are MDX.
  filePathPattern: 'docs/**/*.{md,mdx}',
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true, description: 'Page title, rendered as the h1.' },
    description: { type: 'string', required: true, description: 'Meta description and search summary.' },
    sidebar_label: { type: 'string', description: 'Shorter label for the sidebar.' },
    sidebar_position: { type: 'number' },
    unlisted: { type: 'boolean', default: false, description: 'Built, but hidden from sidebar, search and sitemap.' },
    draft: { type: 'boolean', default: false, description: 'Left out of production builds.' },
    tags: { type: 'list', of: { type: 'string' }, default: [] },
    hide_table_of_contents: { type: 'boolean', default: false },
  },
  computedFields: {
    docId: { type: 'string', resolve: (doc) => doc._raw.flattenedPath.replace(/^docs\//, '') },
    url: {
      type: 'string',
      resolve: (doc) => `${siteConfig.docs.routeBasePath}/${doc._raw.flattenedPath.replace(/^docs\//, '')}`,
    },
    toc: { type: 'json', resolve: (doc) => extractToc(doc.body.raw, tocLevels, formatOfPath(doc._raw.sourceFilePath)) },
    plainText: { type: 'string', resolve: (doc) => plainTextOfMdx(doc.body.raw) },
  },
}));

export const Post = defineDocumentType(() => ({
  name: 'Post',
  filePathPattern: 'blog/*.mdx',
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true },
    date: { type: 'date', required: true },
    description: { type: 'string', required: true },
    // json, not a list of strings: an inline author object must reach the authoring check, which warns.
    authors: { type: 'json', required: true, description: 'Keys in content/authors.yml.' },
    tags: { type: 'list', of: { type: 'string' }, default: [], description: 'Keys in content/tags.yml.' },
    image: { type: 'string' },
    slug: { type: 'string' },
    draft: { type: 'boolean', default: false },
    unlisted: { type: 'boolean', default: false },
  },
  computedFields: {
    url: { type: 'string', resolve: (post) => blogPostUrl(post.date) },
    toc: { type: 'json', resolve: (post) => extractToc(post.body.raw, tocLevels) },
    plainText: { type: 'string', resolve: (post) => plainTextOfMdx(post.body.raw) },
    truncated: { type: 'boolean', resolve: (post) => hasTruncateMarker(post.body.raw) },
    excerptCode: { type: 'string', resolve: (post) => compileExcerpt(excerptSource(post.body.raw), post._raw.sourceFilePath) },
  },
}));

export default makeSource({
  contentDirPath: 'content',
  contentDirInclude: ['docs', 'blog'],
  contentDirExclude: process.env.SITE_E2E === '1' ? [] : ['docs/e2e'],
  documentTypes: [Doc, Post],
  disableImportAliasWarning: true,
  onUnknownDocuments: 'fail',
  onExtraFieldData: 'fail',
  onMissingOrIncompatibleData: 'fail',
  mdx: { remarkPlugins: remarkPluginsFor({ isCommonMark: isCommonMarkSource(['content/docs']) }), rehypePlugins },
});
