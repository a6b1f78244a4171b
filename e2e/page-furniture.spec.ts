import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Issue 19, items 6 to 8: the Search button's key hint and name, the table of contents following
// the reader, "Back to top", and what a printed page keeps.

const LINUX_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** Reports `platform` as navigator.platform, as that machine's browser would. */
async function emulatePlatform(page: Page, platform: string) {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'platform', { get: () => value, configurable: true });
  }, platform);
}

const searchButton = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Search/ });

for (const { os, userAgent, platform, keys } of [
  { os: 'macOS', userAgent: MAC_UA, platform: 'MacIntel', keys: '⌘ K' },
  { os: 'Linux', userAgent: LINUX_UA, platform: 'Linux x86_64', keys: 'Ctrl K' },
]) {
  test.describe(`on ${os}`, () => {
    test.use({ userAgent });

    test(`the Search button shows ${keys}, its name holds its visible text, and it opens search`, async ({ page }) => {
      await emulatePlatform(page, platform);
      await page.goto('/docs/About');
      const button = searchButton(page);
      await expect(button).toHaveText(`Search ${keys}`);
      await expect(button).toHaveAccessibleName(`Search ${keys}`);
      await button.click();
      await expect(page.getByPlaceholder('Search docs')).toBeFocused();
    });

    test('the key appears without moving anything: the button is as wide before scripts run', async ({ page, browser }) => {
      await emulatePlatform(page, platform);
      await page.goto('/docs/About');
      await expect(searchButton(page)).toHaveText(`Search ${keys}`);
      const hydrated = await searchButton(page).boundingBox();

      const context = await browser.newContext({ javaScriptEnabled: false, userAgent, viewport: page.viewportSize() });
      const serverPage = await context.newPage();
      await serverPage.goto('/docs/About');
      // The server cannot know the platform: the neutral form names the button by its word.
      await expect(searchButton(serverPage)).toHaveAccessibleName('Search');
      const server = await searchButton(serverPage).boundingBox();
      await context.close();
      expect(hydrated).toEqual(server);
    });
  });
}

test('on a phone the Search button shows its icon and is named Search', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/About');
  await expect(searchButton(page)).toHaveAccessibleName('Search');
  await expect(searchButton(page).locator('kbd')).toHaveCount(2);
  await expect(searchButton(page).locator('kbd').first()).toBeHidden();
});

test.describe('table of contents', () => {
  const path = '/docs/Vital/UserGuide/Filters';

  test('marks the entry of the section in view with aria-current, and the mark moves while scrolling', async ({ page }) => {
    await page.goto(path);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const links = toc.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(3);
    const current = toc.locator('a[aria-current="true"]');

    for (const index of [2, count - 2, 1]) {
      const id = (await links.nth(index).getAttribute('href'))!.slice(1);
      await page.evaluate((target) => document.getElementById(target)!.scrollIntoView(), id);
      await expect(links.nth(index)).toHaveAttribute('aria-current', 'true');
      await expect(current).toHaveCount(1);
    }

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(links.nth(1)).not.toHaveAttribute('aria-current', 'true');
  });

  test('following an entry makes it the current one', async ({ page }) => {
    await page.goto(path);
    const link = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').nth(3);
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('Back to top', () => {
  const path = '/docs/Vital/Vital-Code-Docs';

  test('appears after scrolling down a long page and takes the reader to the top', async ({ page }) => {
    await page.goto(path);
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(button).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
    // Focus continues from the start of the content, not from a button that is gone.
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeVisible();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('main')).toBeFocused();
  });
});

/**
 * The page printed to PDF by Chromium, as text (pdftotext, from poppler-utils), in the order it was
 * drawn (-raw): pdftotext's reading-order guess moves the wrapped end of a long code line above the
 * line's own start, so a whole line could not be found.
 */
async function printedText(page: Page): Promise<string> {
  const file = test.info().outputPath('printed.pdf');
  await page.pdf({ path: file, format: 'A4' });
  return execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

// Issue 19, items 1 and 2: "Last updated" and "Edit this page" under each doc and post. CI may build
// from a shallow clone or one commit, so git's dates are checked for their form, not their value.
const EDIT_BASE = 'https://github.com/robin-vale/robin-vale.github.io/edit/main/content';
const LAST_UPDATED = /^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4} by \S/;
/** A shallow clone has no git dates: pages without front matter `last_update` then show none. */
const hasGitDates = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8' }).trim() === 'false';
  } catch {
    return false;
  }
})();

async function expectGitLastUpdate(page: Page) {
  const updated = page
    .getByRole('main')
    .locator('article')
    .getByText(/^Last updated/);
  if (!hasGitDates) {
    await expect(updated).toHaveCount(0);
    return;
  }
  await expect(updated).toHaveText(LAST_UPDATED);
  const datetime = await updated.locator('time').getAttribute('datetime');
  expect(datetime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(updated.locator('time')).toHaveText(new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(datetime!)));
}

test.describe('page footer', () => {
  const article = (page: Page) => page.getByRole('main').locator('article');

  test('a doc links to its source for editing and says when it was last updated', async ({ page }) => {
    await page.goto('/docs/Vital/UserGuide/Filters');
    const edit = article(page).getByRole('link', { name: 'Edit this page', exact: true });
    await expect(edit).toHaveAttribute('href', `${EDIT_BASE}/docs/Vital/UserGuide/Filters.mdx`);
    await expect(edit).not.toHaveAttribute('target', /.+/);
    await expectGitLastUpdate(page);
  });

  test('a blog post has the same footer row, with the post file in the edit link', async ({ page }) => {
    await page.goto('/blog/2025/01/25');
    await expect(article(page).getByRole('link', { name: 'Edit this page', exact: true })).toHaveAttribute('href', `${EDIT_BASE}/blog/2025/01-25-researching-the-vital-guide.mdx`);
    await expectGitLastUpdate(page);
  });

  test('front matter last_update and custom_edit_url replace git and the configured edit URL', async ({ page }) => {
    await page.goto('/docs/e2e/page-meta/override');
    await expect(article(page).getByText(/^Last updated/)).toHaveText('Last updated on Mar 2, 2025 by Test Author');
    await expect(article(page).locator('time[datetime="2025-03-02"]')).toHaveText('Mar 2, 2025');
    await expect(article(page).getByRole('link', { name: 'Edit this page', exact: true })).toHaveAttribute('href', 'https://example.com/edit/override-page');
  });

  test('custom_edit_url: null hides the edit link', async ({ page }) => {
    await page.goto('/docs/e2e/page-meta/no-edit-link');
    await expect(article(page).getByRole('heading', { level: 1, name: 'Page footer without edit link' })).toBeVisible();
    await expect(article(page).getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
  });
});

test.describe('print', () => {
  test('a long doc prints its content without the site furniture, with link addresses and whole code lines', async ({ page }) => {
    await page.goto('/docs/Vital/Vital-Code-Docs');
    const article = page.getByRole('main').locator('article');
    const title = (await article.getByRole('heading', { level: 1 }).innerText()).trim();
    // What paper keeps: the article and the footer (its copyright line names the site, as the brand does).
    const keptText = `${await article.innerText()}\n${await page.getByRole('contentinfo').innerText()}`;
    // The longest line of code: on screen it scrolls sideways; on paper it must wrap, not be cut.
    const codeLine = await page.evaluate(() => {
      const lines = [...document.querySelectorAll('main pre .line')].map((l) => (l as HTMLElement).innerText.trim());
      return lines.sort((a, b) => b.length - a.length)[0] ?? '';
    });
    const href = await article.locator('a[href]:not([href^="#"]):not(nav a):not(.page-actions a)').first().getAttribute('href');
    const navbarItems = await page
      .getByRole('navigation', { name: 'Main' })
      .locator('a, button')
      .evaluateAll((items) => items.map((i) => (i as HTMLElement).innerText.trim()).filter(Boolean));

    const text = await printedText(page);

    expect(text).toContain(title);
    expect(codeLine.length).toBeGreaterThan(20);
    expect(squeeze(text)).toContain(squeeze(codeLine));
    expect(href).toBeTruthy();
    expect(squeeze(text)).toContain(`(${href})`);
    const absent = navbarItems.filter((item) => !keptText.includes(item));
    expect(absent.length).toBeGreaterThan(2);
    for (const item of absent) expect(text, `navbar item "${item}"`).not.toContain(item);
    for (const furniture of ['Skip to main content', 'On this page', 'Back to top', 'Ctrl K', 'Copy code', 'Copy page', 'View as Markdown']) {
      expect(text).not.toContain(furniture);
    }
    // The edit link goes, with the address print writes after links (which may split its words).
    expect(text).not.toContain('Edit this');
    expect(squeeze(text)).not.toContain('/edit/main/');
    if (hasGitDates) expect(text).toMatch(/Last updated/);
  });

  test('tabs print every panel, the hidden ones too', async ({ page }) => {
    await page.goto('/e2e/print-tabs');
    await expect(page.getByText('Hidden panel: install with Yarn.')).toBeHidden();
    const text = await printedText(page);
    expect(text).toContain('Chosen panel: install with npm.');
    expect(text).toContain('Hidden panel: install with Yarn.');
  });

  test('admonitions keep their label on paper', async ({ page }) => {
    await page.goto('/docs/Vital/Vital-Code-Docs');
    const label = (await page.getByRole('main').locator('article [role="note"]').first().innerText()).split('\n')[0]!.trim();
    expect(label).not.toBe('');
    expect(await printedText(page)).toContain(label);
  });
});
