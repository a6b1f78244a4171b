import { describe, expect, it } from 'vitest';
import { undefinedNameErrors } from './undefined-names';
import { scanDocusaurusSource } from '../content/docusaurus-source';

describe('elements nothing gives a page', () => {
  it('names each by its first line and every line, counted from the top of the file', () => {
    const source = ['---', 'title: A', '---', '', '<PackageLink name="a" />', '', 'Text <PackageLink name="b" /> and <Stars />.'].join('\n');
    expect(undefinedNameErrors('docs/a.mdx', source).map((e) => e.split(' is not')[0])).toEqual(['content/docs/a.mdx:5: <PackageLink> (lines 5, 7)', 'content/docs/a.mdx:7: <Stars>']);
  });
  it("passes imports, the page's own definitions, the site's components, HTML and code", () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      "import { Chart as Plot } from './chart.js';",
      'export function Badge() { return null; }',
      'export const Shelf = { Item: () => null };',
      'class Panel {}',
      '',
      '<Tabs><Badge /><Shelf.Item /><Plot /></Tabs>',
      '',
      '<details><summary>More</summary></details> <Admonition type="tip">x</Admonition> `<Inline />`',
      '',
      '<Head><title>Given by Docusaurus</title></Head>',
      '',
      '```jsx',
      '<Fenced />',
      '```',
    ].join('\n');
    expect(undefinedNameErrors('docs/b.mdx', source)).toEqual([]);
  });
  it('reads the page as the compile does: imports in an mdx-code-block fence count, and heading ids parse', () => {
    const source = ['## Install {#install}', '', '```mdx-code-block', "import Badge from '@site/src/components/Badge';", '```', '', 'Text <Badge /> and <Stars />.'].join('\n');
    expect(undefinedNameErrors('docs/d.mdx', scanDocusaurusSource(source).text).map((e) => e.split(' is not')[0])).toEqual(['content/docs/d.mdx:7: <Stars>']);
  });
  it("reads HTML comments as the compile does: a post's <!-- truncate --> leaves its elements checked", () => {
    const source = ['---', 'title: Release', '---', 'The summary.', '', '<!-- truncate -->', '', '<PhoneMock>', '  <p>Demo</p>', '</PhoneMock>', '', '<!--', 'a note over', 'two lines', '-->'].join(
      '\n',
    );
    expect(undefinedNameErrors('blog/2024-08-15-release.md', scanDocusaurusSource(source).text).map((e) => e.split(' is not')[0])).toEqual(['content/blog/2024-08-15-release.md:8: <PhoneMock>']);
  });
  it('names elements inside expressions too, as in an attribute given an icon, at their own line', () => {
    const source = [
      '---',
      'title: B',
      '---',
      '',
      '<Tabs>',
      '  <TabItem value="a" label={<LampIcon />}>',
      '    x',
      '  </TabItem>',
      '</Tabs>',
      '',
      'Text {<Shelf.Item />} and {[1].map((n) => <b key={n}>{n}</b>)}.',
    ].join('\n');
    expect(undefinedNameErrors('docs/b.mdx', source).map((e) => e.split(' is not')[0])).toEqual(['content/docs/b.mdx:6: <LampIcon>', 'content/docs/b.mdx:11: <Shelf>']);
  });
  it('leaves a page that does not parse to the build, which names its error', () => {
    expect(undefinedNameErrors('docs/c.mdx', '<Broken\n')).toEqual([]);
  });
});

describe('names an expression reads that nothing gives the page', () => {
  it("reads a directive's attributes as the compile does, as no expression, beside one that is", () => {
    const source = ['Press :kbd[Ctrl]{key=ctrl} now.', '', '::clip[A take]{cable="red" #one}', '', 'Version {latestVersion}.'].join('\n');
    expect(undefinedNameErrors('docs/a.mdx', source).map((e) => e.split(' reads')[0])).toEqual(['content/docs/a.mdx:5: {latestVersion}']);
  });

  it('names each by its first line and every line, counted from the top of the file', () => {
    const source = ['---', 'title: A', '---', '', 'Version {latestVersion}.', '', '<Tabs groupId={groupName}>', '</Tabs>', '', 'Again {latestVersion.split(".")[0]}.'].join('\n');
    expect(undefinedNameErrors('docs/a.mdx', source).map((e) => e.split(' reads')[0])).toEqual(['content/docs/a.mdx:5: {latestVersion} (lines 5, 10)', 'content/docs/a.mdx:7: {groupName}']);
    expect(undefinedNameErrors('docs/a.mdx', source)[0]).toContain('Import or export it in the page (export const latestVersion = …), or write the value out.');
  });
  it("passes imports, exports, its own functions' parameters, the values every page has, built-ins and comments", () => {
    const source = [
      "import pkg from './package.json';",
      "import { versions } from './versions.js';",
      "export const release = '2.1';",
      '',
      '{/* a comment naming nothing */}',
      '',
      'Version {pkg.version}, {release}, {versions.map((v) => <b key={v}>{v}</b>)}, {JSON.stringify(toc)}, {frontMatter.title}, {contentTitle}, {Math.max(1, 2)}, {new Date(0).getFullYear()}, {props.x}.',
      '',
      '<Admonition type="tip" title={`Since ${release}`}>x</Admonition>',
      '',
      '`{inCode}` and \\{escaped}, $2^{(n - 69)/12}$ and <img src={require(\'./x.png\').default} alt="x" />',
    ].join('\n');
    expect(undefinedNameErrors('docs/b.mdx', source, undefined, true)).toEqual([]);
    // Without markdown.math, a formula's braces are expressions, as the compile reads them.
    expect(undefinedNameErrors('docs/b.mdx', source).map((e) => e.split(' reads')[0])).toEqual(['content/docs/b.mdx:11: {n}']);
  });
  it('names a component read in an expression once, as a component', () => {
    expect(undefinedNameErrors('docs/c.mdx', 'Text {<Stars />}.').map((e) => e.split(' is not')[0])).toEqual(['content/docs/c.mdx:1: <Stars>']);
  });
});
