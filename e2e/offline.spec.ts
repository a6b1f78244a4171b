import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
// @ts-expect-error: a plain ES module without types, run by node directly
import { brotliStore, createPreviewServer } from '../scripts/serve.mjs';
import { RETIRING_SERVICE_WORKER } from '../scripts/lib/service-worker';
import { test, expect, hydrated, openSearchModal } from './fixtures';

// Issue 35, item 1: the service worker keeps visited pages and the search data for reading offline.
// Every other spec blocks service workers (playwright.config.ts), so their requests stay their own.
// Offline, a page may come from the worker's caches without the scripts it would hydrate with: each
// test waits for what it needs (searchFor hydrates through openSearchModal).
test.use({ serviceWorkers: 'allow', hydrateOnGoto: false });
// Offline, the browser logs each request the worker could not answer from its caches.
const OFFLINE_ERRORS = [/net::ERR_INTERNET_DISCONNECTED/, /Failed to fetch/, /Failed to load resource/];

async function controlled(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 15_000 });
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
  // Pagefind starts again and asks for its metadata with a new ?ts=: the worker answers by path.
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

test("offline, a folded sidebar category opened online opens again: its file is kept like the site's other files", async ({ page, context, allowConsoleErrors }) => {
  allowConsoleErrors(...OFFLINE_ERRORS);
  await page.goto('/docs/e2e-structure');
  await controlled(page);
  // The toggle does nothing until React has hydrated it (this spec's goto and reload do not wait).
  await hydrated(page);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const file = page.waitForResponse(/\/sidebar-items\/[0-9a-f]{16}\.json$/);
  await sidebar.getByRole('button', { name: 'Folded' }).click();
  await expect(sidebar.getByRole('link', { name: 'Folded doc' })).toBeVisible();
  // In the worker's caches, not only the browser's HTTP cache (which the file's name lets keep it too).
  const url = (await file).url();
  const cachedIn = () =>
    page.evaluate(async (wanted) => {
      for (const name of await caches.keys()) if (await (await caches.open(name)).match(wanted)) return name;
      return null;
    }, url);
  await expect.poll(cachedIn).not.toBeNull();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Structure intro' })).toBeVisible();
  await hydrated(page);
  await sidebar.getByRole('button', { name: 'Folded' }).click();
  await expect(sidebar.getByRole('link', { name: 'Folded doc' })).toBeVisible();
  await context.setOffline(false);
});

test.describe('a new build', () => {
  // The site on a server of its own, whose worker can change without touching out/: another origin,
  // so no other test's browser sees this worker, nor this test another's.
  let server: Server;
  let origin = '';
  let worker: 'built' | 'rebuilt' | 'retiring' = 'built';
  test.beforeAll(async () => {
    const root = resolve('out');
    // A fresh preview server makes each file's Brotli body at quality 10 on its first request, and
    // the page's link checks and prefetches ask for twenty pages at once: on a loaded machine those
    // answers took seconds each, the old worker's fetches waited on them, and a new worker takes over
    // only once the old one has no event in flight (Service Workers, "Try Activate"). The retiring
    // worker then waited past a minute in about one run in ten. Quality 4 answers at once; this test
    // is about the workers, not the bodies' size.
    const site = createPreviewServer({ root, brotli: brotliStore({ quality: 4 }) }) as Server;
    const original = readFileSync(resolve(root, 'sw.js'), 'utf8');
    server = createServer((request, response) => {
      if (worker !== 'built' && request.url === '/sw.js') {
        // Any change to the worker's bytes is a new version to the browser; the retiring worker is
        // what a build with offline.enabled false serves.
        response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
        response.end(worker === 'rebuilt' ? `${original}\n// rebuilt\n` : RETIRING_SERVICE_WORKER);
        return;
      }
      site.emit('request', request, response);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

  test('is offered with a Reload button, and taken only when pressed', async ({ page }) => {
    test.slow();
    worker = 'built';
    await page.goto(`${origin}/docs/About`);
    await controlled(page);
    const prompt = page.getByRole('status').filter({ hasText: 'A new version of this site is available.' });
    await expect(prompt).toHaveCount(0);

    worker = 'rebuilt';
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    // The new worker installs (precaching what changed) and waits: the page stays as it is.
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
    const waiting = () => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
    expect(await waiting()).toBe(true);
    await page.evaluate(() => ((window as { beforeReload?: boolean }).beforeReload = true));

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await controlled(page);
    expect(await page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
    await expect(prompt).toHaveCount(0);
    expect(await waiting()).toBe(false);
  });

  test('with offline reading turned off, removes a returning visitor’s worker and caches', async ({ page }) => {
    test.slow();
    worker = 'built';
    await page.goto(`${origin}/docs/About`);
    await controlled(page);
    const state = () =>
      page
        .evaluate(async () => ({
          registered: Boolean(await navigator.serviceWorker.getRegistration()),
          caches: (await caches.keys()).some((name) => name.startsWith('site-') || name.startsWith('serwist-')),
        }))
        .catch(() => null); // the page was reloading
    await expect.poll(state).toEqual({ registered: true, caches: true });

    worker = 'retiring';
    // The new build's pages register no worker (its layout renders no registration).
    await page.addInitScript(() => Object.defineProperty(navigator.serviceWorker, 'register', { value: async () => undefined }));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    // It takes over at once (the page reloads, as for any new worker), empties the caches and goes.
    await expect.poll(state, { timeout: 20_000 }).toEqual({ registered: false, caches: false });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  });
});
