import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../scripts/lib/export-files';
import { renderBlockingStylesheets } from './lib/stylesheets';

/**
 * At most one render-blocking stylesheet on any exported page (issue 36). The styles stay beside
 * their components in the source; `experimental.inlineCss` in next.config.ts puts them in the page.
 * Part of the 'build' project, like the byte budgets beside it.
 */
const out = join(process.cwd(), 'out');
const built = existsSync(join(out, 'index.html'));

describe.skipIf(!built)('render-blocking stylesheets', () => {
  it('no exported page links more than one', () => {
    const pages = listFiles(out, new Set(['_next'])).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    const over = pages
      .map((page) => ({ page, sheets: renderBlockingStylesheets(readFileSync(join(out, page), 'utf8')) }))
      .filter(({ sheets }) => sheets.length > 1)
      .map(({ page, sheets }) => `${page}: ${sheets.length} (${sheets.join(', ')})`);
    expect(over, 'pages linking more than one render-blocking stylesheet').toEqual([]);
  });
});
