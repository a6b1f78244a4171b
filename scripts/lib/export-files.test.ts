import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { redirectPageHtml } from '../../lib/redirects/redirect-page';
import { listFiles, readExportPages, routeOfHtmlFile } from './export-files';

const root = mkdtempSync(join(tmpdir(), 'export-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('listFiles', () => {
  it('lists every file under a folder, sorted, with forward slashes, and does not enter the folders it is told to skip', () => {
    for (const file of ['b.html', 'docs/a.html', 'node_modules/pkg/index.ts', 'docs/node_modules/x.ts']) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), '');
    }
    expect(listFiles(root)).toEqual(['b.html', 'docs/a.html', 'docs/node_modules/x.ts', 'node_modules/pkg/index.ts']);
    expect(listFiles(root, new Set(['node_modules']))).toEqual(['b.html', 'docs/a.html']);
  });
});

describe('routeOfHtmlFile', () => {
  it('gives the clean route of an exported page', () => {
    expect(routeOfHtmlFile('docs/About.html')).toBe('/docs/About');
    expect(routeOfHtmlFile('index.html')).toBe('/');
  });
});

describe('readExportPages', () => {
  it("reads the export's HTML pages, leaving out Next's assets, the static files copied from public/ as they are, and redirect pages", () => {
    const out = join(root, 'pages-out');
    const publicDir = join(root, 'pages-public');
    const files = ['index.html', 'docs/a.html', '_next/static/x.html', 'google1234.html', 'img/logo.svg', 'blog/2025/01/25/old-name.html'];
    for (const file of files) {
      mkdirSync(join(out, file, '..'), { recursive: true });
      writeFileSync(join(out, file), `<html><head></head><body>${file}</body></html>`);
    }
    writeFileSync(join(out, 'blog/2025/01/25/old-name.html'), redirectPageHtml({ from: '/blog/2025/01/25/old-name', to: '/blog/2025/01/25', title: 'Post' }, 'https://site.example', 'en'));
    mkdirSync(publicDir, { recursive: true });
    writeFileSync(join(publicDir, 'google1234.html'), 'google-site-verification: google1234.html');
    expect(readExportPages(out, files, publicDir).map((page) => [page.file, page.route])).toEqual([
      ['index.html', '/'],
      ['docs/a.html', '/docs/a'],
    ]);
  });
});
