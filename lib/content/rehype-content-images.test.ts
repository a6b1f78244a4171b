import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { rehypeContentImages } from './rehype-content-images';
import { remarkDocAssets } from './remark-doc-assets';

const publicDir = mkdtempSync(join(tmpdir(), 'content-images-'));
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));
mkdirSync(join(publicDir, 'img'));
writeFileSync(join(publicDir, 'img', 'box.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"></svg>');
// As draw.io saves a diagram: a prolog, a doctype and the whole diagram in an attribute of the <svg>
// tag, which then ends after the first 1,000 characters, where image-size stops looking for it.
const drawio = `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="1037px" height="433px" viewBox="-0.5 -0.5 1037 433" content="${'&lt;mxfile&gt;'.repeat(200)}"><rect width="10" height="10"/></svg>`;
writeFileSync(join(publicDir, 'img', 'drawio.svg'), drawio);
writeFileSync(join(publicDir, 'img', 'no-size.svg'), `<svg xmlns="http://www.w3.org/2000/svg" data-x="${'x'.repeat(1200)}"></svg>`);
writeFileSync(join(publicDir, 'img', 'not-an-image.png'), 'plain text, not a PNG');

function render(markdown: string): string {
  return String(unified().use(remarkParse).use(remarkRehype).use(rehypeContentImages, { publicDir }).use(rehypeStringify).processSync(markdown));
}

describe('rehypeContentImages', () => {
  it('sizes a site image from its file, loads it lazily after the first section heading and links it to its file', () => {
    expect(render('## Part\n\n![A box](/img/box.svg)')).toBe(
      '<h2>Part</h2>\n<p><a href="/img/box.svg" class="image-zoom-link"><img src="/img/box.svg" alt="A box" width="320" height="180" loading="lazy" decoding="async"></a></p>',
    );
  });

  it('loads an image in the opening, before the first section heading, at once: it is likely in the first screen', () => {
    const html = render('![First](/img/box.svg)\n\n### Still the opening\n\n![Second](/img/box.svg)\n\n## Part\n\n![Third](/img/box.svg)');
    expect([...html.matchAll(/alt="(\w+)"[^>]*loading="(\w+)"/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual(['First eager', 'Second eager', 'Third lazy']);
  });

  it('links no image without alt text to its file, since that link would have no name', () => {
    expect(render('## Part\n\n![](/img/box.svg)')).toBe('<h2>Part</h2>\n<p><img src="/img/box.svg" alt="" width="320" height="180" loading="lazy" decoding="async"></p>');
  });

  it('keeps an image that is already a link inside its link', () => {
    expect(render('[![A box](/img/box.svg)](/docs/About)')).toBe(
      '<p><a href="/docs/About"><img src="/img/box.svg" alt="A box" width="320" height="180" loading="eager" decoding="async"></a></p>',
    );
  });

  it('leaves images from elsewhere alone', () => {
    expect(render('![Remote](https://example.com/x.png)')).toBe('<p><img src="https://example.com/x.png" alt="Remote"></p>');
  });

  it('fails on an image missing from public/, naming the line and the fix', () => {
    expect(() => render('Text\n\n![Gone](/img/gone.png)')).toThrow(/:3: the image \/img\/gone\.png is not in public\/\. Put the file under public\/img\/gone\.png or fix the path\./);
  });

  it('sizes an SVG whose <svg> tag is longer than image-size reads, as draw.io writes them', () => {
    expect(render('![Diagram](/img/drawio.svg)')).toContain('<img src="/img/drawio.svg" alt="Diagram" width="1037" height="433" loading="eager"');
  });

  it('keeps an image it cannot measure, without a size, and warns naming the line, as Docusaurus does', () => {
    const file = unified().use(remarkParse).use(remarkRehype).use(rehypeContentImages, { publicDir }).use(rehypeStringify).processSync('![Unsized](/img/no-size.svg)\n\n![Odd](/img/not-an-image.png)');
    expect(String(file)).toContain('<img src="/img/no-size.svg" alt="Unsized" loading="eager" decoding="async">');
    expect(String(file)).toContain('<img src="/img/not-an-image.png" alt="Odd" loading="eager" decoding="async">');
    expect(file.messages.map((m) => `${m.line}: ${m.reason}`)).toEqual([
      expect.stringMatching(/^1: the image \/img\/no-size\.svg cannot be measured/),
      expect.stringMatching(/^3: the image \/img\/not-an-image\.png cannot be measured/),
    ]);
  });

  it('sizes an image beside the doc from the file behind its hashed URL', () => {
    const root = mkdtempSync(join(tmpdir(), 'content-images-site-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    mkdirSync(join(root, 'content', 'docs', 'img'), { recursive: true });
    writeFileSync(join(root, 'content', 'docs', 'img', 'wide.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="90"></svg>');
    const html = String(
      unified()
        .use(remarkParse)
        .use(remarkDocAssets, { root })
        .use(remarkRehype)
        .use(rehypeContentImages, { publicDir })
        .use(rehypeStringify)
        .processSync({ value: '![Wide](./img/wide.svg)', data: { rawDocumentData: { sourceFilePath: 'docs/page.mdx' } } }),
    );
    expect(html).toMatch(/<img src="\/assets\/images\/wide-[0-9a-f]{8}\.svg" alt="Wide" width="640" height="90" loading="eager"/);
  });
});
