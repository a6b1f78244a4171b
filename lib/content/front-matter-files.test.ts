import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { frontMatterFileReferences, frontMatterFileUrl } from './front-matter-files';

const root = mkdtempSync(join(tmpdir(), 'front-matter-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'content/blog/2024-06-02-tour'), { recursive: true });
writeFileSync(join(root, 'content/blog/2024-06-02-tour/cover.png'), 'a cover');

describe('front matter that names a file beside the page', () => {
  it("is a value that starts with ./, as Docusaurus's createAssets reads it: the image and the pictures a post gives its authors", () => {
    const frontMatter = {
      image: './cover.png',
      authors: ['robin', { name: 'Sam', image_url: './sam.png' }, { key: 'robin', imageURL: './robin.jpg' }, { name: 'Ada', image_url: '/img/ada.png' }],
      author_image_url: './old.png',
    };
    expect(frontMatterFileReferences(frontMatter)).toEqual([
      { key: 'image', url: './cover.png' },
      { key: 'authors[1].image_url', url: './sam.png' },
      { key: 'authors[2].imageURL', url: './robin.jpg' },
      { key: 'author_image_url', url: './old.png' },
    ]);
    expect(frontMatterFileReferences({ image: '/img/card.png', authors: { name: 'Solo', image_url: './solo.png' } })).toEqual([{ key: 'authors[0].image_url', url: './solo.png' }]);
  });

  it('is published under its hashed name, and any other value is kept as written', () => {
    expect(frontMatterFileUrl('./cover.png', 'blog/2024-06-02-tour/index.md', 'image', { root })).toMatch(/^\/assets\/images\/cover-[0-9a-f]{8}\.png$/);
    expect(frontMatterFileUrl('/img/card.png', 'blog/2024-06-02-tour/index.md', 'image', { root })).toBe('/img/card.png');
    expect(frontMatterFileUrl('https://example.com/a.png', 'blog/2024-06-02-tour/index.md', 'image', { root })).toBe('https://example.com/a.png');
  });

  it('fails, naming the page, the key and the file looked for, when the file is not there', () => {
    expect(() => frontMatterFileUrl('./missing.png', 'blog/2024-06-02-tour/index.md', 'author "Sam" image_url', { root })).toThrow(
      'content/blog/2024-06-02-tour/index.md: front matter author "Sam" image_url: "./missing.png" names content/blog/2024-06-02-tour/missing.png, which does not exist.',
    );
  });
});
