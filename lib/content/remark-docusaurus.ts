import type { Heading, Root, RootContent, Text } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
// Docusaurus's own fork of remark-comment (@slorber/remark-comment, which reads comments over several
// lines), installed under an unscoped alias: contentlayer2 bundles scoped packages into its compiled
// config, where the fork's micromark 1 imports would resolve to micromark 2 and fail.
import remarkComment from 'docusaurus-remark-comment';
import { scanDocusaurusSource, splitHeadingId, type AdmonitionRange } from './docusaurus-source';
import { realSourcePath } from './compiled-file';
import type { SourceFormat } from './markdown-format';

export interface DocusaurusSyntaxOptions {
  /**
   * How a source is read (`sourceFormat`, lib/content/markdown-format.ts): 'mdx', Docusaurus's
   * default, or 'md', CommonMark (braces and a bare `<` are text, HTML is HTML). `path` is the file's:
   * a partial's own, a document's as its compile was told (lib/content/compiled-file.ts), when known.
   */
  format?: (source: string, path: string | undefined) => SourceFormat;
  /**
   * `$…$`, `$$…$$` and ```` ```math ```` as formulas (remark-math). Docusaurus reads them only when a
   * site adds remark-math, so a migrated site's prose keeps its dollar signs unless it asks
   * (`markdown.math` in site.config.ts). Default true: this site's own content uses math.
   */
  math?: boolean;
}

type Parent = { children: RootContent[] };
type Parser = (doc: string, file: VFile) => Root;

const commonMarkParsers = { math: unified().use(remarkParse).use(remarkGfm).use(remarkMath), plain: unified().use(remarkParse).use(remarkGfm) };

/**
 * CommonMark with the same extensions as the MDX pipeline (GFM, and math when it is on), without
 * JSX. The scanner has blanked the front matter, which the content layer reads on its own.
 */
export function parseCommonMark(text: string, math = true): Root {
  return commonMarkParsers[math ? 'math' : 'plain'].parse(text) as Root;
}

/**
 * A title with Markdown in it (`:::tip Use **this**`) is rendered from its parsed text, given as an
 * <AdmonitionTitle> first child; the `title` prop keeps the plain text for the aside's name.
 */
function admonitionNode(range: AdmonitionRange, children: RootContent[]): MdxJsxFlowElement {
  const attributes: MdxJsxAttribute[] = [{ type: 'mdxJsxAttribute', name: 'type', value: range.type }];
  const content = [...children];
  if (range.title) {
    const paragraph = /[*_`[\]<$\\]/.test(range.title) ? parseCommonMark(range.title).children[0] : undefined;
    if (paragraph?.type === 'paragraph') {
      visit(paragraph, (node) => {
        delete node.position;
      });
      content.unshift({ type: 'mdxJsxFlowElement', name: 'AdmonitionTitle', attributes: [], children: paragraph.children as MdxJsxFlowElement['children'] });
      attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: toString(paragraph) });
    } else {
      attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: range.title });
    }
  }
  return { type: 'mdxJsxFlowElement', name: 'Admonition', attributes, children: content as MdxJsxFlowElement['children'] };
}

const startOf = (node: RootContent) => node.position?.start.line ?? 0;
const endOf = (node: RootContent) => node.position?.end.line ?? 0;

/**
 * Wraps the nodes that lie between an admonition's fence lines into an <Admonition>. The fence lines
 * were blanked before parsing, so every block is wholly inside or outside; a range nested in a JSX
 * element or a list item is looked for inside the node that spans it.
 */
export function groupAdmonitions(parent: Parent, ranges: readonly AdmonitionRange[]): void {
  for (const range of ranges) {
    const inside = parent.children.filter((n) => startOf(n) > range.startLine && endOf(n) < range.endLine);
    // A node that holds the opening fence holds the admonition. Its end may come before the closing
    // fence: a list item ends at its last text, and the fence line after it was blanked.
    const spanning = parent.children.find((n) => startOf(n) <= range.startLine && endOf(n) > range.startLine && 'children' in n);
    if (inside.length === 0 && spanning) {
      groupAdmonitions(spanning as Parent, [range]);
      continue;
    }
    const at = inside.length ? parent.children.indexOf(inside[0]!) : parent.children.findIndex((n) => startOf(n) > range.startLine);
    const node = admonitionNode(range, inside);
    node.position = { start: { line: range.startLine, column: 1 }, end: { line: range.endLine, column: 1 } };
    groupAdmonitions(node as Parent, range.children);
    parent.children.splice(at === -1 ? parent.children.length : at, inside.length, node);
  }
}

/**
 * `## Title {#custom-id}`: the id becomes the heading's id (rehype-slug keeps an existing id) and the
 * braces leave the text.
 */
export function applyHeadingIds(tree: Root): void {
  visit(tree, 'heading', (heading: Heading) => {
    const last = heading.children[heading.children.length - 1];
    if (last?.type !== 'text') return;
    const { text, id } = splitHeadingId(last.value);
    if (!id) return;
    (last as Text).value = text;
    if (!text) heading.children.pop();
    heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
  });
}

/**
 * Reads Docusaurus's Markdown: `:::type` admonitions, `mdx-code-block` fences, heading ids, HTML
 * comments in MDX, and sources whose format is 'md' as CommonMark. It wraps the parser rather than transforming a tree, because MDX's parser
 * fails on `{#id}` and prints `:::` as text before any transform runs.
 */
export function remarkDocusaurusSyntax(this: Processor, options: DocusaurusSyntaxOptions = {}) {
  // HTML comments in MDX, as Docusaurus's `mdx1Compat.comments` (on by default) allows: dropped.
  remarkComment.call(this as never);
  const self = this as unknown as { parser: Parser };
  const parse = self.parser;
  self.parser = (doc: string, file: VFile) => {
    const commonMark = (options.format?.(doc, realSourcePath(file.path) ?? this.data('contentDocumentPath')) ?? 'mdx') === 'md';
    const scanned = scanDocusaurusSource(doc, commonMark ? 'md' : 'mdx');
    for (const warning of scanned.warnings) file.message(warning.message, { line: warning.line, column: 1 });
    const tree = commonMark ? parseCommonMark(scanned.text, options.math ?? true) : parse(scanned.text, file);
    groupAdmonitions(tree as Parent, scanned.admonitions);
    return tree;
  };
  return (tree: Root) => applyHeadingIds(tree);
}
