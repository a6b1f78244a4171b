import type { Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify, { type Options as StringifyOptions } from 'remark-stringify';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { remarkPluginsFor } from '../content/mdx-plugins';
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

/** Prints GFM (tables unpadded: a twin is read by programs, and padding costs tokens) and `$$` math. */
const printer = unified().use(remarkStringify, STRINGIFY).use(remarkGfm, { tablePipeAlign: false }).use(remarkMath);

/**
 * A page's body (MDX or Markdown, front matter removed) as plain GFM Markdown: parsed with the same
 * remark steps the page is compiled with, then each site component replaced by the Markdown that
 * says what it shows (lib/twin/twin-tree.ts), then printed with GFM tables and `$$` math.
 */
export function mdxToMarkdown(body: string, options: MdxToMarkdownOptions): string {
  const processor = unified()
    .use(remarkParse)
    .use(options.format === 'mdx' ? [remarkMdx] : [])
    .use(remarkPluginsFor({ format: () => options.format, drawDiagrams: false, versionBases: options.versionBases }));
  const file = new VFile({ value: body, data: options.sourceFilePath ? { rawDocumentData: { sourceFilePath: options.sourceFilePath } } : {} });
  const tree = processor.runSync(processor.parse(file), file) as Root;
  dropLeadingTitle(tree);
  const converted: Root = { type: 'root', children: twinTree(tree, { resolveLink: options.resolveLink, components: options.components ?? {} }) as RootContent[] };
  return printer.stringify(converted).trim();
}

/** A body that opens with `# Title` has that as its page title, which the twin's header already gives. */
function dropLeadingTitle(tree: Root): void {
  const index = tree.children.findIndex((node) => node.type !== 'mdxjsEsm' && node.type !== 'mdxFlowExpression' && !(node.type === 'html' && /^<!--/.test(node.value)));
  const first = tree.children[index];
  if (first?.type === 'heading' && first.depth === 1) tree.children.splice(index, 1);
}
