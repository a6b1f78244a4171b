import { test, expect, hydrated, openMobileMenu } from './fixtures';

// Docusaurus front matter, sidebars and docs tags, on the test-only docs under content/docs/e2e/structure.

const sidebar = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
const pager = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Docs pages' });

test.describe('front matter', () => {
  test('slug decides the URL and the file path builds no page', async ({ page, request }) => {
    expect((await page.goto('/docs/e2e-structure'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Structure intro');
    expect((await request.get('/docs/e2e/structure/intro')).status()).toBe(404);
    expect((await page.goto('/docs/e2e/structure/tree/reference/notes'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API notes');
  });

  test('keywords become the keywords meta tag', async ({ page }) => {
    await page.goto('/docs/e2e-structure');
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', 'sidebars,front matter');
  });

  test('hide_title hides the title; toc levels limit the table of contents', async ({ page }) => {
    await page.goto('/docs/e2e/structure/hidden-title');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("The body's own heading");
    await expect(page.getByText('Front matter title that is hidden', { exact: true })).toHaveCount(0);
    const toc = page
      .getByRole('complementary')
      .getByRole('navigation', { name: 'On this page' })
      .or(page.locator('.doc-toc').getByRole('navigation', { name: 'On this page' }));
    await expect(toc.getByRole('link')).toHaveText(['Level three heading']);
  });

  test('pagination_prev null hides the link; pagination_next and pagination_label override it', async ({ page }) => {
    await page.goto('/docs/e2e/structure/folded-doc');
    await expect(pager(page).getByRole('link')).toHaveCount(1);
    await expect(pager(page).getByRole('link')).toContainText('Structure intro');
    await expect(pager(page).getByRole('link')).toHaveAttribute('href', '/docs/e2e-structure');

    await page.goto('/docs/e2e/structure/tree/guides/second');
    await expect(pager(page).getByRole('link', { name: /Previous/ })).toHaveCount(0);
    await expect(pager(page).getByRole('link', { name: /Next/ })).toContainText('Guide three');
  });
});

test.describe('sidebar', () => {
  test('uses every item shape, ordered by sidebar_position then file name', async ({ page }) => {
    await page.goto('/docs/e2e-structure');
    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: 'Structure intro' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Hidden title doc' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Docusaurus sidebars' })).toHaveAttribute('href', 'https://docusaurus.io/docs/sidebar');
    await expect(nav.getByText('Sidebar HTML item')).toBeVisible();
    // _category_ positions: Reference (1) before Guides (2); inside Guides: prefixes 01, 02, position 5, then by name.
    await expect(nav.getByRole('link', { name: 'Reference' })).toHaveAttribute('href', '/docs/e2e/structure/tree/reference');
    await expect(nav.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/docs/e2e-structure/guides');
    const guides = nav.getByRole('link', { name: /guide$/ });
    await expect(guides).toHaveText(['First guide', 'Second guide', 'Third guide', 'Alpha guide']);
    const order = await nav.getByRole('link').allTextContents();
    expect(order.indexOf('Reference')).toBeLessThan(order.indexOf('Guides'));
  });

  test('a collapsed category starts folded, its items not in the page, and opens on click', async ({ page, request }) => {
    // Neither the HTML nor the payload holds its items (as a link or as a link's data): they come from
    // one shared file when opened.
    const html = await (await request.get('/docs/e2e-structure')).text();
    expect(html).not.toContain('href="/docs/e2e/structure/folded-doc"');
    expect(html).not.toContain('\\"href\\":\\"/docs/e2e/structure/folded-doc');
    expect(await (await request.get('/docs/e2e-structure.txt')).text()).not.toContain('"href":"/docs/e2e/structure/folded-doc"');
    await page.goto('/docs/e2e-structure');
    await hydrated(page);
    const folded = sidebar(page).getByRole('button', { name: 'Folded' });
    await expect(folded).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar(page).getByRole('link', { name: 'Folded doc' })).toBeHidden();
    const file = page.waitForResponse(/\/sidebar-items\/[0-9a-f]{16}\.json$/);
    await folded.click();
    expect((await file).ok()).toBe(true);
    await expect(sidebar(page).getByRole('link', { name: 'Folded doc' })).toBeVisible();
    await expect(folded).toHaveAttribute('aria-expanded', 'true');
    await expect(folded).toBeFocused();
    await expect(page.locator(`[id="${await folded.getAttribute('aria-controls')}"]`)).toBeVisible();
  });

  test('a folded category opened around the current page stays open on the next page, as in Docusaurus', async ({ page }) => {
    await page.goto('/docs/e2e/structure/folded-doc');
    await hydrated(page);
    const folded = sidebar(page).getByRole('button', { name: 'Folded' });
    await expect(folded).toHaveAttribute('aria-expanded', 'true');
    await pager(page).getByRole('link').click();
    await expect(page).toHaveURL(/\/docs\/e2e-structure$/);
    await expect(folded).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar(page).getByRole('link', { name: 'Folded doc' })).toBeVisible();
  });

  test('a folded category says while its file is on its way, and says so when it cannot come', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED/); // the file is made to fail on purpose
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let fail = true;
    await page.route(/\/sidebar-items\/.*\.json$/, async (route) => {
      if (fail) return route.abort();
      await held;
      return route.continue();
    });
    await page.goto('/docs/e2e-structure');
    await hydrated(page);
    // By keyboard: a pointer on its way to the toggle would already ask for the file.
    await sidebar(page).getByRole('button', { name: 'Folded' }).focus();
    await page.keyboard.press('Enter');
    await expect(sidebar(page).getByRole('alert')).toContainText('These pages could not be loaded.');
    fail = false;
    await sidebar(page).getByRole('button', { name: 'Try again' }).click();
    await expect(sidebar(page).getByRole('status')).toHaveText('Loading…');
    release();
    await expect(sidebar(page).getByRole('link', { name: 'Folded doc' })).toBeVisible();
    await expect(sidebar(page).getByRole('status')).toHaveCount(0);
  });

  test('a doc that no sidebar lists renders without a sidebar', async ({ page }) => {
    expect((await page.goto('/docs/e2e/structure/orphan'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orphan doc');
    await expect(sidebar(page)).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the mobile menu shows the page's own sidebar, a second one here, folded category and all", async ({ page }) => {
      await page.goto('/docs/e2e-structure');
      await hydrated(page);
      const docsMenu = (await openMobileMenu(page)).getByRole('navigation', { name: 'Docs sidebar' });
      await expect(docsMenu.getByRole('link', { name: 'Structure intro' })).toHaveAttribute('aria-current', 'page');
      await expect(docsMenu.getByRole('link', { name: 'Hidden title doc' })).toBeVisible();
      await expect(docsMenu.getByRole('link', { name: 'About', exact: true })).toHaveCount(0);
      await docsMenu.getByRole('button', { name: 'Folded' }).click();
      await expect(docsMenu.getByRole('link', { name: 'Folded doc' })).toBeVisible();
    });
  });

  test("the site's own docs keep their sidebar without the test-only one", async ({ page }) => {
    await page.goto('/docs/About');
    await expect(sidebar(page).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar(page).getByRole('link', { name: 'Structure intro' })).toHaveCount(0);
  });
});

test.describe('generated index and DocCardList', () => {
  test('a generated index is a page of cards', async ({ page }) => {
    expect((await page.goto('/docs/e2e-structure/guides'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All the guides');
    await expect(page.getByText('Every guide of the structure section, as cards.')).toBeVisible();
    const cards = page.getByRole('article').first().getByRole('listitem').getByRole('link');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText([/First guide/, /Second guide/, /Third guide/, /Alpha guide/]);
    await expect(cards.first()).toContainText("The first guide's summary.");
    await cards.first().click();
    await expect(page).toHaveURL(/\/docs\/e2e\/structure\/tree\/guides\/first$/);
  });

  test('<DocCardList /> without props shows the cards of the current category', async ({ page }) => {
    await page.goto('/docs/e2e/structure/tree/reference');
    const card = page
      .getByRole('article')
      .first()
      .getByRole('listitem')
      .getByRole('link', { name: /API notes/ });
    await expect(card).toHaveAttribute('href', '/docs/e2e/structure/tree/reference/notes');
    await expect(card).toContainText('Notes with a relative slug.');
  });
});

test.describe('docs tags', () => {
  test('a doc shows its tags at its foot, linking to the tag page', async ({ page }) => {
    await page.goto('/docs/e2e-structure');
    await page.getByRole('link', { name: 'structure-tag' }).click();
    await expect(page).toHaveURL(/\/docs\/tags\/structure-tag$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2 docs tagged with "structure-tag"');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Front matter title that is hidden', 'Structure intro']);
  });

  test('/docs/tags lists every tag with its count', async ({ page }) => {
    expect((await page.goto('/docs/tags'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tags');
    await expect(page.getByRole('main').getByRole('link', { name: 'Inline tag (1)' })).toHaveAttribute('href', '/docs/tags/inline-tag');
    await page.getByRole('main').getByRole('link', { name: 'Inline tag (1)' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('One doc tagged with "Inline tag"');
    await page.getByRole('link', { name: 'View all tags' }).click();
    await expect(page).toHaveURL(/\/docs\/tags$/);
  });
});

test('a doc without a title key takes its opening "# heading" as the title, shown once', async ({ page }) => {
  await page.goto('/docs/e2e/structure/tree/reference/no-title');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heading from the body');
  await expect(page).toHaveTitle(/^Heading from the body \| /);
  await expect(sidebar(page).getByRole('link', { name: 'Heading from the body' })).toHaveAttribute('aria-current', 'page');
});
