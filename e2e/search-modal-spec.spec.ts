import { test, expect, openSearchModal } from './fixtures';

// Spec §2 "Search modal": closing returns focus to the Search button, the no-results screen's
// report link, and one count in the modal and on the search page it opens.

const searchButton = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' });

test('a click outside the modal closes it and focus returns to the Search button', async ({ page }) => {
  await page.goto('/docs/About');
  const input = await openSearchModal(page);
  await input.fill('filter');
  const modal = page.locator('.DocSearch-Modal');
  const box = (await modal.boundingBox())!;
  // The overlay left of the modal: outside it, inside the page.
  await page.mouse.click(Math.max(4, box.x / 2), box.y + 40);
  await expect(input).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
});

test('the no-results screen asks whether the query should return results and links to a prefilled issue', async ({ page }) => {
  await page.goto('/');
  const input = await openSearchModal(page);
  await input.fill('zqxjvw');
  await expect(page.getByText('No results for')).toBeVisible();
  await expect(page.getByText('Believe this query should return results?')).toBeVisible();
  const report = page.getByRole('link', { name: 'Let us know.' });
  await expect(report).toHaveAttribute('href', /^https:\/\/github\.com\/robin-vale\/robin-vale\.github\.io\/issues\/new\?.*zqxjvw/);
});

for (const query of ['filter', 'oscillator']) {
  test(`“See all N results” for “${query}” shows the count the search page finds`, async ({ page }) => {
    await page.goto('/');
    const input = await openSearchModal(page);
    await input.fill(query);
    const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
    await expect(seeAll).toBeVisible();
    // The footer shows the count of the last search, for the whole query.
    await expect(page.getByRole('treeitem').first().locator('mark').first()).toContainText(new RegExp(`^${query}`, 'i'));
    const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
    await seeAll.click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${query}$`));
    await expect(page.getByText(new RegExp(`^\\d+ results? for “${query}”$`))).toHaveText(`${count} results for “${query}”`);
  });
}
