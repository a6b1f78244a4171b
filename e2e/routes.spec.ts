import { test, expect, failedResource } from './fixtures';

// Spec §2: every route answers with its screen; anything else is the not-found page.

// Each route's status, heading and title are checked in e2e/sweep.spec.ts, on its one visit.

test.describe('other routes', () => {
  test('/favicon.ico is an icon, for browsers that ask for it whatever the page links', async ({ request }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    const body = await response.body();
    // An ICO file: reserved 0, type 1 (icon), then at least one image.
    expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
    expect(body.readUInt16LE(4)).toBeGreaterThan(0);
  });

  test('/api/ reaches the API page', async ({ page }) => {
    await page.goto('/api/');
    await expect(page).toHaveURL(/\/api$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Music Theory API');
  });
});

test.describe('URL normalisation and not found', () => {
  test('.html and /index.html redirect to the clean path', async ({ page }) => {
    await page.goto('/docs/About.html');
    await expect(page).toHaveURL(/\/docs\/About$/);
    await page.goto('/docs/About/index.html');
    await expect(page).toHaveURL(/\/docs\/About$/);
  });

  test('unknown paths get the not-found page with status 404', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(failedResource(404, /http:\/\/localhost:\d+\/docs\/No-Such-Page/)); // the browser logs the 404 it was sent
    const response = await page.goto('/docs/No-Such-Page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('docs pages and posts show their content, not a loading state', async ({ page }) => {
    for (const path of ['/docs/Vital/UserGuide/Filters', '/docs', '/blog/2025/01/25']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    }
  });
});
