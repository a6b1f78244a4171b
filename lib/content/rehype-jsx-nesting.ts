import type { Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';

/** Elements a `<p>` cannot hold: the HTML parser closes the paragraph before each of them. */
const BLOCKS = new Set(['address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'fieldset', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'ul']);

const jsxNamed = (node: RootContent, name: string): node is MdxJsxFlowElementHast => (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name;
const nameOf = (node: RootContent) => (node.type === 'element' ? node.tagName : node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? node.name : null);

/** A table's rows written straight in the table, each run of them put in a `<tbody>`, as the HTML parser puts them. */
function rowsInBody(table: MdxJsxFlowElementHast): void {
  const children: RootContent[] = [];
  let body: MdxJsxFlowElementHast | null = null;
  for (const child of table.children as RootContent[]) {
    if (jsxNamed(child, 'tr')) {
      if (!body) children.push((body = { type: 'mdxJsxFlowElement', name: 'tbody', attributes: [], children: [], data: { _mdxExplicitJsx: true } } as MdxJsxFlowElementHast));
      (body.children as RootContent[]).push(child);
    } else {
      if (!(child.type === 'text' && !child.value.trim())) body = null;
      children.push(child);
    }
  }
  table.children = children as MdxJsxFlowElementHast['children'];
}

/**
 * Mends HTML written as JSX that the browser's parser would build otherwise than React renders it, so
 * that the page it serves is the page that hydrates: a `<p>` around a block (`<p><details>…</details></p>`)
 * is dropped, as the parser closes it before the block; rows written straight in a `<table>` get the
 * `<tbody>` the parser gives them. Either mismatch made React throw the page's hydration away (its
 * error #418) on a page with tabs or a copy button (found on babel/website's docs). Docusaurus renders
 * such markup as written.
 */
export function rehypeJsxNesting() {
  return (tree: Root) => {
    const walk = (parent: { children: RootContent[] }) => {
      parent.children = parent.children.flatMap((child): RootContent[] => {
        if ('children' in child) walk(child as { children: RootContent[] });
        if (jsxNamed(child, 'table')) rowsInBody(child);
        if (jsxNamed(child, 'p') && (child.children as RootContent[]).some((inner) => BLOCKS.has(nameOf(inner) ?? ''))) return child.children as RootContent[];
        return [child];
      });
    };
    walk(tree);
  };
}
