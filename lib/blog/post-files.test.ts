import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postFilesIn } from './post-files';

const content = mkdtempSync(join(tmpdir(), 'post-files-'));
afterAll(() => rmSync(content, { recursive: true, force: true }));

describe('postFilesIn', () => {
  it("lists each post's file and each post folder's index, not partials, images or other files", () => {
    for (const file of ['a.mdx', 'b.md', '_partial.mdx', 'c/index.mdx', 'c/diagram.png', 'c/notes.md', '_shared/index.md', 'd/e/index.mdx']) {
      mkdirSync(join(content, 'blog', file, '..'), { recursive: true });
      writeFileSync(join(content, 'blog', file), '');
    }
    expect(postFilesIn(content)).toEqual(['blog/a.mdx', 'blog/b.md', 'blog/c/index.mdx']);
  });
});
