import type { Page } from '@playwright/test';
import { test, expect, axeViolations, openSearchModal } from './fixtures';

// Issue 19, item 4: "Users choose a version and it is remembered; a latest-version suggestion is
// offered." Issue 38: versions in Docusaurus's layout. The site has one docs version; the e2e build
// reads e2e/versions/versions.json (["2.0", "1.0"]) with their sidebars in e2e/versions/versioned_sidebars
// and their docs in e2e/versions/versioned_docs (docs.versionFilesDir), keeps current as the last version at /docs (lastVersion),
// and sets 2.0's banner to 'none', current's badge off and 1.0's noIndex (site.config.ts).

const OLD = '/docs/1.0';
const V2 = '/docs/2.0';
const PREFERRED = 'docs-preferred-version-default';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const article = (page: Page) => page.getByRole('main').locator('article');
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), PREFERRED);
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Docs pages' });

test("each version's sidebar lists only that version's docs", async ({ page }) => {
  await page.goto(`${OLD}/About`);
  await expect(sidebar(page).getByRole('link')).toHaveText(['Start (1.0)', 'About, in version 1.0', 'A retired page']);
  await expect(sidebar(page).getByRole('link', { name: 'About, in version 1.0' })).toHaveAttribute('aria-current', 'page');

  await page.goto(`${V2}/Guides/Patching`);
  await expect(sidebar(page).getByRole('link')).toHaveText(['Start (2.0)', 'About, in version 2.0', 'Patching, in version 2.0']);
  await expect(sidebar(page).getByRole('button', { name: 'Guides' })).toBeVisible();

  await page.goto('/docs/About');
  await expect(sidebar(page).getByRole('link', { name: /in version/ })).toHaveCount(0);
});

test('pager, breadcrumbs and links between docs stay within the version being read', async ({ page }) => {
  await page.goto(`${OLD}/About`);
  await expect(pager(page).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', OLD);
  await expect(pager(page).getByRole('link', { name: /Next/ })).toHaveText('NextA retired page');
  await article(page).getByRole('link', { name: 'a retired page', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${OLD}/Retired$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A retired page');

  await page.goto(`${V2}/About`);
  await article(page).getByRole('link', { name: 'patching', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${V2}/Guides/Patching$`));
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem')).toHaveText(['', 'Guides', 'Patching, in version 2.0']);
  await expect(pager(page).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', `${V2}/About`);
});

test("banner and badge follow each version's options", async ({ page }) => {
  // 2.0: banner 'none', badge on by default (the site has three versions).
  await page.goto(`${V2}/About`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About, in version 2.0');
  await expect(article(page).getByRole('alert')).toHaveCount(0);
  await expect(article(page).getByText('Version: 2.0', { exact: true })).toBeVisible();
  // 1.0: older than the last version, so unmaintained by default.
  await page.goto(`${OLD}/About`);
  await expect(article(page).getByRole('alert')).toContainText('which is no longer actively maintained.');
  await expect(article(page).getByText('Version: 1.0', { exact: true })).toBeVisible();
  // current: the last version, badge: false.
  await page.goto('/docs/About');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  await expect(article(page).getByText(/^Version:/)).toHaveCount(0);
});

test('the version dropdown lists every version and leads to the same page in each', async ({ page }) => {
  await page.goto(`${V2}/About`);
  const button = nav(page).getByRole('button', { name: '2.0' });
  await button.click();
  const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await expect(menu.getByRole('link')).toHaveText(['Latest', '2.0', '1.0']);
  await expect(menu.getByRole('link', { name: '2.0' })).toHaveAttribute('aria-current', 'true');
  await expect(nav(page).getByRole('link', { name: 'Latest', exact: true })).toHaveAttribute('href', '/docs/About');
  await expect(nav(page).getByRole('link', { name: '1.0', exact: true })).toHaveAttribute('href', `${OLD}/About`);
  await page.goto(`${V2}/Guides/Patching`);
  await nav(page).getByRole('button', { name: '2.0' }).click();
  await expect(nav(page).getByRole('link', { name: '1.0', exact: true })).toHaveAttribute('href', OLD);
});

test('a page of an older version says so and links to the same page in the latest version', async ({ page }) => {
  await page.goto(`${OLD}/About`);
  const banner = article(page).getByRole('alert');
  await expect(banner).toHaveText('This is documentation for Robin Vale 1.0, which is no longer actively maintained.For up-to-date documentation, see the latest version (Latest).');
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
  await expect.poll(() => stored(page)).toBe('1.0');
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

// Docusaurus's DocNavbarItem and DocSidebarNavbarItem (useDocsVersionCandidates): a doc or docSidebar
// item leads into the version being read when it has the doc, else the preferred version, else the last.
test('navbar doc and docSidebar items lead into the version being read, else the preferred one, else the last', async ({ page }) => {
  const about = () => nav(page).getByRole('link', { name: 'About', exact: true });
  const openMenu = async (name: string) => {
    await nav(page).getByRole('button', { name }).click();
    return nav(page);
  };
  await page.goto(`${V2}/Guides/Patching`);
  await expect(about()).toHaveAttribute('href', `${V2}/About`);
  await expect((await openMenu('My Music')).getByRole('link', { name: 'Docs start' })).toHaveAttribute('href', V2);
  // 2.0 has no Vital guide: that item keeps the last version's page.
  await expect((await openMenu('Projects')).getByRole('link', { name: 'Vital User Guide' })).toHaveAttribute('href', '/docs/Vital/UserGuide/Intro');

  await page.goto(`${OLD}/Retired`);
  await expect(about()).toHaveAttribute('href', `${OLD}/About`);
  await about().click();
  await expect(page).toHaveURL(new RegExp(`${OLD}/About$`));

  // Off the docs: the last version, until a version is preferred.
  await page.goto('/blog');
  await expect(about()).toHaveAttribute('href', '/docs/About');
  const lastStart = await (await openMenu('My Music')).getByRole('link', { name: 'Docs start' }).getAttribute('href');
  expect(lastStart).toMatch(/^\/docs(\/|$)/);
  expect(lastStart).not.toMatch(/^\/docs\/(1|2)\.0/);
  await page.evaluate((key) => localStorage.setItem(key, '2.0'), PREFERRED);
  await page.reload();
  await expect(about()).toHaveAttribute('href', `${V2}/About`);
  await expect((await openMenu('My Music')).getByRole('link', { name: 'Docs start' })).toHaveAttribute('href', V2);
});

// Docusaurus gives each version its own tag pages: a doc's tags lead to its version's, which list only its docs.
test("a doc's tags lead to its own version's tag pages, which list only that version's docs", async ({ page, request }) => {
  await page.goto(`${V2}/About`);
  await article(page).getByRole('link', { name: 'history', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${V2}/tags/history$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2 docs tagged with "history"');
  await expect(article(page).getByRole('heading', { level: 2 })).toHaveText(['About, in version 2.0', 'Patching, in version 2.0']);
  await article(page).getByRole('link', { name: 'View all tags' }).click();
  await expect(page).toHaveURL(new RegExp(`${V2}/tags$`));
  await expect(article(page).getByRole('link', { name: /^history/ })).toHaveAttribute('href', `${V2}/tags/history`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  await page.goto(`${OLD}/About`);
  await article(page).getByRole('link', { name: 'history', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${OLD}/tags/history$`));
  await expect(article(page).getByRole('heading', { level: 2 })).toHaveText(['About, in version 1.0']);
  // 1.0 is noIndex: its tag pages are noindex and out of the sitemap, as its docs are.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>https://robin-vale.example/docs/2.0/tags/history</loc>');
  expect(sitemap).not.toContain('/docs/1.0/tags');
  // The last version has no doc with that tag, so it has no such tag page.
  expect((await request.get('/docs/tags/history')).status()).toBe(404);
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

// Search, as DocSearch's contextual search: the version being read (else the preferred one, else the
// last), with a toggle to search every version. "quillwort" is on a page of each version.
test("search from an older version's page shows that version's docs, and can widen to every version", async ({ page }) => {
  await page.goto(`${OLD}/About`);
  const input = await openSearchModal(page);
  await input.fill('quillwort');
  const hits = page.getByRole('treeitem').locator('a');
  await expect(hits.first()).toHaveAttribute('href', /^\/docs\/1\.0\/About/);
  await expect(hits.and(page.locator(':not([href^="/docs/1.0/"])'))).toHaveCount(0);
  const scope = page.getByRole('group', { name: 'Docs versions' });
  await expect(scope).toContainText('Docs of version 1.0');
  await scope.getByRole('button', { name: 'All versions' }).click();
  await expect(scope.getByRole('button', { name: 'All versions' })).toHaveAttribute('aria-pressed', 'true');
  await expect(hits.and(page.locator('[href^="/docs/2.0/About"]')).first()).toBeVisible();
  await expect(hits.and(page.locator('[href^="/docs/e2e/versions/quillwort"]')).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the search page searches the preferred or last version, and every version on request', async ({ page }) => {
  await page.goto('/search?q=quillwort');
  const results = page.locator('ol.search-results a');
  await expect(results.first()).toHaveAttribute('href', /^\/docs\/e2e\/versions\/quillwort/);
  await expect(page.getByRole('group', { name: 'Docs versions' })).toContainText('Docs of version Latest');
  await expect(results.and(page.locator('[href^="/docs/1.0/"], [href^="/docs/2.0/"]'))).toHaveCount(0);
  await page.getByRole('group', { name: 'Docs versions' }).getByRole('button', { name: 'All versions' }).click();
  await expect(results.and(page.locator('[href^="/docs/1.0/About"]')).first()).toBeVisible();
  await expect(results.and(page.locator('[href^="/docs/2.0/About"]')).first()).toBeVisible();
});

test("another version names the last version's page as canonical; a noIndex version is noindex and out of the sitemap", async ({ page, request }) => {
  const canonical = page.locator('link[rel="canonical"]');
  await page.goto(`${V2}/About`);
  await expect(canonical).toHaveAttribute('href', 'https://robin-vale.example/docs/About');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await page.goto(`${V2}/Guides/Patching`);
  await expect(canonical).toHaveAttribute('href', 'https://robin-vale.example/docs/2.0/Guides/Patching');
  await page.goto(`${OLD}/Retired`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>https://robin-vale.example/docs/2.0/About</loc>');
  expect(sitemap).not.toContain('/docs/1.0');

  // Markdown twins and an llms.txt per version.
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toContain('- [Docs, version 2.0](https://robin-vale.example/docs/2.0/llms.txt)');
  expect(llms).not.toContain('/docs/2.0/About.md');
  const v2 = await (await request.get('/docs/2.0/llms.txt')).text();
  expect(v2).toContain('- [About, in version 2.0](https://robin-vale.example/docs/2.0/About.md)');
  const twin = await (await request.get('/docs/2.0/About.md')).text();
  expect(twin).toContain('[patching](https://robin-vale.example/docs/2.0/Guides/Patching.md)');
});
