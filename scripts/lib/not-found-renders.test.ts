import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { notFoundRenderFiles, removeNotFoundRenders } from './not-found-renders';

describe('pages rendered as not found', () => {
  const html: Record<string, string> = {
    'docs/tags/_.html': '<html><script>self.__next_f.push([1,"…\\"digest\\":\\"NEXT_HTTP_ERROR_FALLBACK;404\\"…"])</script></html>',
    'docs/About.html': '<html><h1>About</h1></html>',
    '404.html': '<html>NEXT_HTTP_ERROR_FALLBACK;404</html>',
  };
  const files = ['404.html', 'docs/About.html', 'docs/About.txt', 'docs/tags/_.html', 'docs/tags/_.txt', 'docs/tags/_/__next._tree.txt', 'docs/tags/_x.html'];

  it('are found by Next’s not-found digest, with their payload and prefetch files; the 404 page stays', () => {
    expect(notFoundRenderFiles(files, (file) => html[file] ?? '')).toEqual(['docs/tags/_.html', 'docs/tags/_.txt', 'docs/tags/_/__next._tree.txt']);
  });

  it('include a route handler’s placeholder file, which answered 404', () => {
    expect(notFoundRenderFiles(['sidebar-items/_', 'sidebar-items/0123456789abcdef.json', 'docs/About.html'], () => '')).toEqual(['sidebar-items/_']);
  });

  it('go from the export with the folder they leave empty', () => {
    const root = mkdtempSync(join(tmpdir(), 'not-found-'));
    try {
      mkdirSync(join(root, 'sidebar-items'));
      mkdirSync(join(root, 'docs'));
      writeFileSync(join(root, 'sidebar-items/_'), '');
      writeFileSync(join(root, 'docs/About.html'), '<h1>About</h1>');
      expect(removeNotFoundRenders(root, ['sidebar-items/_', 'docs/About.html'])).toEqual(['sidebar-items/_']);
      expect(existsSync(join(root, 'sidebar-items'))).toBe(false);
      expect(existsSync(join(root, 'docs/About.html'))).toBe(true);
    } finally {
      rmSync(root, { recursive: true });
    }
  });

  it('leave no empty folder behind, also one whose only content was an emptied subfolder', () => {
    // With no doc tags, docs/tags/ holds only the not-found render of /docs/tags/_ and its `_/` folder.
    const root = mkdtempSync(join(tmpdir(), 'not-found-'));
    try {
      mkdirSync(join(root, 'docs/tags/_'), { recursive: true });
      const tagFiles = ['docs/tags/_.html', 'docs/tags/_.txt', 'docs/tags/_/__next._tree.txt'];
      for (const file of tagFiles) writeFileSync(join(root, file), html['docs/tags/_.html']!);
      writeFileSync(join(root, 'docs/About.html'), html['docs/About.html']!);
      expect(removeNotFoundRenders(root, [...tagFiles, 'docs/About.html'])).toEqual(tagFiles);
      expect(existsSync(join(root, 'docs/tags'))).toBe(false);
      expect(existsSync(join(root, 'docs/About.html'))).toBe(true);
    } finally {
      rmSync(root, { recursive: true });
    }
  });
});
