import { compile } from '@mdx-js/mdx';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { rehypeInlineImages } from './rehype-inline-images';

const html = (markdown: string) => String(unified().use(remarkParse).use(remarkRehype).use(rehypeInlineImages).use(rehypeStringify).processSync(markdown));
const compiled = async (source: string) => String(await compile(source, { rehypePlugins: [rehypeInlineImages], outputFormat: 'function-body' }));

describe('rehypeInlineImages', () => {
  it('leaves an image alone in its paragraph, linked or not, to be drawn on its own line', () => {
    expect(html('![Panel](/img/panel.png)')).toBe('<p><img src="/img/panel.png" alt="Panel"></p>');
    expect(html('[![Panel](/img/panel.png)](/docs/panel)')).toBe('<p><a href="/docs/panel"><img src="/img/panel.png" alt="Panel"></a></p>');
  });

  it('marks a row of linked badges, each image and its link, so that the row stays a row', () => {
    expect(html('[![Version](/img/v.svg)](/releases) [![Licence](/img/l.svg)](/licence)')).toBe(
      '<p><a href="/releases" class="image--inline"><img src="/img/v.svg" alt="Version" class="image--inline"></a> <a href="/licence" class="image--inline"><img src="/img/l.svg" alt="Licence" class="image--inline"></a></p>',
    );
  });

  it('marks an image written in a line of text, and leaves the text links alone', () => {
    expect(html('Press ![the button](/img/b.svg) and see [the manual](/docs).')).toBe(
      '<p>Press <img src="/img/b.svg" alt="the button" class="image--inline"> and see <a href="/docs">the manual</a>.</p>',
    );
  });

  it('marks HTML images written as JSX beside each other, keeping a class the page gives', async () => {
    const code = await compiled('[<img src="/img/logo.svg" alt="Logo"/>][home] [<img src="/img/v.svg" className="badge" alt="Version"/>][home]\n\n[home]: /docs\n');
    expect(code).toContain('className: "image--inline"');
    expect(code).toContain('className: "badge image--inline"');
  });
});
