import { test, expect, openSearchModal } from './fixtures';

// Typo tolerance of the built-in engine (lib/search/typo.ts): a misspelt word is corrected from the
// site's vocabulary, in the modal and on /search.

const TYPOS = [
  { typed: 'oscilator', corrected: 'oscillator', page: '/docs/Vital/UserGuide/Oscillators-and-Sampler' },
  { typed: 'wavtable', corrected: 'wavetable', page: '/docs/Vital/UserGuide/Wavetable-Editor' },
  { typed: 'filtr', corrected: 'filter', page: '/docs/Vital/UserGuide/Filters' },
  { typed: 'modulaton', corrected: 'modulation', page: '/docs/Vital/UserGuide/Modulation' },
];

for (const { typed, corrected, page: target } of TYPOS) {
  test(`the modal shows results for “${corrected}” when “${typed}” is typed`, async ({ page }) => {
    await page.goto('/');
    const input = await openSearchModal(page);
    await input.fill(typed);
    await expect(page.getByRole('status').filter({ hasText: 'Showing results for' })).toHaveText(`Showing results for ${corrected}`);
    await expect(page.getByRole('treeitem').locator(`a[href^="${target}"]`).first()).toBeVisible();
  });
}

test('the search page shows results for the corrected query', async ({ page }) => {
  await page.goto('/search?q=oscilator');
  await expect(page.getByText('Showing results for oscillator')).toBeVisible();
  await expect(page.locator('ol a[href^="/docs/Vital/UserGuide/Oscillators-and-Sampler"]').first()).toBeVisible();
});

test('a query that finds nothing offers corrections to try, which search when chosen', async ({ page }) => {
  await page.goto('/');
  const input = await openSearchModal(page);
  // Two edits from "oscillator": offered, not applied.
  await input.fill('oscilatr');
  await expect(page.getByText('No results for')).toBeVisible();
  await expect(page.getByText('Try searching for:')).toBeVisible();
  const offer = page.getByRole('button', { name: 'oscillator', exact: true });
  await expect(offer).toBeVisible();
  await offer.click();
  await expect(input).toHaveValue('oscillator');
  await expect(input).toBeFocused();
  await expect(page.getByRole('treeitem').locator('a[href^="/docs/Vital/UserGuide/Oscillators-and-Sampler"]').first()).toBeVisible();
});

test('the search page offers the same corrections for a query that finds nothing', async ({ page }) => {
  await page.goto('/search?q=oscilatr');
  await expect(page.getByText('No results for “oscilatr”.')).toBeVisible();
  await page.getByRole('button', { name: 'oscillator', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=oscillator$/);
  await expect(page.getByText(/^\d+ results for “oscillator”$/)).toBeVisible();
});
