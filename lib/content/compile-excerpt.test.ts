import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileExcerpt } from './compile-excerpt';
import { INLINE_SVG_GLOBAL } from './inline-svg';

describe('compileExcerpt', () => {
  it("compiles in the post's folder, so that a file beside the post, imported before the truncate marker, resolves", { timeout: 60_000 }, async () => {
    const root = mkdtempSync(join(tmpdir(), 'excerpt-'));
    const folder = join(root, 'content/blog/2026-05-24-post');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'chart.svg'), '<svg viewBox="0 0 1 1" role="img" aria-label="Chart"><rect width="1" height="1"/></svg>');
    const cwd = process.cwd();
    // The compile resolves the post's files under content/ of the working directory, as the build does.
    process.chdir(root);
    try {
      const code = await compileExcerpt("import Chart from './chart.svg';\n\nThe year in one chart.\n\n<Chart />\n", 'blog/2026-05-24-post/index.mdx', {}, false);
      expect(code).toContain(INLINE_SVG_GLOBAL);
      expect(code).toContain('aria-label="Chart"');
    } finally {
      process.chdir(cwd);
      rmSync(root, { recursive: true, force: true });
    }
  });
});
