import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

const isList = (node: ElementContent) => node.type === 'element' && (node.tagName === 'ul' || node.tagName === 'ol');

/** An item's own text: what it says before any list nested in it, spaces collapsed. */
function itemText(item: Element): string {
  const own = item.children.filter((child) => !isList(child));
  return toString({ type: 'element', tagName: 'li', properties: {}, children: own }).replace(/\s+/g, ' ').trim();
}

/**
 * Names the checkbox of each GFM task list item (`- [x] Ship it`) by the item's text. GFM draws the
 * box as a disabled `<input type="checkbox">` with no label, which a screen reader announces as
 * "checkbox, checked" and nothing more, and axe reports under WCAG 4.1.2 (its rule `label`).
 */
export function rehypeTaskLists() {
  return (tree: Root) => {
    visit(tree, 'element', (item: Element) => {
      const classes = item.properties.className;
      if (item.tagName !== 'li' || !Array.isArray(classes) || !classes.includes('task-list-item')) return;
      let box: Element | undefined;
      visit({ type: 'root', children: item.children.filter((child) => !isList(child)) } as Root, 'element', (node: Element) => {
        if (!box && node.tagName === 'input' && node.properties.type === 'checkbox') box = node;
      });
      const text = itemText(item);
      if (box && text && box.properties.ariaLabel === undefined && box.properties.ariaLabelledBy === undefined) box.properties.ariaLabel = text;
    });
  };
}
