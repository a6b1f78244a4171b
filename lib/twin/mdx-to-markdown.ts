import type { Program } from 'estree';
import type { Root, RootContent, Text } from 'mdast';
import { defaultHandlers } from 'mdast-util-to-markdown';
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify, { type Options as StringifyOptions } from 'remark-stringify';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { contentDocumentData } from '../content/compiled-file';
import { importedJsonData } from '../content/remark-doc-assets';
import { splitFrontMatter } from '../schema/split-front-matter';
import { remarkPluginsFor, type SectionPluginOptions } from '../content/mdx-plugins';
import { sectionOf, type ContentSection } from '../content/scoped-plugins';
import type { MagicComment } from '../content/shiki-code-lines';
import { twinTree, type TwinComponents } from './twin-tree';
import type { LinkResolver } from './urls';

export interface MdxToMarkdownOptions {
  /** How the page's source is read (lib/content/markdown-format.ts): 'md' is CommonMark, as on the page. */
  format: 'md' | 'mdx';
  /** The source's path under content/, so that links to other content files resolve as on the page. */
  sourceFilePath?: string;
  resolveLink: LinkResolver;
  components?: TwinComponents;
  /** URL base of each cut docs version, so links between its files resolve within it, as on the page. */
  versionBases?: ReadonlyMap<string, string>;
  /** Whether `$…$` is a formula, as `markdown.math` in site.config.ts says for the page (default false). */
  math?: boolean;
  /** `prism.magicComments` of site.config.ts, removed from code as on the page (default: Docusaurus's). */
  magicComments?: readonly MagicComment[];
  /** The remark plugins of site.config.ts (`docs.remarkPlugins`…), run where the page runs them, so the twin says what they make. */
  plugins?: SectionPluginOptions;
}

declare module 'mdast' {
  interface TextData {
    /** Printed as it was typed: the marks of a directive no plugin handled. */
    asTyped?: boolean;
  }
}

/**
 * A directive no plugin handled is its source on the page (`:jack[IN 3]{side=rear}`), its label's
 * Markdown rendered. The printer escapes every `[` of a text node, which would write `:jack\[IN 3]`:
 * its marks are kept apart and printed as typed, so the twin reads as the page does.
 */
const directiveMark = (value: string): Text => ({ type: 'text', value, data: { asTyped: true } });

const STRINGIFY: StringifyOptions = {
  handlers: { text: (node: Text, ...rest) => (node.data?.asTyped ? node.value : defaultHandlers.text(node, ...rest)) },
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  incrementListMarker: true,
};

/**
 * Prints GFM (tables unpadded: a twin is read by programs, and padding costs tokens), and `$$` math
 * where the site reads it; without math, a dollar sign is plain text and is not escaped.
 */
const plainPrinter = unified().use(remarkStringify, STRINGIFY).use(remarkGfm, { tablePipeAlign: false });
const mathPrinter = unified().use(remarkStringify, STRINGIFY).use(remarkGfm, { tablePipeAlign: false }).use(remarkMath);

/**
 * A page's body (MDX or Markdown, front matter removed) as plain GFM Markdown: parsed with the same
 * remark steps the page is compiled with, then each site component replaced by the Markdown that
 * says what it shows (lib/twin/twin-tree.ts), then printed with GFM tables and `$$` math.
 */
export async function mdxToMarkdown(body: string, options: MdxToMarkdownOptions): Promise<string> {
  // The page's section decides which plugins run, on its partials too (their files carry the page's data).
  const section = (options.sourceFilePath && sectionOf(new VFile({ data: contentDocumentData(options.sourceFilePath) }))) || 'docs';
  const converted: Root = { type: 'root', children: await twinNodes(body, options, section, new Set(), true) };
  return (options.math ? mathPrinter : plainPrinter).stringify(converted).trim();
}

/** The twin's nodes for a body; each partial it imports is written in place, as the page shows it. */
async function twinNodes(body: string, options: MdxToMarkdownOptions, section: ContentSection, within: ReadonlySet<string>, page = false): Promise<RootContent[]> {
  const processor = unified()
    .use(remarkParse)
    .use(options.format === 'mdx' ? [remarkMdx] : [])
    // A page's content title is the twin's title, which its header gives (lib/twin/document.ts).
    .use(
      remarkPluginsFor({
        format: () => options.format,
        drawDiagrams: false,
        versionBases: options.versionBases,
        math: options.math ?? false,
        removeContentTitle: page,
        directiveMark,
        plugins: options.plugins,
        section,
      }),
    );
  const file = new VFile({ value: body, data: options.sourceFilePath ? contentDocumentData(options.sourceFilePath) : {} });
  // Not runSync: a site's plugin may be asynchronous, as Docusaurus allows.
  const tree = (await processor.run(processor.parse(file), file)) as Root;
  const partials = new Map<string, RootContent[]>();
  for (const [name, path] of partialImports(tree)) {
    // A partial that imports itself, directly or not, is written once.
    if (within.has(path) || !existsSync(path)) continue;
    const source = splitFrontMatter(readFileSync(path, 'utf8')).body;
    partials.set(name, await twinNodes(source, { ...options, sourceFilePath: relative(join(process.cwd(), 'content'), path).split(sep).join('/') }, section, new Set([...within, path])));
  }
  // A copy for each use: the conversion may add to a paragraph it wrapped.
  const partial = (name: string): RootContent[] | null => (partials.has(name) ? structuredClone(partials.get(name)!) : null);
  return twinTree(tree, { resolveLink: options.resolveLink, components: options.components ?? {}, magicComments: options.magicComments, partial, data: importedData(tree) });
}

/** The data of the JSON files a tree imports, by local name, as remark-doc-assets inlined it. */
function importedData(tree: Root): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const statement of esmStatements(tree)) for (const [name, data] of importedJsonData(statement)) found.set(name, data);
  return found;
}

/** The statements of a tree's `import` and `export` blocks. */
function esmStatements(tree: Root): Program['body'] {
  return tree.children.flatMap((node) => (node.type === 'mdxjsEsm' ? ((node.data?.estree as Program | undefined)?.body ?? []) : []));
}

/** The partials a tree imports, by local name: their files, as remark-partials made their paths absolute. */
function partialImports(tree: Root): Map<string, string> {
  const found = new Map<string, string>();
  for (const statement of esmStatements(tree)) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = String(statement.source.value);
    if (!isAbsolute(source) || !/\.mdx?$/.test(source)) continue;
    for (const specifier of statement.specifiers) if (specifier.type === 'ImportDefaultSpecifier') found.set(specifier.local.name, source);
  }
  return found;
}
