import type { Expression, Program } from 'estree';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { siteStaticUrl } from '../content/doc-assets';

/** Reading a JSX element's props in the syntax tree, without running any code. */

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** A literal JavaScript value (string, number, boolean, null, array or object of them), or undefined. */
export function literalOf(expression: Expression | null | undefined): unknown {
  if (!expression) return undefined;
  switch (expression.type) {
    case 'Literal':
      return expression.value instanceof RegExp || typeof expression.value === 'bigint' ? undefined : expression.value;
    case 'TemplateLiteral':
      return expression.expressions.length === 0 ? expression.quasis.map((q) => q.value.cooked ?? '').join('') : undefined;
    case 'ArrayExpression':
      return expression.elements.map((e) => (e && e.type !== 'SpreadElement' ? literalOf(e) : undefined));
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {};
      for (const property of expression.properties) {
        if (property.type !== 'Property' || property.computed) continue;
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : null;
        if (key !== null) object[key] = literalOf(property.value as Expression);
      }
      return object;
    }
    default:
      return undefined;
  }
}

/**
 * A prop's value: the string of `name="x"`, `true` for a bare `name`, the literal of `name={…}`, or
 * undefined when the prop is absent or computed.
 */
export function propOf(node: JsxElement, name: string): unknown {
  const attribute = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attribute) return undefined;
  if (attribute.value === null || attribute.value === undefined) return true;
  if (typeof attribute.value === 'string') return attribute.value;
  const statement = attribute.value.data?.estree?.body[0];
  return statement?.type === 'ExpressionStatement' ? literalOf(statement.expression) : undefined;
}

/** A prop that should be text: its string value, else undefined. */
export function stringProp(node: JsxElement, name: string): string | undefined {
  const value = propOf(node, name);
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

export function isJsx(node: { type: string }): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** Data a page imports by name (`import versions from './versions.json'`), for its expressions to read. */
export type ImportedData = ReadonlyMap<string, unknown>;

/**
 * The value an expression reads from imported data: `{versions.latest}`, `{data['key'][0]}`; undefined
 * for anything else (a call, a variable of the page's own).
 */
function dataValue(expression: Expression, data: ImportedData): unknown {
  if (expression.type === 'Identifier') return data.get(expression.name);
  if (expression.type !== 'MemberExpression' || expression.object.type === 'Super') return undefined;
  const owner = dataValue(expression.object, data);
  const key = !expression.computed && expression.property.type === 'Identifier' ? expression.property.name : literalOf(expression.property as Expression);
  if (owner === null || typeof owner !== 'object' || (typeof key !== 'string' && typeof key !== 'number')) return undefined;
  return Object.hasOwn(owner, key) ? (owner as Record<string | number, unknown>)[key] : undefined;
}

/**
 * The text of an expression that is a string literal (`{'Hello'}`), a call of Docusaurus's
 * `translate({ message: 'Hello' })`, or a string, number or true/false read from imported data
 * (`{versions.latest}`), else empty.
 */
export function expressionText(node: { data?: { estree?: Program | null } }, data: ImportedData = new Map()): string {
  const statement = node.data?.estree?.body[0];
  if (statement?.type !== 'ExpressionStatement') return '';
  const { expression } = statement;
  const isTranslate = expression.type === 'CallExpression' && expression.callee.type === 'Identifier' && expression.callee.name === 'translate';
  const value = isTranslate ? (literalOf(expression.arguments[0] as Expression | undefined) as { message?: unknown } | undefined)?.message : literalOf(expression);
  if (typeof value === 'string') return value;
  const read = dataValue(expression, data);
  return typeof read === 'string' || typeof read === 'number' || typeof read === 'boolean' ? String(read) : '';
}

/** `require('@site/static/img/x.png').default` in a prop: the file's address under the site, `/img/x.png`. */
export function staticFileOf(node: JsxElement, name: string): string | undefined {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  const source = attribute && typeof attribute.value === 'object' ? attribute.value?.value : undefined;
  const required = source && /^require\(\s*['"]([^'"]+)['"]\s*\)(?:\.default)?$/.exec(source.trim())?.[1];
  return (required && siteStaticUrl(required)) || undefined;
}
