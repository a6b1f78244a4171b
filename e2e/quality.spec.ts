import { test, expect, axeViolations, failedResource, openMobileMenu, openSearchModal, RECENT_SEARCHES_KEY } from './fixtures';
import { AUDITED_ROUTES, AUDIT_VIEWPORTS } from '../lib/a11y/audit';

// Accessibility and offline behaviour across the routes of spec §2.

// The same list /accessibility publishes (lib/a11y/audit.ts).
const ROUTES = AUDITED_ROUTES;

for (const route of ROUTES) {
  test(`${route}: no axe violations and no request to another host`, async ({ page, allowConsoleErrors }) => {
    if (route === '/no-such-page') allowConsoleErrors(failedResource(404, /http:\/\/localhost:\d+\/no-such-page/)); // the browser logs the 404 it was sent
    if (route === '/api') test.slow(); // the largest page: the whole API reference with its examples
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol !== 'data:') foreign.push(request.url());
    });
    await page.goto(route);
    // /api shows its outline; Scalar's interactive reference, loaded on request, is scanned in api.spec.ts.
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    expect(foreign).toEqual([]);
  });
}

test.describe('mobile', () => {
  const { width, height } = AUDIT_VIEWPORTS[1];
  test.use({ viewport: { width, height } });

  // A phone lays pages out differently: wide formulas and tables scroll sideways, menus fold.
  for (const route of ROUTES) {
    test(`${route} on a phone: no axe violations`, async ({ page, allowConsoleErrors }) => {
      if (route === '/no-such-page') allowConsoleErrors(failedResource(404, /http:\/\/localhost:\d+\/no-such-page/)); // the browser logs the 404 it was sent
      if (route === '/api') test.slow();
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the open mobile menu has no axe violations', async ({ page }) => {
    await page.goto('/docs/About');
    await openMobileMenu(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('search modal', () => {
  test('the open search modal has no axe violations: start screen, recent searches and results', async ({ page }) => {
    await page.goto('/docs/About');
    await openSearchModal(page);
    await expect(page.getByText('No recent searches')).toBeVisible();
    expect(await axeViolations(page), 'start screen').toEqual([]);

    await page.getByPlaceholder('Search docs').fill('filter');
    await expect(page.getByRole('link', { name: /^See all \d+ results$/ })).toBeVisible();
    await expect(page.getByRole('treeitem').first().locator('mark').first()).toBeVisible();
    expect(await axeViolations(page), 'results').toEqual([]);

    await page.keyboard.press('Escape');
    const recent = {
      objectID: '/docs/Vital/UserGuide/Filters#0',
      url: '/docs/Vital/UserGuide/Filters',
      url_without_anchor: '/docs/Vital/UserGuide/Filters',
      anchor: null,
      type: 'lvl1',
      content: null,
      hierarchy: { lvl0: 'Vital', lvl1: 'Filters', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    };
    await page.evaluate(([key, item]) => localStorage.setItem(key as string, JSON.stringify([item])), [RECENT_SEARCHES_KEY, recent] as const);
    await openSearchModal(page);
    await expect(page.getByText('Recent', { exact: true })).toBeVisible();
    expect(await axeViolations(page), 'recent searches').toEqual([]);
  });
});

