import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { FEED_EXCLUDE_ATTRIBUTE } from '../blog/feed-links';
import { SEARCH_IGNORE_ATTRIBUTE } from '../search/records';

const LINKED = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

/** The accessible name of a heading's hash link, as Docusaurus words it. */
export const hashLinkLabel = (title: string) => `Direct link to ${title}`;

/**
 * Gives every h2–h6 with an id a hash link, as Docusaurus does. The link sits beside the heading,
 * not inside it, so the heading's accessible name stays its title; CSS shows it while the heading is
 * hovered or the link focused. Feeds and search records leave it out.
 */
export function rehypeHeadingLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (!LINKED.has(node.tagName) || index === undefined || !parent) return;
      const id = node.properties.id;
      if (typeof id !== 'string' || !id) return;
      const title = toString(node).trim();
      const link: Element = {
        type: 'element',
        tagName: 'a',
        properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: hashLinkLabel(title), title: hashLinkLabel(title), [FEED_EXCLUDE_ATTRIBUTE]: '', [SEARCH_IGNORE_ATTRIBUTE]: '' },
        children: [{ type: 'text', value: '#' }],
      };
      const wrapper: Element = { type: 'element', tagName: 'div', properties: { className: ['heading-row'] }, children: [node, link] as ElementContent[] };
      parent.children.splice(index, 1, wrapper);
      return index + 1;
    });
  };
}
