import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import { toString } from 'hast-util-to-string';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { LinkResolver } from './urls';
import { mainRegionText } from '../markup/main-region';

/**
 * The twin of a page that has no content file of its own (home, tag and author lists, the archive,
 * a generated index): the page's main region, which the site renders from its data alone, as
 * Markdown. Docs, posts, the blog index and the API reference are written from their sources instead.
 */

/**
 * `nav` too: the docs sidebar, the blog's recent posts, breadcrumbs and pagers are the site's
 * navigation, the same on every page of a section, and a twin holds the page's own content (the docs
 * sidebar alone made a generated index's twin list the whole sidebar above its cards).
 */
const LEFT_OUT = new Set(['script', 'style', 'template', 'svg', 'button', 'form', 'input', 'noscript', 'nav']);

function isLeftOut(node: ElementContent): boolean {
  if (node.type !== 'element') return false;
  // Controls, hidden parts and decorative images (empty alt) say nothing to a reader of the text.
  const decorative = node.tagName === 'img' && node.properties.alt === '';
  return decorative || LEFT_OUT.has(node.tagName) || node.properties.ariaHidden === 'true' || node.properties.hidden !== undefined;
}

const SPACE: ElementContent = { type: 'text', value: ' ' };
const isLink = (node: ElementContent | undefined) => node?.type === 'element' && node.tagName === 'a';

/**
 * A left-out element leaves a space: a hidden separator (`January 25, 2025<span aria-hidden> · </span>6
 * min read`) would otherwise join the words around it. toMdast drops the space where no text is beside it.
 * Comments go without one: React writes `<!-- -->` between the parts of one text. Links side by side
 * (a row of buttons, spaced by the stylesheet) get a space between them too.
 */
function prune(node: Element | HastRoot): void {
  const kept = (node.children as ElementContent[]).filter((c) => c.type !== 'comment').map((c) => (isLeftOut(c) ? SPACE : c));
  node.children = kept.flatMap((c, i) => (isLink(c) && isLink(kept[i - 1]) ? [SPACE, c] : [c])) as typeof node.children;
  for (const child of node.children) if (child.type === 'element') prune(child);
}

function find(node: Element | HastRoot, test: (e: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const inner = find(child, test);
    if (inner) return inner;
  }
  return undefined;
}

const stringify = unified().use(remarkGfm).use(remarkStringify, { bullet: '-', fences: true, listItemIndent: 'one' });

/** The page's h1 (its title) and the rest of its main region as Markdown, links made absolute. */
export function listingTwin(html: string, resolveLink: LinkResolver): { title: string; body: string } {
  const region = mainRegionText(html);
  const page = region === null ? fromHtml(html) : fromHtml(region, { fragment: true });
  const main = find(page, (e) => e.tagName === 'main') ?? find(page, (e) => e.tagName === 'body') ?? page;
  prune(main);
  const h1 = find(main, (e) => e.tagName === 'h1');
  const title = h1 ? toString(h1).trim() : '';
  if (h1) h1.tagName = 'template';
  prune(main);
  const tree = toMdast({ type: 'root', children: main.children }) as Root;
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') node.url = resolveLink(node.url);
  });
  return { title, body: String(stringify.stringify(tree)).trim() };
}
