import type { Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { isRootPath } from '../markup/urls';

/**
 * HTML written as JSX in a page, which MDX renders as written and maps to none of its components. One
 * pass over the tree does three things to it:
 *
 * - It mends markup the browser's parser would build otherwise than React renders it, so that the page
 *   it serves is the page that hydrates: a `<p>` around a block (`<p><details>…</details></p>`) is
 *   dropped, as the parser closes it before the block; rows written straight in a `<table>` get the
 *   `<tbody>` the parser gives them. Either mismatch made React throw the page's hydration away (its
 *   error #418) on a page with tabs or a copy button (found on babel/website's docs).
 * - It puts each `<table>` in the frame a Markdown table gets from the MDX components
 *   (components/mdx/ScrollTable.tsx): a wide table (code in its cells) scrolls sideways on a phone
 *   instead of widening the page, and the frame is a Tab stop so that the keyboard can scroll it.
 * - It makes each `<pre>` (ASCII art, pasted output) a Tab stop, as the highlighted code blocks are
 *   (shiki gives them one): a scroll region the keyboard cannot reach cannot be scrolled without a
 *   pointer (axe's scrollable-region-focusable).
 * - It loads each `<img>` as a Markdown image loads (rehype-content-images.ts): lazily, but at once in
 *   the page's opening when it is the site's own. React writes a preload hint into the page's payload
 *   for every image not loaded lazily, and the router applies it when it prefetches the page, so an
 *   eager badge from another host was requested by every page whose sidebar links its page
 *   (facebook/lexical's devtools page), not only by the page that shows it.
 */

/** Elements a `<p>` cannot hold: the HTML parser closes the paragraph before each of them. */
const BLOCKS = new Set(['address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'fieldset', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'ul']);

const jsxNamed = (node: RootContent, name: string): node is MdxJsxFlowElementHast => (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name;
const nameOf = (node: RootContent) => (node.type === 'element' ? node.tagName : node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? node.name : null);
const attributeOf = (node: MdxJsxFlowElementHast, name: string) => node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
const element = (name: string, attributes: Record<string, string>, children: RootContent[]): MdxJsxFlowElementHast =>
  ({
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value })),
    children,
    data: { _mdxExplicitJsx: true },
  }) as MdxJsxFlowElementHast;

/** Whether a JSX element has the class `table-wrapper` (a frame written by hand). */
const isFrame = (node: RootContent) => {
  if (node.type !== 'mdxJsxFlowElement') return false;
  const classes = attributeOf(node, 'className') ?? attributeOf(node, 'class');
  return typeof classes === 'string' && classes.split(/\s+/).includes('table-wrapper');
};

/** A table's rows written straight in the table, each run of them put in a `<tbody>`, as the HTML parser puts them. */
function rowsInBody(table: MdxJsxFlowElementHast): void {
  const children: RootContent[] = [];
  let body: MdxJsxFlowElementHast | null = null;
  for (const child of table.children as RootContent[]) {
    if (jsxNamed(child, 'tr')) {
      if (!body) children.push((body = element('tbody', {}, [])));
      (body.children as RootContent[]).push(child);
    } else {
      if (!(child.type === 'text' && !child.value.trim())) body = null;
      children.push(child);
    }
  }
  table.children = children as MdxJsxFlowElementHast['children'];
}

/** An address on another host (`https://…`, `//…`): such an image is never loaded eagerly, whatever its place. */
const isOffSite = (src: unknown) => typeof src !== 'string' || !isRootPath(src);

export function rehypeJsxHtml() {
  return (tree: Root) => {
    // As for Markdown images: before the first section heading, an image is likely in the first screen.
    let pastOpening = false;
    const walk = (parent: { children: RootContent[] }, framed: boolean) => {
      parent.children = parent.children.flatMap((child): RootContent[] => {
        if (nameOf(child) === 'h2') pastOpening = true;
        if ('children' in child) walk(child as { children: RootContent[] }, isFrame(child));
        if (jsxNamed(child, 'img')) {
          if (attributeOf(child, 'loading') === undefined) child.attributes.push({ type: 'mdxJsxAttribute', name: 'loading', value: pastOpening || isOffSite(attributeOf(child, 'src')) ? 'lazy' : 'eager' });
          if (attributeOf(child, 'decoding') === undefined) child.attributes.push({ type: 'mdxJsxAttribute', name: 'decoding', value: 'async' });
        }
        if (jsxNamed(child, 'p') && (child.children as RootContent[]).some((inner) => BLOCKS.has(nameOf(inner) ?? ''))) return child.children as RootContent[];
        if (jsxNamed(child, 'pre') && attributeOf(child, 'tabIndex') === undefined) child.attributes.push({ type: 'mdxJsxAttribute', name: 'tabIndex', value: '0' });
        if (jsxNamed(child, 'table')) {
          rowsInBody(child);
          if (!framed) return [element('div', { className: 'table-wrapper', tabIndex: '0' }, [child])];
        }
        return [child];
      });
    };
    walk(tree, false);
  };
}
