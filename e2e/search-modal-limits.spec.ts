import { test, expect, hydrated, openSearchModal, RECENT_SEARCHES_KEY as RECENT_KEY, FAVORITE_SEARCHES_KEY as FAVORITE_KEY, storedSearch } from './fixtures';
import type { Page } from '@playwright/test';

// Spec §2 "Search modal", §4 (Ctrl/Cmd or Shift click), §5 (initial query from the selection, cut
// to 64), §9 (favorites at most 10).

/** Types a query and waits for its final hits (a click on a hit being replaced selects nothing). */
async function search(page: Page, query: string) {
  const input = await openSearchModal(page);
  await input.fill(query);
  await expect(page.getByRole('link', { name: /^See all \d+ results$/ })).toBeVisible();
  await expect(page.getByRole('treeitem').first().locator('mark').first()).toBeVisible();
  return page.getByRole('treeitem').first().getByRole('link').first();
}

test('text selected on the page becomes the query, cut to 64 characters', async ({ page }) => {
  await page.goto('/docs/Vital/UserGuide/Filters');
  await hydrated(page);
  const paragraph = page.getByRole('main').locator('p').filter({ hasText: /.{80}/ }).first();
  const text = (await paragraph.textContent()) ?? '';
  expect(text.length).toBeGreaterThan(64);
  await paragraph.selectText();
  await page.keyboard.press('Control+k');
  const input = page.getByPlaceholder('Search docs');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue(text.slice(0, 64));
});

for (const [modifier, opens] of [
  ['Control', 'a new tab'],
  ['Shift', 'a new window'],
] as const) {
  test(`${modifier}+click on a hit opens it in ${opens} and leaves this page as it is`, async ({ page, context }) => {
    await page.goto('/docs/About');
    const hit = await search(page, 'oscillator');
    const href = await hit.getAttribute('href');
    const [opened] = await Promise.all([context.waitForEvent('page'), hit.click({ modifiers: [modifier] })]);
    // The new page can be handed over at about:blank, before it navigates to the hit (Chromium's
    // headless shell does so now and then), and its load state is then about:blank's: wait for it to leave it.
    await opened.waitForURL((url) => url.href !== 'about:blank');
    expect(new URL(opened.url()).pathname + new URL(opened.url()).hash).toBe(href);
    await expect(page).toHaveURL(/\/docs\/About$/);
  });
}

test('favorites keep at most 10, the newest first', async ({ page }) => {
  await page.goto('/');
  const seeded = Array.from({ length: 10 }, (_, n) => storedSearch(n));
  await page.evaluate(([key, items]) => localStorage.setItem(key as string, JSON.stringify(items)), [FAVORITE_KEY, seeded] as const);
  await page.reload();
  const hit = await search(page, 'filter');
  await hit.click();
  await expect(page).toHaveURL(/\/docs\//);
  const recent = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ objectID: string }>, RECENT_KEY);
  expect(recent).toHaveLength(1);

  await openSearchModal(page);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect
    .poll(() => page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ objectID: string }>).map((f) => f.objectID), FAVORITE_KEY))
    .toEqual([recent[0]!.objectID, ...seeded.slice(0, 9).map((f) => f.objectID)]);
});
