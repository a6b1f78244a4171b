import rehypeShiki from '@shikijs/rehype';
import type { Element, ElementContent, Root } from 'hast';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { SHIKI_OPTIONS } from '../content/mdx-plugins';

/**
 * The description's CommonMark (with GFM) as HTML, through the site's own remark/rehype steps. Raw
 * HTML in it is dropped, not passed through (remark-rehype without `allowDangerousHtml`); fenced code
 * is highlighted by shiki with the docs' theme.
 */

export interface MarkdownHeading {
  level: number;
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  headings: MarkdownHeading[];
}

const HEADING = /^h([1-6])$/;

function textOf(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map((c) => textOf(c as ElementContent)).join('') : '';
}

/**
 * Shifts headings so the top one is `topLevel` (h2 under the page's h1), keeping their relative
 * levels: heading order stays unbroken whatever level the author started at.
 */
function rehypeShiftHeadings(topLevel: number) {
  return (tree: Root) => {
    const headings: Element[] = [];
    visit(tree, 'element', (node) => {
      if (HEADING.test(node.tagName)) headings.push(node);
    });
    if (headings.length === 0) return;
    const shift = topLevel - Math.min(...headings.map((h) => Number(h.tagName[1])));
    for (const h of headings) h.tagName = `h${Math.min(6, Number(h.tagName[1]) + shift)}`;
  };
}

function rehypeCollectHeadings(into: MarkdownHeading[]) {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      const match = HEADING.exec(node.tagName);
      if (match && typeof node.properties.id === 'string') into.push({ level: Number(match[1]), id: node.properties.id, text: textOf(node).trim() });
    });
  };
}

/**
 * A block of Markdown. With `headingsFrom`, its headings start at that level and get ids (slugs of
 * their text, as in the docs), returned in order for the page's navigation.
 */
export async function renderMarkdown(markdown: string, options: { headingsFrom?: number } = {}): Promise<RenderedMarkdown> {
  const headings: MarkdownHeading[] = [];
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
  if (options.headingsFrom) processor.use(rehypeShiftHeadings, options.headingsFrom).use(rehypeSlug).use(rehypeCollectHeadings, headings);
  const file = await processor.use(rehypeShiki, SHIKI_OPTIONS).use(rehypeStringify).process(markdown);
  return { html: String(file).trim(), headings };
}

/** A one-paragraph text (a summary, a table cell) without its paragraph, to sit inline. */
export function unwrapParagraph(html: string): string {
  const match = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return match && !match[1]!.includes('<p>') ? match[1]! : html;
}

/** Each distinct text rendered once, keyed by its source. */
export async function renderMarkdownTexts(texts: Iterable<string | undefined>): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  for (const text of texts) {
    if (text === undefined || result.has(text)) continue;
    result.set(text, (await renderMarkdown(text)).html);
  }
  return result;
}
