import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { rehypeJsxNesting } from './rehype-jsx-nesting';

const compiled = async (source: string) => String(await compile(source, { rehypePlugins: [rehypeJsxNesting], outputFormat: 'function-body' }));

describe('rehypeJsxNesting', () => {
  it('drops a <p> written around a block, as the HTML parser closes it before the block', async () => {
    const code = await compiled('<p><details>\n  <summary>Example</summary>\n\nText.\n\n</details></p>\n');
    expect(code).toMatch(/return _jsxs\("details"/);
    expect(code).not.toMatch(/_jsxs?\("p"/);
  });

  it('keeps a <p> that holds only text and inline elements', async () => {
    expect(await compiled('<p>Plain <b>bold</b> text.</p>\n')).toMatch(/_jsxs\("p"/);
  });

  it('puts rows written straight in a <table> in a <tbody>, and leaves a table that has one alone', async () => {
    const code = await compiled('<table>\n<tr><th>a</th></tr>\n<tr><td>b</td></tr>\n</table>\n');
    expect(code).toMatch(/_jsx\("table", \{\s*children: _jsxs\("tbody", \{\s*children: \[_jsx\("tr"/);
    const bodied = await compiled('<table>\n<tbody>\n<tr><td>b</td></tr>\n</tbody>\n</table>\n');
    expect(bodied.match(/"tbody"/g)).toHaveLength(1);
  });
});
