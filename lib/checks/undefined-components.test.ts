import { describe, expect, it } from 'vitest';
import { undefinedComponentErrors } from './undefined-components';
import { scanDocusaurusSource } from '../content/docusaurus-source';

describe('elements nothing gives a page', () => {
  it('names each by its first line and every line, counted from the top of the file', () => {
    const source = ['---', 'title: A', '---', '', '<PackageLink name="a" />', '', 'Text <PackageLink name="b" /> and <Stars />.'].join('\n');
    expect(undefinedComponentErrors('docs/a.mdx', source).map((e) => e.split(' is not')[0])).toEqual(['content/docs/a.mdx:5: <PackageLink> (lines 5, 7)', 'content/docs/a.mdx:7: <Stars>']);
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
    expect(undefinedComponentErrors('docs/b.mdx', source)).toEqual([]);
  });
  it('reads the page as the compile does: imports in an mdx-code-block fence count, and heading ids parse', () => {
    const source = ['## Install {#install}', '', '```mdx-code-block', "import Badge from '@site/src/components/Badge';", '```', '', 'Text <Badge /> and <Stars />.'].join('\n');
    expect(undefinedComponentErrors('docs/d.mdx', scanDocusaurusSource(source).text).map((e) => e.split(' is not')[0])).toEqual(['content/docs/d.mdx:7: <Stars>']);
  });
  it("reads HTML comments as the compile does: a post's <!-- truncate --> leaves its elements checked", () => {
    const source = ['---', 'title: Release', '---', 'The summary.', '', '<!-- truncate -->', '', '<PhoneMock>', '  <p>Demo</p>', '</PhoneMock>', '', '<!--', 'a note over', 'two lines', '-->'].join(
      '\n',
    );
    expect(undefinedComponentErrors('blog/2024-08-15-release.md', scanDocusaurusSource(source).text).map((e) => e.split(' is not')[0])).toEqual(['content/blog/2024-08-15-release.md:8: <PhoneMock>']);
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
    expect(undefinedComponentErrors('docs/b.mdx', source).map((e) => e.split(' is not')[0])).toEqual(['content/docs/b.mdx:6: <LampIcon>', 'content/docs/b.mdx:11: <Shelf>']);
  });
  it('leaves a page that does not parse to the build, which names its error', () => {
    expect(undefinedComponentErrors('docs/c.mdx', '<Broken\n')).toEqual([]);
  });
});
