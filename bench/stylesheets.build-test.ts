import { existsSync, readdirSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderBlockingStylesheets } from './lib/stylesheets';

/**
 * At most one render-blocking stylesheet on any exported page (issue 36). The styles stay beside
 * their components in the source; `experimental.inlineCss` in next.config.ts puts them in the page.
 * Part of the 'build' project, like the byte budgets beside it.
 */
const out = join(process.cwd(), 'out');
const built = existsSync(join(out, 'index.html'));

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

describe.skipIf(!built)('render-blocking stylesheets', () => {
  it('no exported page links more than one', () => {
    const pages = htmlFiles(out);
    expect(pages.length).toBeGreaterThan(10);
    const over = pages
      .map((file) => ({ page: relative(out, file), sheets: renderBlockingStylesheets(readFileSync(file, 'utf8')) }))
      .filter(({ sheets }) => sheets.length > 1)
      .map(({ page, sheets }) => `${page}: ${sheets.length} (${sheets.join(', ')})`);
    expect(over, 'pages linking more than one render-blocking stylesheet').toEqual([]);
  });
});
