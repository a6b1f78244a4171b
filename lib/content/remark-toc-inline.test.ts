import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkFrontmatter from 'remark-frontmatter';
import { describe, expect, it } from 'vitest';
import { remarkTocInline } from './remark-toc-inline';

/** The page as the content layer compiles it: the whole file, front matter first. */
async function run(source: string) {
  const page = await evaluate(source, { ...runtime, remarkPlugins: [remarkFrontmatter, remarkTocInline] });
  return { page: page as Record<string, unknown>, html: renderToStaticMarkup(createElement(page.default)) };
}

describe("the variables Docusaurus gives every MDX page (toc, frontMatter, contentTitle)", () => {
  it('are defined for a page that names them in an expression, without TOCInline', async () => {
    const { page, html } = await run(
      ['---', 'title: Reference', 'tags: [cables, routing]', '---', '', '# Patch bay reference', '', '## Outputs', '', '### Normalling', '', '<pre>{JSON.stringify(toc)}</pre>', '', 'Tags: {frontMatter.tags.join(" and ")}, title {contentTitle}.', ''].join('\n'),
    );
    expect(page.toc).toEqual([
      { value: 'Outputs', id: 'outputs', level: 2 },
      { value: 'Normalling', id: 'normalling', level: 3 },
    ]);
    expect(page.frontMatter).toEqual({ title: 'Reference', tags: ['cables', 'routing'] });
    expect(html).toContain('&quot;id&quot;:&quot;normalling&quot;');
    expect(html).toContain('Tags: cables and routing, title Patch bay reference.');
  });

  it("leaves a page's own declaration alone, and adds nothing to a page that names none", async () => {
    const own = await run(['export const toc = [{ value: "Mine", id: "mine", level: 2 }];', '', '## Outputs', '', '{toc[0].value}', ''].join('\n'));
    expect(own.html).toContain('Mine');
    const none = await run('## Outputs\n\nA doc.toc property and the word toc in prose.\n');
    expect(none.page.toc).toBeUndefined();
  });

  it('marks every TOCInline after the first as no landmark, so a page of several has one "Contents of this page"', async () => {
    const TOCInline = ({ landmark = true }: { landmark?: boolean }) => createElement(landmark ? 'nav' : 'div', { 'aria-label': landmark ? 'Contents of this page' : undefined });
    const page = await evaluate('## One\n\n<TOCInline toc={toc} />\n\n<TOCInline toc={toc} maxHeadingLevel={4} />\n', { ...runtime, remarkPlugins: [remarkTocInline] });
    const html = renderToStaticMarkup(createElement(page.default, { components: { TOCInline } }));
    expect(html).toBe('<h2>One</h2>\n<nav aria-label="Contents of this page"></nav>\n<div></div>');
  });
});

