import type { Nodes, Root, RootContent } from 'mdast';
import { createRequire } from 'node:module';
import type { Pluggable, PluggableList } from 'unified';
import { describe, expect, it } from 'vitest';
import type { SectionPluginOptions } from '../content/mdx-plugins';
import { mdxToMarkdown } from './mdx-to-markdown';
import { linkResolver } from './urls';

/** The twin runs a site's own remark plugins where the page runs them, and writes what they render. */

const SITE = 'https://site.example/';
const PAGES = new Set(['/docs/guide/page', '/docs/guide/wiring']);
const lines = (...text: string[]) => text.join('\n');

type Node = Nodes & { name?: string; attributes?: Record<string, string>; data?: Record<string, unknown>; children?: Node[] };

/** Visits every node of a tree with its parent. */
function eachNode(node: Node, visit: (node: Node, parent: Node) => void): void {
  for (const child of node.children ?? []) {
    visit(child, node);
    eachNode(child, visit);
  }
}

/** A plugin that gives the directives of `name` the element data `data` makes for each. */
const rendering = (name: string, data: (node: Node) => Record<string, unknown>): Pluggable =>
  function remarkRendering() {
    return (tree: Root) =>
      eachNode(tree as Node, (node) => void ((node.type === 'textDirective' || node.type === 'leafDirective' || node.type === 'containerDirective') && node.name === name && (node.data = data(node))));
  };

function twin(source: string, plugins: SectionPluginOptions, sourceFilePath = 'docs/guide/page.mdx'): Promise<string> {
  return mdxToMarkdown(source, { format: 'mdx', sourceFilePath, resolveLink: linkResolver(SITE, '/docs/guide/page', PAGES), plugins });
}

const after = (...remarkPlugins: PluggableList): SectionPluginOptions => ({ docs: { remarkPlugins } });

describe("the site's remark plugins in the twin", () => {
  it('writes a text directive a plugin makes a <kbd> of as inline code, its label as text, never its source', async () => {
    const kbd = rendering('kbd', () => ({ hName: 'kbd' }));
    expect(await twin('Hold :kbd[Shift] and press :kbd[**Store**].', after(kbd))).toBe('Hold `Shift` and press `Store`.');
  });

  it('writes a leaf directive made a <section> as a paragraph of its label, and one made a <blockquote> as a blockquote', async () => {
    const patch = rendering('patch', (node) => ({ hName: 'section', hProperties: { 'aria-label': `Patch: ${node.attributes?.cable}` } }));
    const quote = rendering('quote', () => ({ hName: 'blockquote' }));
    expect(await twin(lines('Before.', '', '::patch[Output 1 to the _main_ bus]{cable="red"}', '', '::quote[Never unplug a live output.]', '', 'After.'), after(patch, quote))).toBe(
      lines('Before.', '', 'Output 1 to the _main_ bus', '', '> Never unplug a live output.', '', 'After.'),
    );
  });

  it("writes an element's hChildren, read as HTML, and resolves the links it makes as the page's own", async () => {
    const badge = rendering('badge', () => ({ hName: 'span', hChildren: [{ type: 'element', tagName: 'strong', properties: {}, children: [{ type: 'text', value: 'New' }] }] }));
    const see = rendering('see', (node) => ({ hName: 'a', hProperties: { href: `/docs/guide/${node.attributes?.page}` } }));
    expect(await twin('The :badge[new]{.green} option; :see[wiring]{page=wiring}.', after(badge, see))).toBe('The **New** option; [wiring](https://site.example/docs/guide/wiring.md).');
  });

  it('writes a container a plugin renders as its content, and keeps a directive no plugin handled as written', async () => {
    const since = rendering('since', () => ({ hName: 'section', hProperties: { 'aria-label': 'New in 3.2' } }));
    expect(await twin(lines(':::since{version="3.2"}', 'Earlier firmware forgot the patch.', ':::', '', 'The :jack[IN 3]{side=rear} socket.'), after(since))).toBe(
      lines('Earlier firmware forgot the patch.', '', 'The :jack[IN 3]{side=rear} socket.'),
    );
  });

  it('writes a text or leaf directive no plugin handled as typed, unescaped, its label as Markdown: what the page shows', async () => {
    const source = lines('Patch the :jack[IN 3]{side=rear} socket, then :jack[**OUT** 1]{side="front"}.', '', '::jack[IN 3]{side=rear}', '', 'Note:this stays.');
    expect(await twin(source, {})).toBe(source);
  });

  it('writes the nodes a plugin adds: Markdown nodes as they are, a node type of its own as its element', async () => {
    function remarkFooter() {
      return (tree: Root) => {
        tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Checked against firmware 3.2.' }] });
        tree.children.push({ type: 'cableColour', data: { hName: 'p' }, children: [{ type: 'text', value: 'Red is the main bus.' }] } as unknown as RootContent);
      };
    }
    expect(await twin('Body.', after(remarkFooter))).toBe(lines('Body.', '', 'Checked against firmware 3.2.', '', 'Red is the main bus.'));
  });

  it("writes Docusaurus's npm2yarn tabs, as the site's configuration turns them on, one section per package manager", async () => {
    const npm2yarn = createRequire(import.meta.url)('@docusaurus/remark-plugin-npm2yarn') as typeof import('@docusaurus/remark-plugin-npm2yarn');
    const written = await twin(lines('```bash npm2yarn', 'npm install --save patch-bay', '```'), after([npm2yarn, { sync: true }]));
    expect(written).toContain(lines('**Tab: npm**', '', '```bash', 'npm install --save patch-bay', '```'));
    expect(written).toContain(lines('**Tab: Yarn**', '', '```bash', 'yarn add patch-bay', '```'));
  });

  it('leaves out the nodes a plugin removes', async () => {
    function remarkNoDrafts() {
      return (tree: Root) => {
        tree.children = tree.children.filter((node) => !(node.type === 'paragraph' && node.children[0]?.type === 'text' && node.children[0].value.startsWith('DRAFT')));
      };
    }
    expect(await twin(lines('Kept.', '', 'DRAFT: not yet.', '', 'Also kept.'), after(remarkNoDrafts))).toBe(lines('Kept.', '', 'Also kept.'));
  });

  it('runs beforeDefaultRemarkPlugins before the defaults (they see an admonition as a directive) and remarkPlugins after them', async () => {
    // Before the defaults, `:::tip` is still a container directive a plugin can change; after them it is an admonition.
    function remarkTipsAreWarnings() {
      return (tree: Root) => eachNode(tree as Node, (node) => void (node.type === 'containerDirective' && node.name === 'tip' && (node.name = 'warning')));
    }
    const source = lines(':::tip', 'Mind the gain.', ':::');
    expect(await twin(source, { docs: { beforeDefaultRemarkPlugins: [remarkTipsAreWarnings] } })).toBe(lines('> **Warning**', '>', '> Mind the gain.'));
    expect(await twin(source, after(remarkTipsAreWarnings))).toBe(lines('> **Tip**', '>', '> Mind the gain.'));
  });

  it("runs a section's own plugins: a post's twin gets the blog's, not the docs'", async () => {
    const kbd = rendering('kbd', () => ({ hName: 'kbd' }));
    const plugins: SectionPluginOptions = { docs: { remarkPlugins: [kbd] }, blog: { remarkPlugins: [] } };
    expect(await twin('Press :kbd[Shift].', plugins, 'blog/2025-01-01-keys.mdx')).toBe('Press :kbd[Shift].');
    expect(await twin('Press :kbd[Shift].', plugins)).toBe('Press `Shift`.');
  });

  it('waits for an asynchronous plugin, as the page does', async () => {
    function remarkSlowKeys() {
      return async (tree: Root) => {
        await Promise.resolve();
        eachNode(tree as Node, (node) => void (node.type === 'textDirective' && (node.data = { hName: 'kbd' })));
      };
    }
    expect(await twin('Press :kbd[Shift].', after(remarkSlowKeys))).toBe('Press `Shift`.');
  });

  it("writes a plugin's MDX JSX as its element's Markdown: an inline <kbd> as inline code", async () => {
    function remarkKeysAsJsx() {
      return (tree: Root) =>
        eachNode(tree as Node, (node, parent) => {
          if (node.type !== 'textDirective') return;
          parent.children![parent.children!.indexOf(node)] = { type: 'mdxJsxTextElement', name: 'kbd', attributes: [], children: node.children } as unknown as Node;
        });
    }
    expect(await twin('Press :kbd[Shift].', after(remarkKeysAsJsx))).toBe('Press `Shift`.');
  });

  it('writes inline HTML written as JSX the same way, and no empty code for a value only the page computes', async () => {
    expect(await twin('Needs Node <code>{versions.node}</code>, at <code>{useBaseUrl("/x")}</code>; press <kbd>Esc</kbd>.', {})).toBe('Needs Node , at ; press `Esc`.');
  });

  it('names the file and the plugin when a plugin fails, and writes no twin', async () => {
    function remarkBrokenCable() {
      return () => {
        throw new Error('no cable on output 3');
      };
    }
    await expect(twin('Body.', after(remarkBrokenCable))).rejects.toThrow('the plugin "remarkBrokenCable" of docs.remarkPlugins in site.config.ts failed: no cable on output 3');
  });
});
