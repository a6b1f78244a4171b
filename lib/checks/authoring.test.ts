import { describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import { authoringFindings, unrenderedContainerFindings, type MdxParseFindings } from './authoring';
import { containerRenderingSteps } from '../content/remark-docusaurus';

const page = (source: string) => ({ path: 'docs/guide.mdx', source });
const CONTAINERS = ['# Guide', '', ':::since[2.0]', 'New.', ':::', '', ':::aside', 'Plain.', ':::', ''].join('\n');

/** A site's plugin that renders `:::since` containers, as a real site's own plugin would. */
const renderSince = () => (tree: Root) => {
  for (const node of tree.children as { type: string; name?: string; data?: object }[]) if (node.type === 'containerDirective' && node.name === 'since') node.data = { hName: 'section' };
};

describe('`:::name` containers that are no admonitions', () => {
  /** A site's docs that render `:::since` containers by a plugin of their own; the blog has none. */
  const plugins = { docs: { beforeDefaultRemarkPlugins: [renderSince] } };
  const stepsFor = (path: string, format: 'md' | 'mdx') => containerRenderingSteps({ plugins, section: path.startsWith('blog/') ? 'blog' : 'docs', format: () => format });
  const post = { path: 'blog/2025-01-01-x.mdx', source: CONTAINERS };

  it('are warnings of the check where no remark plugin could render them', () => {
    expect(authoringFindings([page(CONTAINERS)]).findings.map((f) => f.file)).toEqual(['content/docs/guide.mdx:3', 'content/docs/guide.mdx:7']);
    // The docs have plugins: their containers are handed on, not warned about from the scan.
    const { findings, toRender } = authoringFindings([page(CONTAINERS), post], 'mdx', () => true, stepsFor);
    expect(findings.map((f) => f.file)).toEqual(['content/blog/2025-01-01-x.mdx:3', 'content/blog/2025-01-01-x.mdx:7']);
    expect(toRender.map((r) => [r.file.path, r.containers.map((c) => c.name)])).toEqual([['docs/guide.mdx', ['since', 'aside']]]);
  });

  it('are warnings only where the section plugins left them unrendered', async () => {
    const { toRender } = authoringFindings([page(CONTAINERS), post], 'mdx', () => true, stepsFor);
    const findings = await unrenderedContainerFindings(toRender);
    expect(findings.map((f) => [f.check, f.file, f.message.split(' ')[0]])).toEqual([['onUnknownAdmonition', 'content/docs/guide.mdx:7', '":::aside"']]);
  });

  it('are said as the scan reads them when the plugins fail on the page', async () => {
    const failing = () => () => {
      throw new Error('plugin failed');
    };
    const { toRender } = authoringFindings(
      [page(CONTAINERS)],
      'mdx',
      () => true,
      () => containerRenderingSteps({ plugins: { docs: { remarkPlugins: [failing] } }, section: 'docs', format: () => 'mdx' }),
    );
    const findings = await unrenderedContainerFindings(toRender);
    expect(findings.map((f) => f.file)).toEqual(['content/docs/guide.mdx:3', 'content/docs/guide.mdx:7']);
  });
});

describe('code blocks marked "tab", which a Docusaurus remark plugin groups into tabs', () => {
  // Two neighbouring examples of one module, in two languages, and a plain block after them.
  const SOURCE = [
    '# Sums',
    '',
    '```js tab title="sum.js"',
    'export const sum = (a, b) => a + b;',
    '```',
    '',
    '```ts tab={"span":2}',
    'export const sum = (a: number, b: number) => a + b;',
    '```',
    '',
    '```bash',
    'node sum.js',
    '```',
    '',
  ].join('\n');
  const doc = { path: 'docs/sums.md', source: SOURCE };
  /** A stand-in for the tab-blocks plugin: it replaces each block marked tab, as that plugin does with its tabs. */
  const groupTabs = () => (tree: Root) => {
    tree.children = tree.children.map((node) => (node.type === 'code' && /\btab\b/.test(node.meta ?? '') ? { type: 'paragraph', children: [{ type: 'text', value: 'tabs' }] } : node));
  };
  /** A remark plugin that leaves code blocks alone, as npm2yarn leaves these. */
  const unrelated = () => () => undefined;
  const stepsWith = (remarkPlugins: unknown[]) => (_: string, format: 'md' | 'mdx') =>
    containerRenderingSteps({ plugins: { docs: { remarkPlugins } } as never, section: 'docs', format: () => format });

  it('are one warning per page, with the package to install, where the section has no remark plugin', () => {
    const findings = authoringFindings([doc], 'mdx').findings.filter((f) => f.check === 'tabBlocks');
    expect(findings.map((f) => f.file)).toEqual(['content/docs/sums.md:3']);
    expect(findings[0]!.message).toMatch(/^2 code blocks marked "tab" \(lines 3, 7\) show one after another, not as tabs: .*npm install docusaurus-remark-plugin-tab-blocks.*remarkPlugins/);
  });

  it("are a warning only when the section's remark plugins leave them as they are", async () => {
    const left = authoringFindings([doc], 'mdx', () => true, stepsWith([unrelated]));
    expect(left.findings.filter((f) => f.check === 'tabBlocks')).toEqual([]);
    expect((await unrenderedContainerFindings(left.toRender)).map((f) => [f.check, f.file])).toEqual([['tabBlocks', 'content/docs/sums.md:3']]);
    const grouped = authoringFindings([doc], 'mdx', () => true, stepsWith([groupTabs]));
    expect(await unrenderedContainerFindings(grouped.toRender)).toEqual([]);
  });

  it('are not a "tab" that is only a word of the title or another key', () => {
    const source = ['```js title="tab order"', 'x', '```', '', '```js tabs', 'y', '```', ''].join('\n');
    expect(authoringFindings([{ path: 'docs/keys.md', source }], 'mdx').findings).toEqual([]);
  });
});

describe('text and leaf directives that no remark plugin handled', () => {
  const SOURCE = [
    '---',
    'description: "Read :this[not a directive]"',
    '---',
    '',
    'Note:this, at 10:30.',
    '',
    'Press :kbd[Ctrl] and :badge[New]{.green}.',
    '',
    '`:kbd[code]`',
    '',
    '::clip[A take]{#one}',
    '',
  ].join('\n');
  /** A site's plugin that renders `:kbd` text directives. */
  const renderKbd = () => (tree: Root) => {
    for (const node of (tree.children[1] as unknown as { children: { type: string; name?: string; data?: object }[] }).children)
      if (node.type === 'textDirective' && node.name === 'kbd') node.data = { hName: 'kbd' };
  };

  it('are warnings with their line and fix, as Docusaurus warns (a bare `:name` is not one), front matter aside', async () => {
    const { findings, toRender } = authoringFindings([page(SOURCE)]);
    expect(findings).toEqual([]);
    const unused = await unrenderedContainerFindings(toRender);
    expect(unused.map((f) => [f.check, f.file, f.message.split(' ')[0]])).toEqual([
      ['onUnusedMarkdownDirectives', 'content/docs/guide.mdx:7', '":kbd"'],
      ['onUnusedMarkdownDirectives', 'content/docs/guide.mdx:7', '":badge"'],
      ['onUnusedMarkdownDirectives', 'content/docs/guide.mdx:11', '"::clip"'],
    ]);
    expect(unused[2]!.message).toContain('escape its colons ("\\:\\:clip")');
  });

  it('leave out the ones a plugin of the section handled, in CommonMark too', async () => {
    const stepsFor = (_: string, format: 'md' | 'mdx') => containerRenderingSteps({ plugins: { docs: { remarkPlugins: [renderKbd] } }, section: 'docs', format: () => format });
    for (const path of ['docs/guide.mdx', 'docs/guide.md']) {
      const { toRender } = authoringFindings([{ path, source: SOURCE }], 'detect', () => true, stepsFor);
      expect((await unrenderedContainerFindings(toRender)).map((f) => f.message.split(' ')[0])).toEqual(['":badge"', '"::clip"']);
    }
  });

  it('are not looked for in a page without any', () => {
    expect(authoringFindings([page('Note:this, at 10:30, https://example.com and :smile:.\n')]).toRender).toEqual([]);
  });
});

describe('elements a page uses', () => {
  it('count an import inside an mdx-code-block fence, as the compile does', () => {
    const source = ['```mdx-code-block', "import Badge from '@site/src/components/Badge';", '```', '', 'Text <Badge />.'].join('\n');
    expect(authoringFindings([page(source)]).errors.filter((e) => e.includes('<Badge>'))).toEqual([]);
  });
});

describe('code blocks of docusaurus-theme-github-codeblock', () => {
  it('are one warning per page naming each block marked "reference" that holds only an address', () => {
    const source = [
      '# Setup',
      '',
      '```js reference useHTTPS',
      'https://github.com/owner/recipes/blob/abc123/setup/client.js#L5-L20',
      '```',
      '',
      '```yaml reference title="Workflow"',
      'https://github.com/owner/recipes/blob/abc123/.github/workflows/test.yml',
      '```',
      '',
      '```js title="not a reference"',
      'https://example.com/only/text',
      '```',
      '',
      '```md reference',
      'A block about the word reference, with no address.',
      '```',
    ].join('\n');
    const findings = authoringFindings([{ path: 'docs/setup.md', source }], 'detect').findings.filter((f) => f.check === 'codeReferences');
    expect(findings.map((f) => f.file)).toEqual(['content/docs/setup.md:3']);
    expect(findings[0]!.message).toMatch(/^2 code blocks marked "reference" \(lines 3, 7\) show only the address in them: .* Paste the lines the address names into the block/);
  });

  it('warns once per page about code blocks marked live, whose editor and result need a theme this site lacks', () => {
    const source = ['# Setup', '', '```jsx live', 'function Lamp() { return <b>on</b>; }', '```', '', '```tsx live showLineNumbers', '<Lamp />', '```', '', '```js', 'const live = true;', '```'].join(
      '\n',
    );
    const findings = authoringFindings([{ path: 'docs/lamp.mdx', source }], 'mdx').findings.filter((f) => f.check === 'liveCodeBlocks');
    expect(findings.map((f) => f.file)).toEqual(['content/docs/lamp.mdx:3']);
    expect(findings[0]!.message).toMatch(/^2 code blocks marked "live" \(lines 3, 7\) show their code only: .*theme-live-codeblock/);
  });

  it('names a Mermaid diagram the build could not draw at its fence, and passes one it draws', () => {
    const source = [
      '# Plans',
      '',
      '- In a list:',
      '',
      '  ```mermaid',
      '  mindmap',
      '    root((Plans))',
      '  ```',
      '',
      '```mermaid title="Flow"',
      'graph LR',
      '  A --> B',
      '  B -->',
      '```',
      '',
      '```mermaid',
      'graph LR',
      '  A -->',
      '  B',
      '```',
    ].join('\n');
    expect(authoringFindings([{ path: 'docs/plans.md', source }], 'mdx').errors).toEqual([
      expect.stringMatching(/^content\/docs\/plans\.md:5: the Mermaid diagram cannot be drawn: "mindmap" diagrams cannot be drawn at build time\. Supported: graph/),
      'content/docs/plans.md:10: the Mermaid diagram cannot be drawn: line 3 of the diagram ends on an arrow with nothing to point to: "B -->".',
    ]);
  });
});

describe("a page's parse findings", () => {
  const broken = page('# Guide\n\nA brace { opens nothing.\n');
  const unknown = page('# Guide\n\n<Shelf />\n');

  it('are what parsing the page finds: the error it stops on, or else the names nothing gives it', () => {
    const seen: [string, boolean][] = [];
    const parsed = (path: string, _source: string, math: boolean, parse: () => MdxParseFindings) => {
      seen.push([path, math]);
      return parse();
    };
    const { errors } = authoringFindings(
      [broken, { ...unknown, path: 'docs/shelf.mdx' }],
      'mdx',
      () => true,
      () => null,
      true,
      parsed,
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^content\/docs\/guide\.mdx:3: the page is not valid MDX/);
    expect(errors[1]).toMatch(/^content\/docs\/shelf\.mdx:3: .*Shelf/);
    expect(seen).toEqual([
      ['docs/guide.mdx', true],
      ['docs/shelf.mdx', true],
    ]);
  });

  it('are taken as the memo gives them, without parsing the page again', () => {
    const kept = (): MdxParseFindings => ({ syntax: null, names: ['content/docs/guide.mdx:3: kept from the last build'] });
    expect(
      authoringFindings(
        [broken],
        'mdx',
        () => true,
        () => null,
        false,
        kept,
      ).errors,
    ).toEqual(['content/docs/guide.mdx:3: kept from the last build']);
  });
});
