import type { Expression } from 'estree';
import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/**
 * `<CodeBlock language="jsx" title="App.js" showLineNumbers>{`…`}</CodeBlock>` (Docusaurus's
 * `@theme/CodeBlock`) whose code is written out, or is a string constant of the page's own (a
 * raw-loader import, which lib/content/remark-doc-assets.ts turns into one), becomes a fenced code
 * block, so it is highlighted at build time with the same options as a fence. Code computed at run
 * time is left to the component.
 */
function attribute(node: MdxJsxFlowElement, name: string): MdxJsxAttribute | undefined {
  return node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
}

function stringValue(attr: MdxJsxAttribute | undefined): string | null {
  if (!attr) return null;
  if (attr.value === null || attr.value === undefined) return '';
  if (typeof attr.value === 'string') return attr.value;
  const literal = literalOf(attr.value.data?.estree?.body[0]);
  return literal;
}

/** The string constants a page's own modules declare (`const source = "…"`), by name. */
type Constants = ReadonlyMap<string, string>;

function constantsOf(tree: Root): Map<string, string> {
  const constants = new Map<string, string>();
  visit(tree, 'mdxjsEsm', (node) => {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'VariableDeclaration' || statement.kind !== 'const') continue;
      for (const { id, init } of statement.declarations) {
        if (id.type === 'Identifier' && init?.type === 'Literal' && typeof init.value === 'string') constants.set(id.name, init.value);
      }
    }
  });
  return constants;
}

function literalOf(statement: unknown, constants: Constants = new Map()): string | null {
  const expression = (statement as { type?: string; expression?: Expression } | undefined)?.type === 'ExpressionStatement' ? (statement as { expression: Expression }).expression : null;
  if (!expression) return null;
  if (expression.type === 'Identifier') return constants.get(expression.name) ?? null;
  if (expression.type === 'Literal' && (typeof expression.value === 'string' || typeof expression.value === 'number' || typeof expression.value === 'boolean')) return String(expression.value);
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) return expression.quasis.map((q) => q.value.cooked ?? '').join('');
  return null;
}

/**
 * MDX removes up to two spaces of indentation from each line of an expression, template literals
 * included (mdx-js/mdx#2533, by design), which would flatten the code; so a template literal is read
 * back from the source when it can be.
 */
export function templateFromSource(source: string, node: RootContent): string | null {
  const { start, end } = node.position ?? {};
  if (!start || !end) return null;
  const lines = source.split(/\r?\n/).slice(start.line - 1, end.line);
  if (lines.length === 0) return null;
  lines[lines.length - 1] = lines[lines.length - 1]!.slice(0, end.column - 1);
  lines[0] = lines[0]!.slice(start.column - 1);
  const match = /^\{\s*`((?:[^`\\$]|\\[\s\S]|\$(?!\{))*)`\s*\}$/.exec(lines.join('\n'));
  return match ? match[1]!.replace(/\\([`$\\])/g, '$1') : null;
}

/** The written-out code of a CodeBlock's children (or a page constant it names), or null when it is computed. */
export function staticCodeOf(children: readonly RootContent[], source = '', constants: Constants = new Map()): string | null {
  const parts = children.filter((c) => !(c.type === 'text' && !c.value.trim()));
  if (parts.length !== 1) return parts.length === 0 ? '' : null;
  const only = parts[0]!;
  if (only.type === 'mdxFlowExpression' || only.type === 'mdxTextExpression') {
    const statement = only.data?.estree?.body[0];
    const literal = literalOf(statement, constants);
    const named = (statement as { expression?: Expression } | undefined)?.expression?.type === 'Identifier';
    return literal === null ? null : named ? literal : (templateFromSource(source, only) ?? literal);
  }
  if (only.type === 'paragraph') return staticCodeOf(only.children as RootContent[], source, constants) ?? toString(only);
  if (only.type === 'text') return only.value;
  return null;
}

function quote(value: string): string {
  return value.includes('"') ? `'${value}'` : `"${value}"`;
}

export function remarkCodeBlockComponent() {
  return (tree: Root, file: VFile) => {
    const constants = constantsOf(tree);
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, index, parent) => {
      if (node.name !== 'CodeBlock' || index === undefined || !parent) return;
      if (node.attributes.some((a) => a.type !== 'mdxJsxAttribute')) return;
      const code = staticCodeOf(node.children as RootContent[], String(file.value), constants);
      const language = stringValue(attribute(node, 'language'));
      const title = stringValue(attribute(node, 'title'));
      const lines = attribute(node, 'showLineNumbers');
      const meta = [stringValue(attribute(node, 'metastring')), title ? `title=${quote(title)}` : null, lines ? (stringValue(lines) ? `showLineNumbers=${stringValue(lines)}` : 'showLineNumbers') : null];
      if (code === null || language === '' || (lines && stringValue(lines) === 'false')) return;
      const fenced: Code = {
        type: 'code',
        lang: language ?? null,
        meta: meta.filter(Boolean).join(' ') || null,
        value: code.replace(/^\n/, '').replace(/\n$/, ''),
        position: node.position,
      };
      parent.children.splice(index, 1, fenced as never);
    });
  };
}
