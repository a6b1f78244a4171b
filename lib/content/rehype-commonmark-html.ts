import type { Element, Root } from 'hast';
import { raw } from 'hast-util-raw';
import { visit } from 'unist-util-visit';

const MDX_NODES = ['mdxjsEsm', 'mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression'];

/** Where a code element's fence meta waits while hast-util-raw rebuilds the tree, which drops `data`. */
const META_PROPERTY = 'dataFenceMeta';

/**
 * HTML written in a CommonMark (`md`) doc reaches the tree as raw strings; this parses them into
 * elements, as Docusaurus does for Markdown files. MDX files never have raw nodes and are left alone.
 * A fence's meta (`title="…" {2-3} showLineNumbers`) lives in the code element's `data`, which
 * hast-util-raw does not keep; it is carried across in a property, so every code block of the page
 * keeps its title, highlights and line numbers.
 */
export function rehypeCommonMarkHtml() {
  return (tree: Root) => {
    let hasRaw = false;
    visit(tree, 'raw', () => {
      hasRaw = true;
      return false;
    });
    if (!hasRaw) return tree;
    visit(tree, 'element', (node: Element) => {
      const meta = (node.data as { meta?: string } | undefined)?.meta;
      if (node.tagName === 'code' && meta) node.properties[META_PROPERTY] = meta;
    });
    const parsed = raw(tree, { passThrough: MDX_NODES }) as Root;
    visit(parsed, 'element', (node: Element) => {
      const meta = node.properties[META_PROPERTY];
      if (typeof meta !== 'string') return;
      delete node.properties[META_PROPERTY];
      node.data = { ...node.data, meta } as Element['data'];
    });
    return parsed;
  };
}
