import type { Page } from '@playwright/test';
import { test, expect, axeViolations } from './fixtures';

// Issue 19, item 4: "Users choose a version and it is remembered; a latest-version suggestion is
// offered." The site has one docs version; the e2e build adds version 1.0 under
// /docs/e2e/version-1.0 (content/docs/e2e/version-1.0) and a version dropdown in the navbar.

const OLD = '/docs/e2e/version-1.0';
const PREFERRED = 'docs-preferred-version-default';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const article = (page: Page) => page.getByRole('main').locator('article');
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), PREFERRED);

test('a page of an older version says so and links to the same page in the latest version', async ({ page }) => {
  await page.goto(`${OLD}/About`);
  const banner = article(page).getByRole('alert');
  await expect(banner).toHaveText(
    'This is documentation for Robin Vale 1.0, which is no longer actively maintained.For up-to-date documentation, see the latest version (Latest).',
  );
  await expect(article(page).getByText('Version: 1.0', { exact: true })).toBeVisible();
  await banner.getByRole('link', { name: 'latest version' }).click();
  await expect(page).toHaveURL(/\/docs\/About$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  await expect(article(page).getByRole('alert')).toHaveCount(0);
  await expect(article(page).getByText(/^Version:/)).toHaveCount(0);
});

test("an older version's page that the latest lacks suggests the latest version's main page", async ({ page }) => {
  await page.goto(`${OLD}/Retired`);
  await expect(article(page).getByRole('alert').getByRole('link', { name: 'latest version' })).toHaveAttribute('href', '/docs');
});

test('the version dropdown goes to the same page in the chosen version, and remembers the choice', async ({ page }) => {
  await page.goto('/docs/About');
  const dropdown = nav(page).getByRole('button', { name: 'Latest' });
  await dropdown.click();
  const older = nav(page).getByRole('link', { name: '1.0', exact: true });
  await expect(older).toHaveAttribute('href', `${OLD}/About`);
  await older.click();
  await expect(page).toHaveURL(new RegExp(`${OLD}/About$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About, in version 1.0');
  expect(await stored(page)).toBe('1.0');
  // The dropdown now names the version being read.
  await expect(nav(page).getByRole('button', { name: '1.0' })).toBeVisible();
});

test("a page the other version lacks leads to that version's main page", async ({ page }) => {
  await page.goto('/docs/Vital/UserGuide/Filters');
  await nav(page).getByRole('button', { name: 'Latest' }).click();
  await expect(nav(page).getByRole('link', { name: '1.0', exact: true })).toHaveAttribute('href', OLD);
});

test('a page of an older version passes axe', async ({ page }) => {
  await page.goto(`${OLD}/About`);
  await expect(article(page).getByRole('alert')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

// Docusaurus's docsVersion navbar item names one version: the one being read, else the reader's
// preferred one, else the latest; it links to that version's main page.
const versionLink = (page: Page) => nav(page).getByRole('link', { name: /^(Latest|1\.0)$/ });

test('the docsVersion navbar item names the version being read, else the preferred one, else the latest', async ({ page }) => {
  await page.goto('/blog');
  await expect(versionLink(page)).toHaveText('Latest');
  await expect(versionLink(page)).toHaveAttribute('href', '/docs');

  await page.goto(`${OLD}/About`);
  await expect(versionLink(page)).toHaveText('1.0');
  await expect(versionLink(page)).toHaveAttribute('href', OLD);
  expect(await stored(page)).toBeNull();

  // Reading 1.0 stored nothing; choosing it in the dropdown makes it the preferred version everywhere.
  await page.goto('/blog');
  await expect(versionLink(page)).toHaveText('Latest');
  await nav(page).getByRole('button', { name: 'Latest' }).click();
  await nav(page).getByRole('link', { name: '1.0', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${OLD}$`));
  await page.goto('/blog');
  await expect(versionLink(page)).toHaveText('1.0');
  await expect(versionLink(page)).toHaveAttribute('href', OLD);
  await expect(nav(page).getByRole('button', { name: '1.0' })).toBeVisible();

  // On a page of the latest version, the item names the latest whatever is preferred.
  await page.goto('/docs/About');
  await expect(versionLink(page)).toHaveText('Latest');
});

test("the banner's latest-version link makes the latest version the preferred one", async ({ page }) => {
  await page.goto('/docs/About');
  await nav(page).getByRole('button', { name: 'Latest' }).click();
  await nav(page).getByRole('link', { name: '1.0', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${OLD}/About$`));
  expect(await stored(page)).toBe('1.0');
  await article(page).getByRole('alert').getByRole('link', { name: 'latest version' }).click();
  await expect(page).toHaveURL(/\/docs\/About$/);
  expect(await stored(page)).toBe('current');
  await page.goto('/blog');
  await expect(versionLink(page)).toHaveText('Latest');
});
