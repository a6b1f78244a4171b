import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { rehypeJsxHtml } from './rehype-jsx-html';

const compiled = async (source: string) => String(await compile(source, { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeJsxHtml], outputFormat: 'function-body' }));

describe('rehypeJsxHtml: frames', () => {
  it('frames a table written as JSX as a Markdown table is framed: a Tab stop that scrolls sideways', async () => {
    const code = await compiled('<table>\n  <tr>\n    <td>`class A { #x }`</td>\n  </tr>\n</table>\n');
    expect(code).toMatch(/_jsx\("div", \{\s*className: "table-wrapper",\s*tabIndex: "0",\s*children: _jsx\("table"/);
  });

  it('leaves a table already in a frame, and a Markdown table (framed by the MDX components), alone', async () => {
    const framed = await compiled('<div className="table-wrapper">\n  <table>\n    <tr>\n      <td>a</td>\n    </tr>\n  </table>\n</div>\n');
    expect(framed.match(/table-wrapper/g)).toHaveLength(1);
    const markdown = await compiled('| a |\n| - |\n| b |\n');
    expect(markdown).toContain('_components.table');
    expect(markdown).not.toContain('table-wrapper');
  });

  it('makes a <pre> written as JSX a Tab stop, unless it says otherwise', async () => {
    const art = await compiled('<pre style={{ font: "10px/5px monospace" }}>\n  ascii art\n</pre>\n');
    expect(art).toContain('_jsx("pre", {');
    expect(art).toContain('tabIndex: "0"');
    expect(await compiled('<pre tabIndex="-1">x</pre>\n')).not.toContain('tabIndex: "0"');
  });
});

describe('rehypeJsxHtml: images', () => {
  const loadingOf = (code: string) => [...code.matchAll(/src: "([^"]+)"[^}]*?loading: "(\w+)"/g)].map((m) => `${m[1]} ${m[2]}`);

  it('loads an <img> from another host lazily, even in the opening: an eager one is preloaded wherever its page is prefetched', async () => {
    const code = await compiled('<img src="https://badges.example/v.svg" alt="Version"/>\n\n[<img src="//cdn.example/logo.svg" alt="Logo"/>](https://store.example)\n');
    expect(loadingOf(code)).toEqual(['https://badges.example/v.svg lazy', '//cdn.example/logo.svg lazy']);
    expect(code.match(/decoding: "async"/g)).toHaveLength(2);
  });

  it("loads the site's own <img> as a Markdown image: at once in the opening, lazily after the first section heading", async () => {
    const code = await compiled('<img src="/img/a.svg" alt="A"/>\n\n## Part\n\n<img src="/img/b.svg" alt="B"/>\n');
    expect(loadingOf(code)).toEqual(['/img/a.svg eager', '/img/b.svg lazy']);
  });

  it('keeps a loading or decoding the page gives', async () => {
    const code = await compiled('<img src="https://badges.example/v.svg" loading="eager" decoding="sync" alt="Version"/>\n');
    expect(code).toContain('loading: "eager"');
    expect(code).toContain('decoding: "sync"');
    expect(code).not.toContain('lazy');
  });
});

describe('rehypeJsxHtml: nesting', () => {
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
