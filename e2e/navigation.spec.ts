import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import handler from 'serve-handler';
import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';

// Issue 3 / spec §2 "Navigation behaviour", §4 route loading, §7 analytics, §8 errors.

/** Emulates the Network Information API, which decides whether links prefetch. */
async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((value) => {
    const target = Object.assign(new EventTarget(), value);
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => target });
  }, connection);
}

/** Remembers whether the spinner or the progress bar ever showed, however briefly. */
async function recordLoadingIndicators(page: Page) {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { __seen: Set<string> }).__seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) seen.add('progress bar');
      for (const status of document.querySelectorAll('[role="status"]')) if (status.textContent?.includes('Loading page')) seen.add('spinner');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const seenIndicators = (page: Page) => page.evaluate(() => [...(window as unknown as { __seen: Set<string> }).__seen].sort());

const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] === '1';

test.describe('route loading', () => {
  test('a route slower than 200 ms shows the spinner and the progress bar, then the page', async ({ page }) => {
    await emulateConnection(page, { effectiveType: '3g', saveData: true }); // no prefetch, so the click loads the route
    await page.route('**/docs/My-Pieces/Main.txt*', async (route) => {
      await new Promise((done) => setTimeout(done, 1500));
      await route.continue();
    });
    await page.goto('/docs/About');
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading page…' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Page loading progress' })).toBeAttached();
    await expect(page).toHaveURL(/\/docs\/My-Pieces\/Main$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Pieces');
    await expect(page.getByRole('status').filter({ hasText: 'Loading page…' })).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  for (const how of ['Enter', 'a click'] as const) {
    test(`a search hit chosen with ${how} on a slow route shows the spinner while the modal is gone`, async ({ page }) => {
      await emulateConnection(page, { effectiveType: '3g', saveData: true });
      await page.route('**/docs/Vital/**.txt*', async (route) => {
        await new Promise((done) => setTimeout(done, 1500));
        await route.continue();
      });
      await page.goto('/docs/About');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('combobox').fill('filter cutoff');
      const active = page.getByRole('dialog').getByRole('treeitem', { selected: true }).getByRole('link');
      const href = (await active.getAttribute('href'))!;
      expect(href).toMatch(/^\/docs\/Vital\//);
      if (how === 'Enter') await page.keyboard.press('Enter');
      else await active.click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: 'Loading page…' })).toBeVisible();
      await expect(page).toHaveURL(new URL(href, page.url()).href);
      await expect(page.getByRole('status').filter({ hasText: 'Loading page…' })).toHaveCount(0);
    });
  }

  test('a route faster than 200 ms shows neither', async ({ page }) => {
    await emulateConnection(page, { effectiveType: '3g', saveData: true });
    await recordLoadingIndicators(page);
    await page.route('**/docs/My-Pieces/Main.txt*', async (route) => {
      await new Promise((done) => setTimeout(done, 40));
      await route.continue();
    });
    // The page's clock stands still during the navigation, so "faster than 200 ms" holds however
    // busy the machine is; then it runs 300 ms on, when an indicator that was only late would show.
    await page.clock.install();
    await page.goto('/docs/About');
    await page.waitForLoadState('networkidle');
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Pieces');
    await page.clock.runFor(300);
    expect(await seenIndicators(page)).toEqual([]);
  });

  test('a page whose code fails to load shows the error and Retry, and Retry loads it', async ({ page, consoleErrors }) => {
    await page.goto('/docs/About');
    await page.waitForLoadState('networkidle');
    const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)));
    // Every script this page has not needed yet fails, as after a deploy removed them.
    await page.route('**/_next/static/chunks/**', (route) => (loaded.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort()));
    await page.getByRole('link', { name: 'API reference', exact: true }).first().click();
    const box = page.getByRole('alert').filter({ hasText: 'Failed to load chunk' });
    await expect(box).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
    await page.unrouteAll();
    await box.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL(/\/api$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Music Theory API' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load chunk' })).toHaveCount(0);
    consoleErrors.length = 0; // the aborted downloads and the caught error are logged on purpose
  });

  test('a route whose payload fails logs a warning and loads the page in full', async ({ page, consoleErrors }) => {
    await emulateConnection(page, { effectiveType: '4g', saveData: true });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/blog.txt*', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/docs/About');
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage ?? false)).toBe(false);
    await expect.poll(() => warnings).toContain('Route preload failed for /blog; it was loaded as a full page instead.');
    consoleErrors.length = 0; // the browser logs the 500 response
  });
});

test.describe('prefetch policy', () => {
  for (const [connection, expected] of [
    [{ effectiveType: '4g', saveData: false }, 'prefetches'],
    [{ effectiveType: '2g', saveData: false }, 'none'],
    [{ effectiveType: 'slow-2g', saveData: false }, 'none'],
    [{ effectiveType: '4g', saveData: true }, 'none'],
  ] as const) {
    test(`${connection.effectiveType}${connection.saveData ? ' with save-data' : ''}: ${expected}`, async ({ page }) => {
      await emulateConnection(page, connection);
      const prefetches: string[] = [];
      page.on('request', (request) => {
        if (isPrefetch(request)) prefetches.push(request.url());
      });
      await page.goto('/docs/About');
      await page.waitForLoadState('networkidle');
      if (expected === 'none') expect(prefetches).toEqual([]);
      else expect(prefetches.length).toBeGreaterThan(5);
    });
  }
});

test.describe('scroll', () => {
  test('a switch to another page starts at the top', async ({ page }) => {
    await page.goto('/docs/Vital/UserGuide/Filters');
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/Envelopes-and-LFOs$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a switch to a page with a hash scrolls to that heading', async ({ page }) => {
    await page.goto('/search?q=resonance');
    const hit = page.getByRole('main').getByRole('link').filter({ hasText: /resonance/i }).and(page.locator('a[href*="#"]')).first();
    const href = (await hit.getAttribute('href')) ?? '';
    const id = decodeURIComponent(href.split('#')[1] ?? '');
    expect(id).not.toBe('');
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    const target = page.locator(`[id="${id}"]`);
    await expect(target).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('changing only the search string does not scroll', async ({ page }) => {
    await page.goto('/search?q=filter');
    await expect(page.getByRole('main').getByRole('link').nth(10)).toBeVisible();
    // Far enough to notice a jump to the top, near enough that the field stays on screen as it is typed in.
    await page.evaluate(() => window.scrollTo(0, 100));
    await page.getByRole('searchbox').evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }));
    await page.keyboard.type('s');
    await expect(page).toHaveURL(/\?q=filters$/);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(100);
  });

  test('an in-page link updates the URL and moves focus to its heading', async ({ page }) => {
    await page.goto('/docs/Vital/UserGuide/Filters');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const link = toc.getByRole('link').nth(1);
    const name = (await link.textContent()) ?? '';
    await link.click();
    const heading = page.getByRole('main').getByRole('heading', { name, exact: true });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    expect(page.url()).toContain(`#${await heading.getAttribute('id')}`);
  });

  test('Back after an in-page link and a switch returns to the page it left', async ({ page }) => {
    await page.goto('/docs/Vital/UserGuide/Filters');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/Filters#/);
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Envelopes and LFOs');
    await page.goBack();
    await expect(page).toHaveURL(/Filters#/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Filters');
  });
});

test.describe('analytics', () => {
  test('with no tracking id nothing loads', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/docs/About');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => typeof (window as unknown as { dataLayer?: unknown }).dataLayer)).toBe('undefined');
    expect(requests.filter((url) => url.includes('googletagmanager'))).toEqual([]);
  });

  test('with a tracking id: one page_view per path, none for hash-only changes', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => ((window as unknown as { __e2eGtagId: string }).__e2eGtagId = 'G-E2ETEST'));
    const tagRequests: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      tagRequests.push(route.request().url());
      return route.abort();
    });
    const pageViews = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
          .map((entry) => Array.from(entry) as [string, string, { page_path?: string }?])
          .filter(([command, name]) => command === 'event' && name === 'page_view')
          .map(([, , params]) => params?.page_path),
      );
    await page.goto('/docs/Vital/UserGuide/Filters');
    await expect.poll(pageViews).toEqual(['/docs/Vital/UserGuide/Filters']);
    expect(tagRequests).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-E2ETEST']);
    const config = await page.evaluate(() => ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((entry) => Array.from(entry)).find((entry) => entry[0] === 'config'));
    expect(config).toEqual(['config', 'G-E2ETEST', { send_page_view: false, anonymize_ip: true }]);

    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/#/);
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/Envelopes-and-LFOs$/);
    await expect.poll(pageViews).toEqual(['/docs/Vital/UserGuide/Filters', '/docs/Vital/UserGuide/Envelopes-and-LFOs']);
    await page.goBack();
    await expect.poll(pageViews).toHaveLength(3);
    await page.waitForTimeout(300);
    expect(await pageViews()).toEqual(['/docs/Vital/UserGuide/Filters', '/docs/Vital/UserGuide/Envelopes-and-LFOs', '/docs/Vital/UserGuide/Filters']);
    const paths = await page.evaluate(() => ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((entry) => Array.from(entry)).filter((entry) => entry[0] === 'set').map((entry) => entry[2]));
    expect(paths).toEqual(['/docs/Vital/UserGuide/Filters', '/docs/Vital/UserGuide/Envelopes-and-LFOs', '/docs/Vital/UserGuide/Filters']);
    consoleErrors.length = 0; // the blocked script request is logged by the browser
  });
});

test.describe('wrong base URL', () => {
  let server: http.Server;
  let origin = '';
  test.beforeAll(async () => {
    // The export served under /wrong-base/ although it was built for "/": its scripts 404.
    server = http.createServer((request, response) => {
      const url = request.url ?? '/';
      if (!url.startsWith('/wrong-base/') && url !== '/wrong-base') {
        response.statusCode = 404;
        response.end('Not found');
        return;
      }
      request.url = url.slice('/wrong-base'.length) || '/';
      void handler(request, response, { public: resolve('out'), cleanUrls: true, directoryListing: false });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

  for (const path of ['/wrong-base/', '/wrong-base/docs/About']) {
    test(`${path} shows the banner with both base URLs`, async ({ page, consoleErrors }) => {
      await page.goto(origin + path);
      const banner = page.getByRole('alert').filter({ hasText: 'served under the wrong path' });
      await expect(banner).toBeVisible();
      await expect(banner.locator('code').nth(0)).toHaveText('/');
      await expect(banner.locator('code').nth(1)).toHaveText('/wrong-base/');
      consoleErrors.length = 0; // the missing scripts and styles are logged by the browser
    });
  }

  test('the right base URL shows no banner', async ({ page }) => {
    await page.goto('/docs/About');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('served under the wrong path')).toHaveCount(0);
  });
});

test.describe('hydration and storage', () => {
  test('a hydration error is logged with the route', async ({ page, consoleErrors }) => {
    await page.goto('/e2e/hydration');
    await expect(page.getByText('Rendered in the browser.')).toBeVisible();
    await expect.poll(() => consoleErrors.filter((text) => text.startsWith('Hydration error on /e2e/hydration:'))).toHaveLength(1);
    consoleErrors.length = 0;
  });

  test('blocked storage is warned about once and the site still works', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('storage')) warnings.push(message.text());
    });
    await page.goto('/docs/About');
    await page.getByRole('region', { name: 'Announcement' }).getByRole('button', { name: 'Close announcement' }).click();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('button', { name: 'My Pieces', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(warnings).toHaveLength(1);
  });
});

test.describe('motion', () => {
  async function collapseTransition(page: Page): Promise<string[]> {
    const button = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('button', { name: 'My Pieces', exact: true });
    const id = (await button.getAttribute('aria-controls')) ?? '';
    await page.evaluate((listId) => {
      const list = document.getElementById(listId)!;
      const seen: string[] = [];
      (window as unknown as { __transitions: string[] }).__transitions = seen;
      new MutationObserver(() => {
        if (list.style.transition) seen.push(list.style.transition);
      }).observe(list, { attributes: true, attributeFilter: ['style'] });
    }, id);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    return page.evaluate(() => (window as unknown as { __transitions: string[] }).__transitions);
  }

  test('sidebar categories animate by height with ease-in-out', async ({ page }) => {
    await page.goto('/docs/About');
    const [transition] = await collapseTransition(page);
    const match = /^height (\d+)ms ease-in-out$/.exec(transition ?? '');
    expect(match, transition).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThan(100);
  });

  test('under reduced motion they take 1 ms', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/docs/About');
    expect((await collapseTransition(page))[0]).toBe('height 1ms ease-in-out');
  });

  test('the navbar stays on scroll down, since hide-on-scroll is off', async ({ page }) => {
    await page.goto('/docs/Vital/UserGuide/Filters');
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
  });

  test('with hide-on-scroll on, the navbar hides on scroll down and returns on scroll up', async ({ page }) => {
    await page.goto('/e2e/hide-on-scroll');
    const navbar = page.getByRole('navigation', { name: 'Main' }).nth(1); // the fixture's own navbar
    await expect(navbar).toBeInViewport();
    await page.mouse.wheel(0, 1500);
    await expect(navbar).not.toBeInViewport();
    await page.mouse.wheel(0, -300);
    await expect(navbar).toBeInViewport();
  });
});
