import type { Expression } from 'estree';
import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

/**
 * `<CodeBlock language="jsx" title="App.js" showLineNumbers>{`…`}</CodeBlock>` (Docusaurus's
 * `@theme/CodeBlock`) whose code is written out becomes a fenced code block, so it is highlighted at
 * build time with the same options as a fence. Code computed at run time is left to the component.
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

function literalOf(statement: unknown): string | null {
  const expression = (statement as { type?: string; expression?: Expression } | undefined)?.type === 'ExpressionStatement' ? (statement as { expression: Expression }).expression : null;
  if (!expression) return null;
  if (expression.type === 'Literal' && (typeof expression.value === 'string' || typeof expression.value === 'number' || typeof expression.value === 'boolean')) return String(expression.value);
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) return expression.quasis.map((q) => q.value.cooked ?? '').join('');
  return null;
}

/** The written-out code of a CodeBlock's children, or null when it is computed. */
export function staticCodeOf(children: readonly RootContent[]): string | null {
  const parts = children.filter((c) => !(c.type === 'text' && !c.value.trim()));
  if (parts.length !== 1) return parts.length === 0 ? '' : null;
  const only = parts[0]!;
  if (only.type === 'mdxFlowExpression' || only.type === 'mdxTextExpression') return literalOf(only.data?.estree?.body[0]);
  if (only.type === 'paragraph') return staticCodeOf(only.children as RootContent[]) ?? toString(only);
  if (only.type === 'text') return only.value;
  return null;
}

function quote(value: string): string {
  return value.includes('"') ? `'${value}'` : `"${value}"`;
}

export function remarkCodeBlockComponent() {
  return (tree: Root) => {
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, index, parent) => {
      if (node.name !== 'CodeBlock' || index === undefined || !parent) return;
      if (node.attributes.some((a) => a.type !== 'mdxJsxAttribute')) return;
      const code = staticCodeOf(node.children as RootContent[]);
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
