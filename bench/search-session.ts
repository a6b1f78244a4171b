/**
 * Bytes a visitor downloads for search on the built site: opening the modal, then each query of a
 * short session. Serves out/ on loopback, drives Debian's Chromium, prints a Markdown table.
 * Usage: npm run build && tsx bench/search-session.ts [queries…]
 */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';

const port = 3210;
const queries = process.argv.slice(2).length ? process.argv.slice(2) : ['oscillator', 'filter cutoff', 'envelope', 'wavetable', 'reverb'];
const server = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 800));

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
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
  const rows: string[] = ['| Step | Requests | Bytes transferred |', '|---|---:|---:|'];
  await page.getByRole('button', { name: 'Search' }).first().click();
  await page.getByPlaceholder('Search docs').waitFor();
  await page.waitForLoadState('networkidle');
  rows.push(`| Open the modal | ${requests} | ${bytes.toLocaleString('en')} |`);
  let total = bytes;
  for (const query of queries) {
    bytes = 0;
    requests = 0;
    await page.getByPlaceholder('Search docs').fill(query);
    await page.waitForTimeout(700); // let the debounced search start before waiting for the network
    await page.waitForLoadState('networkidle');
    rows.push(`| Query “${query}” | ${requests} | ${bytes.toLocaleString('en')} |`);
    total += bytes;
  }
  rows.push(`| **Session total** | | **${total.toLocaleString('en')}** |`);
  console.log(rows.join('\n'));
} finally {
  await browser.close();
  server.kill();
}
