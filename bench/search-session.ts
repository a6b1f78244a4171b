/**
 * Bytes a visitor downloads for search on the built site: opening the modal, then each query of a
 * short session. Serves out/ on loopback, drives Debian's Chromium, prints a Markdown table.
 * Usage: npm run build && npm run bench:search:site [-- --write] [-- queries…]
 *   --write  replaces the real-site search section of BENCHMARKS.md with this run's table.
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { RECORDS_FILE } from '../scripts/lib/search-index';
import { chromiumLaunchOptions } from '../scripts/lib/chromium';
import { serveExport } from './lib/harness';
import { replaceSection } from './lib/report';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string', default: process.env.BENCH_PORT ?? '3210' }, write: { type: 'boolean', default: false } },
});
const port = Number(args.port);
const queries = positionals.length ? positionals : ['oscillator', 'filter cutoff', 'envelope', 'wavetable', 'reverb'];
const server = await serveExport(port);

const browser = await chromium.launch(chromiumLaunchOptions());
const chromiumVersion = browser.version();
const rows: string[] = ['| Step | Requests | Bytes transferred |', '|---|---:|---:|'];
try {
  const page = await browser.newPage();
  let bytes = 0;
  let requests = 0;
  // Playwright reports the search worker's requests too (Pagefind searches in a web worker).
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes();
    bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    requests++;
  });
  await page.goto(`http://localhost:${port}/docs/About`, { waitUntil: 'networkidle' });
  bytes = 0;
  requests = 0;
  await page.getByRole('button', { name: 'Search' }).first().click();
  await page.getByPlaceholder('Search docs').waitFor();
  await page.waitForLoadState('networkidle');
  rows.push(`| Open the modal (DocSearch code and styles) | ${requests} | ${bytes.toLocaleString('en')} |`);
  let total = bytes;
  for (const [i, query] of queries.entries()) {
    bytes = 0;
    requests = 0;
    await page.getByPlaceholder('Search docs').fill(query);
    // The query's results are in once a hit highlights one of its words (no two queries share a word).
    await page.waitForFunction((words) => {
      const marks = [...document.querySelectorAll('.DocSearch-Hit mark')].map((m) => m.textContent?.toLowerCase() ?? '').filter(Boolean);
      return marks.some((mark) => words.some((word) => word.startsWith(mark) || mark.startsWith(word)));
    }, query.toLowerCase().split(/\s+/));
    await page.waitForLoadState('networkidle');
    const what = i === 0 ? ' (engine, WebAssembly, index chunks, page fragments)' : '';
    rows.push(`| Query “${query}”${what} | ${requests} | ${bytes.toLocaleString('en')} |`);
    total += bytes;
  }
  rows.push(`| **Session of ${queries.length} queries, modal included** | | **${total.toLocaleString('en')}** |`);
} finally {
  await browser.close();
  server.close();
}

const records = JSON.parse(readFileSync(RECORDS_FILE, 'utf8')) as { url_without_anchor: string }[];
const pages = new Set(records.map((r) => r.url_without_anchor)).size;
const table = [
  `Built-in engine (Pagefind index of one document a page, each carrying the page's DocSearch-shaped records; ${records.length.toLocaleString('en')} records from ${pages} pages). Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.versions.node}, Debian Chromium ${chromiumVersion}, by \`npm run bench:search:site\` through the local static server, compressed as it compresses for Chromium, as a visitor's browser sees it.`,
  '',
  ...rows,
].join('\n');
console.log(table);
if (args.write) {
  replaceSection('BENCHMARKS.md', 'search-site', table);
  console.log('\nBENCHMARKS.md updated.');
}
