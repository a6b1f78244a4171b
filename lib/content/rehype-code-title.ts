import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * Reads `title="…"` from a fenced block's meta (```ts title="synth.ts") and adds a caption before the
 * block, as Docusaurus does. Runs before shiki, which keeps the <pre> but drops unknown meta.
 */
export function rehypeCodeTitle() {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || index === undefined || !parent) return;
      const code = node.children[0] as Element | undefined;
      const meta = (code?.data as { meta?: string } | undefined)?.meta;
      const title = meta ? codeTitleFromMeta(meta) : null;
      if (!title) return;
      const caption: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-title'] },
        children: [{ type: 'text', value: title }],
      };
      const figure: Element = {
        type: 'element',
        tagName: 'figure',
        properties: { className: ['code-block'] },
        children: [caption, node],
      };
      parent.children.splice(index, 1, figure);
    });
  };
}

export function codeTitleFromMeta(meta: string): string | null {
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? null;
}
