import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postFilesIn } from './post-files';

const content = mkdtempSync(join(tmpdir(), 'post-files-'));
afterAll(() => rmSync(content, { recursive: true, force: true }));

describe('postFilesIn', () => {
  it('lists every Markdown file under blog/, in folders or not, but not partials or images', () => {
    for (const file of ['a.mdx', 'b.md', '_partial.mdx', 'c/index.mdx', 'c/diagram.png', 'c/notes.md', 'c/_notes.md', '_shared/index.md', 'd/e/index.mdx', '2021/05-12-f/index.md']) {
      mkdirSync(join(content, 'blog', file, '..'), { recursive: true });
      writeFileSync(join(content, 'blog', file), '');
    }
    expect(postFilesIn(content, { docs: {}, blog: {} })).toEqual(['blog/2021/05-12-f/index.md', 'blog/a.mdx', 'blog/b.md', 'blog/c/index.mdx', 'blog/c/notes.md', 'blog/d/e/index.mdx']);
  });

  it('leaves out what blog.exclude names, read from the blog folder', () => {
    expect(postFilesIn(content, { docs: { exclude: ['**'] }, blog: { exclude: ['**/notes.md', 'd'] } })).toEqual(['blog/2021/05-12-f/index.md', 'blog/a.mdx', 'blog/b.md', 'blog/c/index.mdx']);
  });

  it("lists none with blog: false, Docusaurus's site without a blog, whatever the folder holds", () => {
    expect(postFilesIn(content, { docs: {}, blog: false })).toEqual([]);
  });
});
