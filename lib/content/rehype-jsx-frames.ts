import type { Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';

const isJsxTable = (node: RootContent): node is MdxJsxFlowElementHast => node.type === 'mdxJsxFlowElement' && node.name === 'table';

/** Whether a JSX element already has the class `table-wrapper` (written by hand, or by this step). */
const isWrapper = (node: RootContent) =>
  node.type === 'mdxJsxFlowElement' && node.attributes.some((a) => a.type === 'mdxJsxAttribute' && (a.name === 'className' || a.name === 'class') && typeof a.value === 'string' && a.value.split(/\s+/).includes('table-wrapper'));

const isJsxPre = (node: RootContent): node is MdxJsxFlowElementHast => node.type === 'mdxJsxFlowElement' && node.name === 'pre';
const hasAttribute = (node: MdxJsxFlowElementHast, name: string) => node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === name);

/**
 * Makes each `<pre>` written as JSX (ASCII art, output pasted as HTML) a Tab stop, as the highlighted
 * code blocks are (shiki gives them one): a line wider than the page scrolls sideways, and a scroll
 * region the keyboard cannot reach cannot be scrolled without a pointer (axe's
 * scrollable-region-focusable). And puts each `<table>` written as JSX (`<table><tr><td>…`, as Docusaurus pages write a table with code
 * in its cells) in the frame a Markdown table gets from the MDX components (components/mdx/ScrollTable.tsx):
 * a wide table scrolls sideways on a phone instead of widening the page, and the frame is a Tab stop
 * so that the keyboard can scroll it. MDX maps only the elements Markdown makes to its components, so
 * a JSX table would otherwise have none.
 */
export function rehypeJsxFrames() {
  return (tree: Root) => {
    const walk = (parent: { children: RootContent[] }) => {
      parent.children = parent.children.map((child) => {
        if (isJsxPre(child) && !hasAttribute(child, 'tabIndex')) child.attributes.push({ type: 'mdxJsxAttribute', name: 'tabIndex', value: '0' });
        if (isJsxTable(child)) {
          return {
            type: 'mdxJsxFlowElement',
            name: 'div',
            attributes: [
              { type: 'mdxJsxAttribute', name: 'className', value: 'table-wrapper' },
              { type: 'mdxJsxAttribute', name: 'tabIndex', value: '0' },
            ],
            children: [child],
            data: { _mdxExplicitJsx: true },
          } as MdxJsxFlowElementHast;
        }
        if ('children' in child && !isWrapper(child)) walk(child as { children: RootContent[] });
        return child;
      });
    };
    walk(tree);
  };
}
