import type { Page } from '@playwright/test';
import { test, expect, FAVORITE_SEARCHES_KEY, RECENT_SEARCHES_KEY, openSearchModal } from './fixtures';

// Issue 19, item 5: the search options a site sets in site.config.ts. The test-only page
// /e2e/search-settings renders the built-in search configured with `maxResultsPerGroup: 2` and
// `disableUserPersonalization: true`, for a site with no blog or music; the navbar's search keeps
// the site's own settings (5, on, every section).

const QUERY = 'filter';

async function search(page: Page, open: () => Promise<unknown>) {
  await open();
  await page.getByPlaceholder('Search docs').fill(QUERY);
  await expect(page.getByRole('link', { name: /^See all \d+ results$/ })).toBeVisible();
}

const settingsButton = (page: Page) => page.getByTestId('search-settings').getByRole('button', { name: /^Search/ });
const largestGroup = async (page: Page) => Math.max(...(await Promise.all((await page.getByRole('tree').all()).map((tree) => tree.getByRole('treeitem').count()))));

test('hits per group: the site default shows up to 5, a configured 2 shows 2', async ({ page }) => {
  await page.goto('/e2e/search-settings');
  await search(page, () => openSearchModal(page));
  expect(await largestGroup(page)).toBeGreaterThan(2);
  expect(await largestGroup(page)).toBeLessThanOrEqual(5);
  await page.keyboard.press('Escape');

  await search(page, () => settingsButton(page).click());
  expect(await largestGroup(page)).toBe(2);
});

test('disableUserPersonalization: selecting a hit stores no recent search, and none is offered', async ({ page }) => {
  await page.goto('/e2e/search-settings');
  await search(page, () => settingsButton(page).click());
  await page.getByRole('treeitem').first().click();
  await expect(page).toHaveURL(/\/docs\//);
  const stored = await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), [RECENT_SEARCHES_KEY, FAVORITE_SEARCHES_KEY]);
  expect(stored.map((value) => JSON.parse(value ?? '[]').length)).toEqual([0, 0]);

  // The site's own search, with personalization on, stores the same choice.
  await search(page, () => openSearchModal(page));
  await page.getByRole('treeitem').first().click();
  await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, RECENT_SEARCHES_KEY)).toBe(1);
});

test("the section toggles offer the site's sections only: no Blog or Music where there is none", async ({ page }) => {
  const toggles = () => page.getByRole('group', { name: 'Search in' }).getByRole('button');
  await page.goto('/e2e/search-settings');
  await search(page, () => openSearchModal(page));
  await expect(toggles()).toHaveText([/^Docs/, /^Blog/, /^API/, /^Music/]);
  await page.keyboard.press('Escape');

  await search(page, () => settingsButton(page).click());
  await expect(toggles()).toHaveText([/^Docs/, /^API/]);
});
