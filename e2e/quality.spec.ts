import { test, expect, axeViolations, openMobileMenu, openSearchModal, RECENT_SEARCHES_KEY } from './fixtures';
import { AUDIT_VIEWPORTS } from '../lib/a11y/audit';

// Accessibility and offline behaviour across the routes of spec §2.

// The per-route scans (every audited route at a laptop's and a phone's width) are in e2e/sweep.spec.ts,
// which visits each route once for all its checks.

test.describe('mobile', () => {
  const { width, height } = AUDIT_VIEWPORTS[1];
  test.use({ viewport: { width, height } });

  test('the open mobile menu has no axe violations', async ({ page }) => {
    await page.goto('/docs/About');
    await openMobileMenu(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('search modal', () => {
  test('the open search modal has no axe violations: start screen, recent searches and results', async ({ page }) => {
    // Three full axe scans: twice the default budget, as the other multi-scan tests have.
    test.setTimeout(60_000);
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
