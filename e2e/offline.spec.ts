import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, openSearchModal } from './fixtures';

// Issue 35, item 1: the service worker keeps visited pages and the search data for reading offline.
// Every other spec blocks service workers (playwright.config.ts), so their requests stay their own.
test.use({ serviceWorkers: 'allow' });
// offline.enabled is on unless the build ran with SITE_OFFLINE=off: a build without the worker fails here.
test.beforeAll(() => {
  expect(existsSync(join(process.cwd(), 'out', 'sw.js')), 'out/sw.js: the build has no service worker (was it built with SITE_OFFLINE=off?)').toBe(true);
});
// Offline, the browser logs each request the worker could not answer from its caches.
const OFFLINE_ERRORS = [/net::ERR_INTERNET_DISCONNECTED/, /Failed to fetch/, /Failed to load resource/];

async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, undefined, { timeout: 15_000 });
}

async function searchFor(page: Page, query: string) {
  const input = await openSearchModal(page);
  await input.fill(query);
  return page.getByRole('treeitem').locator('a[href^="/docs/Vital/UserGuide/Filters"]').first();
}

test('offline, a visited doc opens and search finds it; an unvisited page shows the offline page', async ({ page, context, allowConsoleErrors }) => {
  allowConsoleErrors(...OFFLINE_ERRORS);
  await page.goto('/docs/Vital/UserGuide/Filters');
  await controlled(page);
  // Online once, so the engine and the index chunks for this query are fetched (and kept).
  await expect(await searchFor(page, 'resonance')).toBeVisible();
  await page.keyboard.press('Escape');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Filters' })).toBeVisible();
  await expect(await searchFor(page, 'resonance')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/docs/Vital/UserGuide/Effects');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  const available = page.getByRole('list', { name: 'Pages available offline' });
  await expect(available.getByRole('link', { name: '/docs/Vital/UserGuide/Filters' })).toBeVisible();
  await available.getByRole('link', { name: '/docs/Vital/UserGuide/Filters' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Filters' })).toBeVisible();
  await context.setOffline(false);
});

test('a new build is offered with a Reload button, and taken only when pressed', async ({ page }) => {
  test.slow();
  const worker = join(process.cwd(), 'out', 'sw.js');
  const original = readFileSync(worker, 'utf8');
  await page.goto('/docs/About');
  await controlled(page);
  const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  const prompt = page.getByRole('status').filter({ hasText: 'A new version of this site is available.' });
  await expect(prompt).toHaveCount(0);
  try {
    // A rebuilt site: any change to the worker's bytes is a new version to the browser.
    writeFileSync(worker, `${original}\n// rebuilt\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    // The new worker precaches the shell before it waits.
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.waitForEvent('load');
    await controlled(page);
    await expect(prompt).toHaveCount(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(before);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting)).toBeNull();
  } finally {
    writeFileSync(worker, original);
  }
});
