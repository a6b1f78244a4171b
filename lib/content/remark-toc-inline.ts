import type { Expression, Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import { headingsOf } from './toc';

/** A JSON value as an estree expression, for the compiled module. */
function toEstree(value: unknown): Expression {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(toEstree) };
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, v]) => ({
        type: 'Property',
        key: { type: 'Literal', value: key },
        value: toEstree(v),
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      })),
    };
  }
  return { type: 'Literal', value: value as string | number | boolean | null };
}

/**
 * Docusaurus exports a doc's headings as `toc`, which `<TOCInline toc={toc} />` reads. A doc that uses
 * TOCInline gets the same export: `{value, id, level}` for each heading below the title.
 */
export function remarkTocInline() {
  return (tree: Root) => {
    let used = false;
    visit(tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node as { name?: string }).name === 'TOCInline') used = true;
    });
    if (!used) return;
    const toc = headingsOf(tree)
      .filter((h) => h.level >= 2)
      .map((h) => ({ value: h.text, id: h.id, level: h.level }));
    const program: Program = {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ExportNamedDeclaration',
          specifiers: [],
          source: null,
          attributes: [],
          declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: 'toc' }, init: toEstree(toc) }] },
        },
      ],
    };
    const esm: MdxjsEsm = { type: 'mdxjsEsm', value: '', data: { estree: program } };
    tree.children.unshift(esm);
  };
}
