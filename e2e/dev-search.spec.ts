import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';

/**
 * Search in `npm run dev` (scripts/dev-search.ts), against a dev server this spec starts on its own
 * port: the index is there once the server is, and a doc saved with a new word is found by that word
 * after the refresh the save sets off, and so is the word of a second save; and a partial saved alone
 * shows on the page that imports it. The plain Playwright test, not ./fixtures: the dev server's
 * own console noise (HMR, React's development warnings) is not what this checks.
 */
const DEV_PORT = Number(process.env.E2E_PORT ?? 3100) + 100;
const ORIGIN = `http://localhost:${DEV_PORT}`;
const EDITED = 'content/docs/e2e/structure/orphan.mdx';
const EDITED_ROUTE = '/docs/e2e/structure/orphan';
const INDEXED = /dev search: (\d+) pages \((\d+) fetched\), \d+ records, indexed in ([\d.]+) s/;
/** A partial, and the page that imports it (scripts/dev-dependencies.ts). */
const PARTIAL = 'content/docs/e2e/docusaurus-site/_partials/_before-you-start.md';
const IMPORTER = 'docs/e2e/docusaurus-site/index.md';
const IMPORTER_ROUTE = '/docs/e2e/docusaurus-site';

let dev: ChildProcess | null = null;
let output = '';
const original = readFileSync(EDITED, 'utf8');
const partialOriginal = readFileSync(PARTIAL, 'utf8');

/** The first "indexed" line the dev server's search process prints after `from` characters of output that fetched at least `fetched` pages. */
function indexedAfter(from: number, fetched = 0): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = [...output.slice(from).matchAll(new RegExp(INDEXED, 'g'))].find((m) => Number(m[2]) >= fetched);
      if (match) {
        dev?.stdout?.off('data', check);
        resolve(match);
      }
    };
    dev?.stdout?.on('data', check);
    dev?.once('exit', (code) => reject(new Error(`npm run dev exited (${code}):\n${output.slice(-2000)}`)));
    check();
  });
}

/** The modal on the edited doc (the one route the dev server compiles for this spec), with `query` typed. */
async function searchFor(page: Page, query: string) {
  await page.goto(`${ORIGIN}${EDITED_ROUTE}`);
  const input = page.getByPlaceholder('Search docs');
  // In development the button does nothing until the page has hydrated, which takes a while.
  await expect(async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).click();
    await expect(input).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 120_000 });
  await input.fill(query);
  return page.getByRole('treeitem').locator('a');
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The generated content made current first, as a build leaves it: the start then has nothing to
  // index again (an earlier run of this spec stopped the server with its edits in .contentlayer/).
  const content = spawnSync('npm', ['run', 'build:content'], { env: { ...process.env, SITE_VARIANT: 'e2e' }, encoding: 'utf8' });
  expect(content.status, content.stderr).toBe(0);
  // Its own group, so the whole of npm run dev (concurrently and its three children) stops with it.
  dev = spawn('npm', ['run', 'dev'], { env: { ...process.env, PORT: String(DEV_PORT), SITE_VARIANT: 'e2e' }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  dev.stdout!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  dev.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
});

test.afterAll(async () => {
  // The server stops before the files are put back: put back while it ran, a file it had not compiled
  // again before stopping left .contentlayer/ with the edited text, a change for the next start.
  if (dev?.pid) {
    const exited = new Promise((resolve) => dev!.once('exit', resolve));
    process.kill(-dev.pid, 'SIGTERM');
    await exited;
  }
  writeFileSync(EDITED, original);
  writeFileSync(PARTIAL, partialOriginal);
});

test('search in npm run dev finds the site’s pages, and a saved doc by its new word, save after save', async ({ page }) => {
  test.setTimeout(300_000);
  const first = await indexedAfter(0);
  console.log(`dev search: first index ${first[1]} pages in ${first[3]} s`);
  expect(Number(first[1])).toBeGreaterThan(20);

  await expect((await searchFor(page, 'night ferry')).first()).toHaveAttribute('href', /^\/docs\/My-Pieces\/Twelve/, { timeout: 30_000 });

  // Words no page holds, nor any close to them (the versions fixture uses "quillwort"), so each
  // finds nothing until saved. Two saves: contentlayer2 rewrites the same generated file each time,
  // and a watcher that follows only the first rewrite (Node's recursive fs.watch) misses the second.
  for (const [n, word] of ['xanthoglyph', 'zymurgite'].map((stem, i) => [i + 1, `${stem}${Date.now().toString(36)}`] as const)) {
    await searchFor(page, word);
    await expect(page.getByText('No results for')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('strong', { hasText: word })).toBeVisible();
    const from = output.length;
    writeFileSync(EDITED, `${original.trimEnd()}\n\nA word added while the dev server runs: ${word}.\n`);
    // A refresh already under way when the file was saved may print first, having fetched nothing.
    const refreshed = await indexedAfter(from, 1);
    console.log(`dev search: refresh after save ${n} ${refreshed[3]} s (${refreshed[2]} page fetched)`);
    // One index at start and one per save: the generated files written again as the server starts,
    // with the same documents, are no reason to index again beside the first saves.
    expect(output.slice(0, refreshed.index! + refreshed[0].length + from).match(new RegExp(INDEXED, 'g'))).toHaveLength(n + 1);
    await expect((await searchFor(page, word)).first()).toHaveAttribute('href', new RegExp(`^${EDITED_ROUTE}`), { timeout: 30_000 });
  }
});

test('a partial saved while npm run dev runs shows on the page that imports it', async ({ page }) => {
  test.setTimeout(180_000);
  await indexedAfter(0);
  const word = `partialsave${Date.now().toString(36)}`;
  const from = output.length;
  writeFileSync(PARTIAL, `${partialOriginal.trimEnd()}\n\nSaved while the dev server runs: ${word}.\n`);
  // contentlayer2 follows documents only: the page's document is given a new time, then compiled again.
  await expect.poll(() => output.slice(from), { timeout: 30_000 }).toContain(`${IMPORTER}: a file it reads changed`);
  await expect(async () => {
    await page.goto(`${ORIGIN}${IMPORTER_ROUTE}`);
    await expect(page.getByText(`Saved while the dev server runs: ${word}.`)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 120_000 });
});
