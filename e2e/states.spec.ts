import { test, expect, hydrated } from './fixtures';

// Spec §4: colour mode, announcement bar, docs version preference, layout, sidebar.

test.describe('colour mode', () => {
  test.use({ colorScheme: 'dark' });

  test('stays light under a dark system preference, and is stored', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('a stored dark value does not stick, since the switch is disabled', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('announcement bar', () => {
  test('stays dismissed after closing, across reloads', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close announcement' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('announcement.dismiss'))).toBe('true');
  });

  test('shows again when its id changes', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('announcement.id', 'an-older-announcement');
      localStorage.setItem('announcement.dismiss', 'true');
    });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('announcement.dismiss'))).toBe('false');
  });
});

test('a stored docs version that matches no version is cleared on load', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', 'v-removed'));
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
  await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', 'current'));
  // The reload resolves once the page is hydrated, after the check that cleared the stale value: 'current' must remain.
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
});

test('the page is English, left to right', async ({ page }) => {
  await page.goto('/docs/About');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test.describe('docs sidebar', () => {
  test('marks the current page and keeps every category expanded', async ({ page }) => {
    await page.goto('/docs/Vital/UserGuide/Effects');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Effects', exact: true })).toHaveAttribute('aria-current', 'page');
    for (const name of ['My Pieces', 'Vital', 'User Guide']) {
      await expect(sidebar.getByRole('button', { name, exact: true })).toHaveAttribute('aria-expanded', 'true');
    }
  });

  test('a category folds by hand, and opening another does not close it', async ({ page }) => {
    await page.goto('/docs/About');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const pieces = sidebar.getByRole('button', { name: 'My Pieces', exact: true });
    await pieces.click();
    await expect(pieces).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', { name: 'Twelve Pieces for Piano' })).toBeHidden();
    await expect(sidebar.getByRole('button', { name: 'Vital', exact: true })).toHaveAttribute('aria-expanded', 'true');
  });

  test('a category folded by hand stays folded on the next page', async ({ page }) => {
    await page.goto('/docs/About');
    await hydrated(page);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('button', { name: 'My Pieces', exact: true }).click();
    await expect(sidebar.getByRole('button', { name: 'My Pieces', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await sidebar.getByRole('link', { name: 'Filters', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Filters' })).toBeVisible();
    // Each page draws its own sidebar: this one must look as the visitor left the last.
    await expect(sidebar.getByRole('link', { name: 'Filters', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('button', { name: 'My Pieces', exact: true })).toHaveAttribute('aria-expanded', 'false');
  });

  test.describe('in a short window', () => {
    test.use({ viewport: { width: 1280, height: 420 } });

    test('the sidebar keeps its scroll position on the next page', async ({ page }) => {
      await page.goto('/docs/About');
      await hydrated(page);
      const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
      const last = sidebar.getByRole('link', { name: 'Code Docs', exact: true });
      await last.scrollIntoViewIfNeeded();
      const scrolled = await sidebar.evaluate((nav) => nav.scrollTop);
      expect(scrolled).toBeGreaterThan(0);
      await last.click();
      await expect(last).toHaveAttribute('aria-current', 'page');
      expect(await sidebar.evaluate((nav) => nav.scrollTop)).toBe(scrolled);
    });
  });

  test('breadcrumbs and previous/next links follow the sidebar', async ({ page }) => {
    await page.goto('/docs/Vital/UserGuide/Filters');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByText('User Guide')).toBeVisible();
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Filters');
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/docs/Vital/UserGuide/Oscillators-and-Sampler');
    await expect(pager.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/docs/Vital/UserGuide/Envelopes-and-LFOs');
  });

  test('the table of contents links to headings on the page', async ({ page }) => {
    await page.goto('/docs/Vital/UserGuide/Filters');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const first = toc.getByRole('link').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^#/);
    await expect(page.locator(`[id="${href!.slice(1)}"]`)).toHaveCount(1);
  });
});
