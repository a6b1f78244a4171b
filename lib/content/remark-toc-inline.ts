import type { Expression, Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { MdxJsxAttributeValueExpression } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';
import { headingsOf } from './toc';
import { pageFactsOf } from './page-facts';

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

/** `{false}` as an attribute's value. */
const FALSE_VALUE: MdxJsxAttributeValueExpression = {
  type: 'mdxJsxAttributeValueExpression',
  value: 'false',
  data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: { type: 'Literal', value: false } }] } },
};

/** What Docusaurus gives every MDX page as a variable (and exports): its headings, front matter and content title. */
export const PAGE_GLOBALS = ['toc', 'frontMatter', 'contentTitle'] as const;
type PageGlobal = (typeof PAGE_GLOBALS)[number];

/** The page globals a piece of the page's code names (an expression, an attribute's, an ESM block's). */
function namedGlobals(code: string, into: Set<PageGlobal>): void {
  for (const name of PAGE_GLOBALS) if (new RegExp(`(?<![\\w$.])${name}\\b`).test(code)) into.add(name);
}

/** The globals the page declares itself (`export const toc = …`, an import named so): left as the page has them. */
function declaredGlobals(code: string, into: Set<PageGlobal>): void {
  for (const name of PAGE_GLOBALS) if (new RegExp(`\\b(?:const|let|var|function|class)\\s+${name}\\b|\\bimport\\b[^;]*\\b${name}\\b[^;]*\\bfrom\\b`).test(code)) into.add(name);
}

/**
 * Docusaurus gives every MDX page `toc` (its headings, which `<TOCInline toc={toc} />` reads),
 * `frontMatter` and `contentTitle` (the leading `# heading`'s text), and its docs use them in
 * expressions (`{JSON.stringify(toc, null, 2)}`, `{frontMatter.title}`). A page that names one, or
 * uses TOCInline, gets the same export: `{value, id, level}` for each heading below the title, the
 * front matter's data, the title or undefined.
 */
export function remarkTocInline() {
  return (tree: Root) => {
    const used = new Set<PageGlobal>();
    const declared = new Set<PageGlobal>();
    let frontMatterSource: string | undefined;
    let inlineTocs = 0;
    visit(tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'TOCInline') {
        used.add('toc');
        // Docusaurus's own page on the TOC shows several: one landmark of that name is enough.
        if (inlineTocs++ > 0) node.attributes.push({ type: 'mdxJsxAttribute', name: 'landmark', value: FALSE_VALUE });
      }
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') namedGlobals(node.value, used);
      if (node.type === 'mdxjsEsm') {
        namedGlobals(node.value, used);
        declaredGlobals(node.value, declared);
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of node.attributes) {
          if (attribute.type === 'mdxJsxExpressionAttribute') namedGlobals(attribute.value, used);
          else if (attribute.value && typeof attribute.value === 'object') namedGlobals(attribute.value.value, used);
        }
      }
      if (node.type === 'yaml') frontMatterSource = node.value;
    });
    const wanted = PAGE_GLOBALS.filter((name) => used.has(name) && !declared.has(name));
    if (wanted.length === 0) return;
    const values: Record<PageGlobal, () => unknown> = {
      toc: () =>
        headingsOf(tree)
          .filter((h) => h.level >= 2)
          .map((h) => ({ value: h.text, id: h.id, level: h.level })),
      // Parsed only for a page that names it: every page is compiled through this step.
      frontMatter: () => (frontMatterSource === undefined ? {} : ((parseYaml(frontMatterSource) as Record<string, unknown> | null) ?? {})),
      contentTitle: () => pageFactsOf(tree).contentTitle ?? null,
    };
    const program: Program = {
      type: 'Program',
      sourceType: 'module',
      body: wanted.map((name) => ({
        type: 'ExportNamedDeclaration',
        specifiers: [],
        source: null,
        attributes: [],
        declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: toEstree(values[name]()) }] },
      })),
    };
    const esm: MdxjsEsm = { type: 'mdxjsEsm', value: '', data: { estree: program } };
    tree.children.unshift(esm);
  };
}
