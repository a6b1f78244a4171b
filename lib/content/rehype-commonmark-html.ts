import type { Root } from 'hast';
import { raw } from 'hast-util-raw';
import { visit } from 'unist-util-visit';

const MDX_NODES = ['mdxjsEsm', 'mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression'];

/**
 * HTML written in a `.md` doc (CommonMark) reaches the tree as raw strings; this parses them into
 * elements, as Docusaurus does for Markdown files. MDX files never have raw nodes and are left alone.
 */
export function rehypeCommonMarkHtml() {
  return (tree: Root) => {
    let hasRaw = false;
    visit(tree, 'raw', () => {
      hasRaw = true;
      return false;
    });
    if (!hasRaw) return tree;
    return raw(tree, { passThrough: MDX_NODES }) as Root;
  };
}
