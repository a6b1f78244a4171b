import { createHash } from 'node:crypto';
import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { renderMermaid } from './mermaid';
import { sourceFileOf } from './remark-theme-imports';

/** The static text of `<Mermaid value="…" />` or ``value={`…`}``, or null when it is computed. */
function staticValue(node: MdxJsxFlowElement): string | null | undefined {
  const attribute = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'value');
  if (!attribute) return undefined;
  if (typeof attribute.value === 'string') return attribute.value;
  const expression = attribute.value?.value.trim() ?? '';
  const template = /^`([^`$]*)`$/.exec(expression) ?? /^(["'])([\s\S]*)\1$/.exec(expression);
  return template ? template[template.length - 1]! : null;
}

/**
 * ```` ```mermaid ```` fences and Docusaurus's `<Mermaid value={`…`} />` become the finished SVG at
 * build time (lib/content/mermaid.ts), rendered by the `Mermaid` component with no script. A diagram
 * that cannot be drawn fails the build naming the file and line.
 */
export function remarkMermaid() {
  // Synchronous when a page has no diagram, so processors run with runSync (the Markdown twins) work.
  return (tree: Root, file: VFile): Promise<void> | undefined => {
    const found: { node: Code | MdxJsxFlowElement; source: string }[] = [];
    visit(tree, (node) => {
      if (node.type === 'code' && node.lang === 'mermaid') found.push({ node, source: node.value });
      if (node.type === 'mdxJsxFlowElement' && node.name === 'Mermaid') {
        const value = staticValue(node);
        const where = `${sourceFileOf(file)}:${node.position?.start.line ?? 1}`;
        if (value === undefined) throw new Error(`${where}: <Mermaid> needs a value, the diagram's text: <Mermaid value={\`graph LR …\`} />.`);
        if (value === null) throw new Error(`${where}: <Mermaid value> must be written out (a string or a template without \${…}); diagrams are drawn at build time.`);
        found.push({ node, source: value });
      }
    });
    return found.length > 0 ? drawAll(found, file) : undefined;
  };
}

async function drawAll(found: { node: Code | MdxJsxFlowElement; source: string }[], file: VFile): Promise<void> {
  for (const [index, { node, source }] of found.entries()) {
    const id = `mermaid-${createHash('sha1').update(source).digest('hex').slice(0, 8)}-${index}`;
    let svg: string;
    try {
      ({ svg } = await renderMermaid(source, id));
    } catch (error) {
      throw new Error(`${sourceFileOf(file)}:${node.position?.start.line ?? 1}: the Mermaid diagram cannot be drawn: ${(error as Error).message}`, { cause: error });
    }
    const element: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: 'Mermaid',
      attributes: [{ type: 'mdxJsxAttribute', name: 'svg', value: svg }],
      children: [],
      position: node.position,
    };
    Object.assign(node as RootContent, element);
    if ('lang' in node) for (const key of ['lang', 'meta', 'value'] as const) delete (node as Partial<Code>)[key];
  }
}
