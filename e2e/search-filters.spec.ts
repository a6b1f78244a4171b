import { test, expect, openSearchModal, axeViolations } from './fixtures';
import type { Page } from '@playwright/test';

// Section toggles (Docs, Blog, API, Music) in the modal and on /search: Pagefind filters, with the
// pages each section has for the query, kept for the visit.

const sections = (page: Page) => page.getByRole('group', { name: 'Search in' });
const toggle = (page: Page, name: string) => sections(page).getByRole('button', { name: new RegExp(`^${name}( \\d+)?$`) });

test('the modal’s section toggles narrow the hits, show counts, work from the keyboard and last for the visit', async ({ page }) => {
  await page.goto('/');
  const input = await openSearchModal(page);
  await input.fill('vital');
  await expect(toggle(page, 'Docs')).toHaveText(/^Docs [1-9]\d*$/);
  await expect(toggle(page, 'Blog')).toHaveText(/^Blog [1-9]\d*$/);
  await expect(page.getByRole('treeitem').locator('a[href^="/docs/"]').first()).toBeVisible();

  // Keyboard: Tab from the field reaches the toggles; Space presses one.
  const blog = toggle(page, 'Blog');
  for (let i = 0; i < 5 && !(await blog.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(blog).toBeFocused();
  await page.keyboard.press('Space');
  await expect(blog).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle(page, 'Docs')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('treeitem').locator('a[href^="/docs/"]')).toHaveCount(0);
  await expect(page.getByRole('treeitem').locator('a[href^="/blog/"]').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The choice lasts for the visit: after a reload, and on /search.
  await page.reload();
  await openSearchModal(page);
  await expect(toggle(page, 'Blog')).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/search?q=vital');
  await expect(toggle(page, 'Blog')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^\d+ results? for “vital”$/)).toBeVisible();
  await expect(page.locator('ol.search-results a[href^="/docs/"]')).toHaveCount(0);
});

test('the search page’s toggles narrow to the API and to the music pages, and are axe-clean at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/search?q=scale');
  await expect(page.getByText(/^\d+ results? for “scale”$/)).toBeVisible();
  await toggle(page, 'API').click();
  await expect(toggle(page, 'API')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('ol.search-results a').first()).toHaveAttribute('href', /^\/api/);
  await expect(page.locator('ol.search-results a:not([href^="/api"])')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  // Music: the pieces, not the Vital guide.
  await toggle(page, 'API').click();
  await toggle(page, 'Music').click();
  await page.getByRole('searchbox').fill('piano');
  await expect(page.locator('ol.search-results a').first()).toHaveAttribute('href', /^\/docs\/My-Pieces\//);
  await expect(page.locator('ol.search-results a:not([href^="/docs/My-Pieces/"])')).toHaveCount(0);
});

test('the modal’s toggles are axe-clean at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).click();
  await page.getByPlaceholder('Search docs').fill('filter');
  await expect(toggle(page, 'Docs')).toHaveText(/^Docs [1-9]\d*$/);
  expect(await axeViolations(page)).toEqual([]);
});
