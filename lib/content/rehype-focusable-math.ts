import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * Makes each display formula a Tab stop. A wide formula scrolls sideways on a phone, and a scroll
 * region that the keyboard cannot reach cannot be scrolled without a pointer (WCAG 2.1.1; axe's
 * scrollable-region-focusable). Shiki does the same for code blocks. Runs after KaTeX.
 */
export function rehypeFocusableMath() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const classes = node.properties.className;
      if (Array.isArray(classes) && classes.includes('katex-display')) node.properties.tabIndex = 0;
    });
  };
}
