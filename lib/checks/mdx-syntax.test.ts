import { describe, expect, it } from 'vitest';
import { mdxSyntaxError } from './mdx-syntax';

const page = (...lines: string[]) => ['---', 'title: Ids', '---', '', ...lines].join('\n');

describe('pages MDX cannot parse', () => {
  it('names the file, the line counted from the top and the fix for a < that starts no element', () => {
    const error = mdxSyntaxError('docs/ids.md', page('Each table gets a range of 1<<20 ids.'));
    expect(error).toMatch(/^content\/docs\/ids\.md:5: the page is not valid MDX \(column \d+\): Unexpected character/);
    expect(error).toContain('write a < of the text (<=, 1<<32) as \\< or &lt;');
    expect(error).toContain("format: md in its front matter, or markdown: { format: 'detect' }");
    expect(mdxSyntaxError('docs/ops.md', page('Operators:', '', '- =, !=, >, <, >=, <=,'))).toMatch(/^content\/docs\/ops\.md:7: /);
  });

  it('says how to close an HTML element left open and how to write a brace of the text', () => {
    expect(mdxSyntaxError('docs/a.mdx', page('First line<br>second line'))).toContain('close it (<br />');
    expect(mdxSyntaxError('docs/b.mdx', page('A map is written {key: value, }.'))).toContain('write a brace of the text as \\{');
  });

  it('passes what the compile reads: components, escaped text, code, comments, heading ids and, with math on, formulas', () => {
    const fine = page(
      "import Tabs from '@theme/Tabs';",
      '',
      '## Ranges {#ranges}',
      '',
      '<!-- a note for editors -->',
      '',
      'Shift by `1<<20`, compare with \\<= or &lt;.',
      '',
      '<Tabs><div>x</div></Tabs>',
      '',
      '```go',
      'if a < b && m[k] {',
      '```',
    );
    expect(mdxSyntaxError('docs/c.mdx', fine)).toBeNull();
    expect(mdxSyntaxError('docs/d.mdx', page('When $x<<2$ holds.'), true)).toBeNull();
    expect(mdxSyntaxError('docs/d.mdx', page('When $x<<2$ holds.'), false)).not.toBeNull();
  });

  it('reads the front matter as YAML, not MDX, so an element named in a description is text, and counts lines from the top', () => {
    const described = ['---', 'title: Frames', 'description: "Show another site in a <frame> or a <portal> of the page."', '---', '', 'Pick one of `<frame>` and {', ''].join('\n');
    expect(mdxSyntaxError('docs/frames.md', described.replace(' {', ''))).toBeNull();
    expect(mdxSyntaxError('docs/frames.md', described)).toMatch(/^content\/docs\/frames\.md:6: /);
  });
});
