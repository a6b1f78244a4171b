import type { Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify, { type Options as StringifyOptions } from 'remark-stringify';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { contentDocumentData } from '../content/compiled-file';
import { remarkPluginsFor } from '../content/mdx-plugins';
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
}

const STRINGIFY: StringifyOptions = {
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
export function mdxToMarkdown(body: string, options: MdxToMarkdownOptions): string {
  const processor = unified()
    .use(remarkParse)
    .use(options.format === 'mdx' ? [remarkMdx] : [])
    .use(remarkPluginsFor({ format: () => options.format, drawDiagrams: false, versionBases: options.versionBases, math: options.math ?? false }));
  const file = new VFile({ value: body, data: options.sourceFilePath ? contentDocumentData(options.sourceFilePath) : {} });
  const tree = processor.runSync(processor.parse(file), file) as Root;
  dropLeadingTitle(tree);
  const converted: Root = { type: 'root', children: twinTree(tree, { resolveLink: options.resolveLink, components: options.components ?? {}, magicComments: options.magicComments }) as RootContent[] };
  return (options.math ? mathPrinter : plainPrinter).stringify(converted).trim();
}

/** A body that opens with `# Title` has that as its page title, which the twin's header already gives. */
function dropLeadingTitle(tree: Root): void {
  const index = tree.children.findIndex((node) => node.type !== 'mdxjsEsm' && node.type !== 'mdxFlowExpression' && !(node.type === 'html' && /^<!--/.test(node.value)));
  const first = tree.children[index];
  if (first?.type === 'heading' && first.depth === 1) tree.children.splice(index, 1);
}
