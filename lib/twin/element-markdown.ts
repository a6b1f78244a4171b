import type { Element, ElementContent, Properties } from 'hast';
import { toMdast } from 'hast-util-to-mdast';
import type { Nodes, PhrasingContent, RootContent, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';

/**
 * A node that a remark plugin makes an HTML element of, said in Markdown for the twin. The page turns
 * such a node into the element its `data` names (`hName`, `hProperties`, `hChildren`: the usual
 * remark-directive pattern, which mdast-util-to-hast honours); the twin writes what that element
 * shows in its Markdown form, by hast-util-to-mdast's reading of HTML (the one the listing twins use):
 * `<kbd>` and `<code>` are inline code, `<strong>` is strong, `<a href>` a link, `<blockquote>` a
 * blockquote, `<section>` or `<div>` their content as blocks, `<span>` its text.
 */

const DIRECTIVES = new Set(['textDirective', 'leafDirective', 'containerDirective']);

/**
 * Node types with a rendering of their own on the page (mdast-util-to-hast's handlers, remark-math's
 * and MDX's nodes): their `data.hName` tweaks an element the twin already writes (remark-math sets one
 * on every formula). Any other type is a plugin's own, which mdast-util-to-hast renders from its `data`.
 */
const OWN_RENDERING = new Set([
  'root',
  'blockquote',
  'break',
  'code',
  'definition',
  'delete',
  'emphasis',
  'footnoteDefinition',
  'footnoteReference',
  'heading',
  'html',
  'image',
  'imageReference',
  'inlineCode',
  'link',
  'linkReference',
  'list',
  'listItem',
  'paragraph',
  'strong',
  'table',
  'tableCell',
  'tableRow',
  'text',
  'thematicBreak',
  'toml',
  'yaml',
  'math',
  'inlineMath',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
]);

const PHRASING = new Set(['text', 'emphasis', 'strong', 'inlineCode', 'link', 'image', 'break', 'delete', 'inlineMath']);

/** Whether a node of the twin's converted tree is phrasing content, which a paragraph holds. */
export const isPhrasing = (node: { type: string }) => PHRASING.has(node.type);

/**
 * Whether the page shows the node as the element its `data` names: a directive (an unhandled text or
 * leaf one is text again by then, lib/content/directives.ts; a container without `data` is a `<div>`),
 * or a node type of a plugin's own.
 */
export const rendersAsElement = (node: { type: string }) => DIRECTIVES.has(node.type) || !OWN_RENDERING.has(node.type);

interface ElementData {
  hName?: string;
  hProperties?: Properties;
  hChildren?: ElementContent[];
}

export interface ElementMarkdownContext {
  /** The twin of the node's own children (links resolved, components said in Markdown). */
  convert: (children: RootContent[]) => RootContent[];
  resolveLink: (url: string) => string;
  /** Phrasing left among blocks, wrapped in paragraphs. */
  asFlow: (nodes: RootContent[]) => RootContent[];
}

/** Where the node's own children go in the element's Markdown: a character no source holds. */
const SLOT = '\uE000';

const text = (value: string): Text => ({ type: 'text', value });

/**
 * The node as the element the page shows, in Markdown. Without `hChildren`, the element holds the
 * node's own children, converted by the twin; with it, those children, read as HTML. A text
 * directive stays phrasing, a leaf or container (or a plugin's node among blocks) is a block.
 */
export function elementMarkdown(node: Nodes, context: ElementMarkdownContext, inline: boolean): RootContent[] {
  const data = (node.data ?? {}) as ElementData;
  const own = 'children' in node ? (node.children as RootContent[]) : 'value' in node && typeof node.value === 'string' ? [text(node.value)] : [];
  // mdast-util-to-hast gives a plugin's node with a value and no element data as that text.
  if (!data.hName && !data.hProperties && !data.hChildren && 'value' in node && typeof node.value === 'string') return [text(node.value)];
  const element: Element = { type: 'element', tagName: data.hName ?? 'div', properties: data.hProperties ?? {}, children: data.hChildren ?? [{ type: 'text', value: SLOT }] };
  const children = data.hChildren ? [] : context.convert(own);
  const converted = toMdast(element);
  const nodes = fill(converted.type === 'root' ? converted.children : [converted as RootContent], children, context);
  return inline ? nodes.flatMap(asPhrasing) : context.asFlow(nodes);
}

/** The element's own nodes with their links resolved and the slot filled with the node's children. */
function fill(nodes: RootContent[], children: RootContent[], context: ElementMarkdownContext): RootContent[] {
  return nodes.flatMap((node): RootContent[] => {
    if (node.type === 'text' && node.value.includes(SLOT)) return node.value === SLOT ? children : [text(node.value.replace(SLOT, toString({ type: 'root', children })))];
    if ((node.type === 'inlineCode' || node.type === 'code') && node.value.includes(SLOT)) {
      const value = node.value.replace(SLOT, toString({ type: 'root', children }));
      // Code of a value only the page computes (`<code>{useBaseUrl(…)}</code>`): no empty code span.
      return value.trim() ? [{ ...node, value }] : [];
    }
    if (node.type === 'paragraph' && node.children.length === 1 && node.children[0]!.type === 'text' && node.children[0]!.value === SLOT && !children.every(isPhrasing)) return children;
    const resolved = node.type === 'link' || node.type === 'image' ? { ...node, url: context.resolveLink(node.url) } : node;
    return 'children' in resolved ? [{ ...resolved, children: fill(resolved.children as RootContent[], children, context) } as RootContent] : [resolved];
  });
}

/** Blocks among phrasing (a `<div>` in a line of text): their text, which is what the line reads. */
const asPhrasing = (node: RootContent): PhrasingContent[] => (node.type === 'paragraph' ? node.children : isPhrasing(node) ? [node as PhrasingContent] : [text(toString(node))]);
