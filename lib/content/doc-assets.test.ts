import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashedAssetUrl, isRelativeFileUrl, resolveAsset, siteStaticUrl } from './doc-assets';

const root = mkdtempSync(join(tmpdir(), 'doc-assets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'content/docs/guide/img'), { recursive: true });
mkdirSync(join(root, 'public/img'), { recursive: true });
writeFileSync(join(root, 'content/docs/guide/img/flow.png'), 'png bytes');
writeFileSync(join(root, 'content/docs/guide/sheet.pdf'), 'pdf bytes');
writeFileSync(join(root, 'public/img/logo.svg'), '<svg/>');

describe('files beside docs', () => {
  it('tells file URLs from page links, anchors and other sites', () => {
    for (const url of ['./img/x.png', '../files/a.pdf', 'img/x.png', './a.txt?raw#top']) expect(isRelativeFileUrl(url)).toBe(true);
    for (const url of ['./Filters.mdx', './intro.md', './intro', '/img/x.png', '#x', 'https://a.example/x.png', '@site/static/x.png', './v1.2']) expect(isRelativeFileUrl(url)).toBe(false);
  });
  it('names a published copy by its content, images and other files apart', () => {
    expect(hashedAssetUrl('/a/flow.png', 'png bytes')).toMatch(/^\/assets\/images\/flow-[0-9a-f]{8}\.png$/);
    expect(hashedAssetUrl('/a/My Sheet.pdf', 'x')).toMatch(/^\/assets\/files\/My-Sheet-[0-9a-f]{8}\.pdf$/);
    expect(hashedAssetUrl('/a/flow.png', 'one')).not.toBe(hashedAssetUrl('/a/flow.png', 'two'));
  });
  it('resolves a file beside the doc, keeping a query or anchor', () => {
    const resolved = resolveAsset('./img/flow.png#zoom', 'docs/guide/intro.mdx', { root });
    expect(resolved).toEqual({ url: expect.stringMatching(/^\/assets\/images\/flow-[0-9a-f]{8}\.png#zoom$/), file: join(root, 'content/docs/guide/img/flow.png') });
    expect(resolveAsset('sheet.pdf', 'docs/guide/intro.mdx', { root })).toMatchObject({ url: expect.stringMatching(/^\/assets\/files\/sheet-/) });
  });
  it('says which file is missing, and where it was looked for', () => {
    expect(resolveAsset('./img/gone.png', 'docs/guide/intro.mdx', { root })).toEqual({
      problem: '"./img/gone.png" names content/docs/guide/img/gone.png, which does not exist. Put the file beside the page, or fix the path.',
    });
    expect(resolveAsset('../../../etc/passwd.txt', 'docs/guide/intro.mdx', { root })).toHaveProperty('problem');
  });
  it('resolves @site/static to public/', () => {
    expect(siteStaticUrl('@site/static/img/logo.svg')).toBe('/img/logo.svg');
    expect(siteStaticUrl('@site/src/x')).toBeNull();
    expect(resolveAsset('@site/static/img/logo.svg', 'docs/guide/intro.mdx', { root })).toEqual({ url: '/img/logo.svg', file: join(root, 'public/img/logo.svg') });
    expect(resolveAsset('@site/static/img/none.svg', 'docs/a.mdx', { root })).toEqual({ problem: '"@site/static/img/none.svg" names public/img/none.svg, which does not exist. Put the file there, or fix the path.' });
  });
  it('leaves what is not a file alone', () => {
    for (const url of ['/docs/x', 'https://a.example/x.png', '#top', './other.mdx']) expect(resolveAsset(url, 'docs/a.mdx', { root })).toBeNull();
  });
});
