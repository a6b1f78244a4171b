import type { Heading, Paragraph, Root, RootContent, Text } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified, type PluggableList, type Processor } from 'unified';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
// Docusaurus's own fork of remark-comment (@slorber/remark-comment, which reads comments over several
// lines), installed under an unscoped alias: contentlayer2 bundles scoped packages into its compiled
// config, where the fork's micromark 1 imports would resolve to micromark 2 and fail.
import remarkComment from 'docusaurus-remark-comment';
import type { AdmonitionType } from './admonition-label';
import { TAB_META, scanDocusaurusSource, splitHeadingId, unrenderedContainerMessage, type ContainerRange } from './docusaurus-source';
import { admonitionType } from './admonition-label';
import { recordDirectiveSource, remarkDirectiveSyntax, remarkUnusedDirectives, withDirectivesAsWritten } from './directives';
import { realSourcePath } from './compiled-file';
import type { SourceFormat } from './markdown-format';
import type { ContentSection } from './scoped-plugins';
import type { MdxPluginOptions } from '../config/mdx-plugin-options';

type SectionPluginOptions = Partial<Record<ContentSection, MdxPluginOptions>>;

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

const commonMarkParsers = { math: unified().use(remarkParse).use(remarkGfm).use(remarkMath).use(remarkDirectiveSyntax), plain: unified().use(remarkParse).use(remarkGfm).use(remarkDirectiveSyntax) };

/**
 * CommonMark with the same extensions as the MDX pipeline (GFM, text and leaf directives, and math
 * when it is on), without JSX. The scanner has blanked the front matter, which the content layer
 * reads on its own.
 */
export function parseCommonMark(text: string, math = true): Root {
  const tree = commonMarkParsers[math ? 'math' : 'plain'].parse(text) as Root;
  recordDirectiveSource(tree, text);
  return tree;
}

/**
 * A `:::name` container as remark-directive gives it to plugins (mdast-util-directive's shape): the
 * label, if any, is its first child, a paragraph marked `directiveLabel`. One that no step turns into
 * something else is rendered by MDX as a `<div>` of its children (or the element a plugin names in
 * `data.hName`), as in Docusaurus.
 */
export interface ContainerDirective {
  type: 'containerDirective';
  name: string;
  attributes: Record<string, string>;
  children: RootContent[];
  data?: Record<string, unknown>;
  position?: RootContent['position'];
}

/** The label's Markdown as a paragraph, without positions (they would be the label's own, not the file's). */
function labelParagraph(label: string): Paragraph {
  const parsed = /[*_`[\]<$\\]/.test(label) ? parseCommonMark(label).children[0] : undefined;
  const paragraph: Paragraph = parsed?.type === 'paragraph' ? parsed : { type: 'paragraph', children: [{ type: 'text', value: label }] };
  visit(paragraph, (node) => {
    delete node.position;
  });
  return { ...paragraph, data: { ...paragraph.data, directiveLabel: true } as Paragraph['data'] };
}

function containerNode(range: ContainerRange, children: RootContent[]): ContainerDirective {
  return {
    type: 'containerDirective',
    name: range.name,
    attributes: range.attributes,
    children: range.title ? [labelParagraph(range.title), ...children] : children,
    position: { start: { line: range.startLine, column: 1 }, end: { line: range.endLine, column: 1 } },
  };
}

const isLabel = (node: RootContent | undefined): node is Paragraph => node?.type === 'paragraph' && Boolean((node.data as { directiveLabel?: boolean } | undefined)?.directiveLabel);

/**
 * An admonition's container as an <Admonition>. A label with Markdown in it (`:::tip[Use **this**]`)
 * is rendered from its parsed text, given as an <AdmonitionTitle> first child; the `title` prop keeps
 * the plain text for the box's name.
 */
function admonitionNode(node: ContainerDirective, type: AdmonitionType): MdxJsxFlowElement {
  const attributes: MdxJsxAttribute[] = [{ type: 'mdxJsxAttribute', name: 'type', value: type }];
  const [first, ...rest] = node.children;
  const label = isLabel(first) ? first : undefined;
  const content = label ? rest : node.children;
  if (label) {
    const plain = label.children.length === 1 && label.children[0]!.type === 'text';
    if (!plain) content.unshift({ type: 'mdxJsxFlowElement', name: 'AdmonitionTitle', attributes: [], children: label.children as MdxJsxFlowElement['children'] });
    attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: toString(withDirectivesAsWritten(label)) });
  }
  return { type: 'mdxJsxFlowElement', name: 'Admonition', attributes, children: content as MdxJsxFlowElement['children'], position: node.position };
}

const startOf = (node: RootContent) => node.position?.start.line ?? 0;
const endOf = (node: RootContent) => node.position?.end.line ?? 0;

/**
 * Wraps the nodes that lie between a container's fence lines into a containerDirective. The fence
 * lines were blanked before parsing, so every block is wholly inside or outside; a range nested in a
 * JSX element or a list item is looked for inside the node that spans it.
 */
export function groupContainers(parent: Parent, ranges: readonly ContainerRange[]): void {
  for (const range of ranges) {
    const inside = parent.children.filter((n) => startOf(n) > range.startLine && endOf(n) < range.endLine);
    // A node that holds the opening fence holds the container. Its end may come before the closing
    // fence: a list item ends at its last text, and the fence line after it was blanked.
    const spanning = parent.children.find((n) => startOf(n) <= range.startLine && endOf(n) > range.startLine && 'children' in n);
    if (inside.length === 0 && spanning) {
      groupContainers(spanning as Parent, [range]);
      continue;
    }
    const at = inside.length ? parent.children.indexOf(inside[0]!) : parent.children.findIndex((n) => startOf(n) > range.startLine);
    const node = containerNode(range, inside);
    groupContainers(node, range.children);
    parent.children.splice(at === -1 ? parent.children.length : at, inside.length, node as unknown as RootContent);
  }
}

/**
 * Docusaurus's admonitions step: each container named by an admonition keyword becomes an
 * <Admonition>. It runs after the site's `beforeDefaultRemarkPlugins`, which see every container as
 * remark-directive gives it, as they do in Docusaurus.
 */
export function applyAdmonitions(parent: Parent): void {
  parent.children.forEach((node, index) => {
    if ('children' in node) applyAdmonitions(node as Parent);
    if ((node.type as string) !== 'containerDirective') return;
    const container = node as unknown as ContainerDirective;
    const type = admonitionType(container.name);
    if (type) parent.children[index] = admonitionNode(container, type);
  });
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
 * Reads Docusaurus's Markdown: `:::type` admonitions, text and leaf directives (lib/content/directives.ts),
 * `mdx-code-block` fences, heading ids, HTML comments in MDX, and sources whose format is 'md' as CommonMark. It wraps the parser rather than transforming a tree, because MDX's parser
 * fails on `{#id}` and prints `:::` as text before any transform runs.
 */
export function remarkDocusaurusSyntax(this: Processor, options: DocusaurusSyntaxOptions = {}) {
  // HTML comments in MDX, as Docusaurus's `mdx1Compat.comments` (on by default) allows: dropped.
  remarkComment.call(this as never);
  remarkDirectiveSyntax.call(this);
  const self = this as unknown as { parser: Parser };
  const parse = self.parser;
  self.parser = (doc: string, file: VFile) => {
    const commonMark = (options.format?.(doc, realSourcePath(file.path) ?? this.data('contentDocumentPath')) ?? 'mdx') === 'md';
    const scanned = scanDocusaurusSource(doc, commonMark ? 'md' : 'mdx');
    for (const warning of scanned.warnings) file.message(warning.message, { line: warning.line, column: 1 });
    const tree = commonMark ? parseCommonMark(scanned.text, options.math ?? true) : parse(scanned.text, file);
    if (!commonMark) recordDirectiveSource(tree, scanned.text);
    groupContainers(tree as Parent, scanned.containers);
    return tree;
  };
  return (tree: Root) => {
    applyAdmonitions(tree);
    applyHeadingIds(tree);
  };
}

/**
 * Warns about each `:::name` container that no step rendered: as Docusaurus decides it, one that a
 * step gave `data` (`hName`…) is used. Run by the authoring check after the site's remark plugins
 * (containerRenderingSteps in lib/content/mdx-plugins.ts).
 */
export const UNRENDERED_CONTAINER = 'unrendered-container';

export function remarkUnrenderedContainers() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      const container = node as unknown as ContainerDirective;
      if (container.type === 'containerDirective' && !container.data) file.message(unrenderedContainerMessage(container.name), { place: container.position?.start, ruleId: UNRENDERED_CONTAINER });
    });
  };
}

/**
 * Marks each code block still marked `tab` after the site's remark plugins: no plugin grouped it into
 * tabs (docusaurus-remark-plugin-tab-blocks replaces such blocks), so it shows on its own.
 */
export const UNRENDERED_TAB_BLOCK = 'unrendered-tab-block';

export function remarkUnrenderedTabBlocks() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'code', (node) => {
      if (node.meta && TAB_META.test(node.meta)) file.message('code block marked "tab"', { place: node.position?.start, ruleId: UNRENDERED_TAB_BLOCK });
    });
  };
}

/**
 * The configured remark plugins around the step that reads `:::` containers, then the steps that warn
 * about each directive none rendered: what the authoring check runs over a page with containers that
 * are no admonitions, or with text and leaf directives, to say which stay as written. Null when the
 * section has no remark plugins, unless `always` (a page with text or leaf directives, which only a
 * parse finds).
 */
export function containerRenderingSteps({ plugins = {}, section, format, always = false }: { plugins?: SectionPluginOptions; section: ContentSection; format: DocusaurusSyntaxOptions['format']; always?: boolean }): PluggableList | null {
  const before = plugins[section]?.beforeDefaultRemarkPlugins ?? [];
  const after = plugins[section]?.remarkPlugins ?? [];
  if (before.length + after.length === 0 && !always) return null;
  return [...before, [remarkDocusaurusSyntax, { format }], ...after, [remarkUnusedDirectives, { report: true }], remarkUnrenderedContainers, remarkUnrenderedTabBlocks];
}
