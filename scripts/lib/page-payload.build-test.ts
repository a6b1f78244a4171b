import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedHtmlPages, listFiles } from './export-files';
import { pageWithOnePayloadScript } from './page-payload';

/**
 * The post-build step "page payloads" (scripts/lib/page-payload.ts). Next's own prerendered home page
 * (.next/server/app/index.html, which the post-build never touches) shows whether Next still repeats
 * the stylesheets (vercel/next.js#98110); the export shows the step's work on every page.
 */
const out = join(process.cwd(), 'out');
const nextsOwn = join(process.cwd(), '.next', 'server', 'app', 'index.html');
const built = existsSync(join(out, 'index.html')) && existsSync(nextsOwn);

describe.skipIf(!built)('page payloads', () => {
  it("canary: Next still repeats the document's stylesheets for the global-error boundary (once this fails, remove that part of the step)", () => {
    const nexts = pageWithOnePayloadScript(readFileSync(nextsOwn, 'utf8'));
    expect(nexts.scripts).toBeGreaterThan(1);
    expect(nexts.removed).toBeGreaterThan(0);
  });

  it('every exported page has its payload in one script, with no stylesheet repeated', () => {
    const pages = exportedHtmlPages(out, listFiles(out));
    expect(pages.length).toBeGreaterThan(10);
    const others = pages.map((page) => ({ file: page.file, ...pageWithOnePayloadScript(page.html) })).filter(({ scripts, removed }) => scripts !== 1 || removed !== 0);
    expect(others.map(({ file, scripts, removed }) => `${file}: ${scripts} payload scripts, ${removed} repeated stylesheets`)).toEqual([]);
  });
});
