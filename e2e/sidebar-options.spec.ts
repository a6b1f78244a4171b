import type { Locator, Page } from '@playwright/test';
import { test, expect, axeViolations, openMobileMenu } from './fixtures';

/**
 * Docusaurus's themeConfig.docs.sidebar options (docs.sidebar here): hideable and
 * autoCollapseCategories. The spec's site leaves both off, and so does the e2e variant, whose other
 * specs test the sidebar as the spec has it; the test-only pages under /e2e/sidebar-options
 * (app/e2e/sidebar-options) draw a docs sidebar with both on.
 */

const FIXTURE = '/e2e/sidebar-options';
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
const category = (menu: Locator, name: string) => menu.getByRole('button', { name, exact: true });
/** The caret of a category with its own page, named as Docusaurus names it. */
const caret = (menu: Locator, name: string) => menu.getByRole('button', { name: `Toggle the collapsible sidebar category '${name}'` });
const collapseButton = (page: Page) => page.getByRole('button', { name: 'Collapse sidebar', exact: true });
const expandButton = (page: Page) => page.getByRole('button', { name: 'Expand sidebar', exact: true });

/** Follows the page body's link on to the next page: a way that is not the sidebar, which may be hidden. */
async function nextPage(page: Page, title: string) {
  await page.getByRole('article').getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

/** The hider is drawn by the server before it hydrates: a click before then would be lost. */
async function hiderReady(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('.sidebar-hider button');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps$'));
  });
}

test.describe('with the options left off, as the spec has them', () => {
  test('the docs sidebar has no button to hide it', async ({ page }) => {
    await page.goto('/docs/About');
    await expect(sidebar(page).getByRole('link', { name: 'About', exact: true })).toBeVisible();
    await expect(collapseButton(page)).toHaveCount(0);
    await expect(expandButton(page)).toHaveCount(0);
  });
});

test.describe('hideable', () => {
  test('"Collapse sidebar" at the bottom of the sidebar hides it, leaving an "Expand sidebar" strip that brings it back', async ({ page }) => {
    await page.goto(`${FIXTURE}/start`);
    await hiderReady(page);
    const collapse = collapseButton(page);
    await expect(collapse).toBeVisible();
    await expect(collapse).toHaveAttribute('title', 'Collapse sidebar');
    // At the bottom of the sidebar, which reaches the bottom of the window, below its last link, and
    // stays there as the page scrolls.
    const bottom = async () => {
      const box = (await collapse.boundingBox())!;
      return box.y + box.height;
    };
    expect(await bottom()).toBeCloseTo(page.viewportSize()!.height, 0);
    const lastLink = (await sidebar(page).getByRole('link', { name: 'Rails', exact: true }).boundingBox())!;
    expect((await collapse.boundingBox())!.y).toBeGreaterThan(lastLink.y);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await bottom()).toBeCloseTo(page.viewportSize()!.height, 0);
    await page.evaluate(() => window.scrollTo(0, 0));
    const articleLeft = async () => (await page.getByRole('heading', { level: 1 }).boundingBox())!.x;
    const shownLeft = await articleLeft();

    await collapse.click();
    await expect(sidebar(page)).toBeHidden();
    const expand = expandButton(page);
    await expect(expand).toBeVisible();
    await expect(expand).toHaveAttribute('title', 'Expand sidebar');
    await expect(expand).toBeFocused();
    // A narrow strip, which the page takes the room of.
    expect((await expand.boundingBox())!.width).toBeLessThan(40);
    await expect.poll(articleLeft).toBeLessThan(shownLeft - 200);

    await expand.click();
    await expect(sidebar(page).getByRole('link', { name: 'Start', exact: true })).toBeVisible();
    await expect(collapseButton(page)).toBeFocused();
    await expect.poll(articleLeft).toBe(shownLeft);
  });

  test('hidden, it stays hidden from docs page to docs page, and no page shows it on its way', async ({ page }) => {
    await page.goto(`${FIXTURE}/start`);
    await hiderReady(page);
    await collapseButton(page).click();
    await expect(sidebar(page)).toBeHidden();
    // Every frame from here on: was a docs sidebar on screen?
    await page.evaluate(() => {
      const w = window as unknown as { sidebarSeen: boolean };
      w.sidebarSeen = false;
      const watch = () => {
        const nav = document.querySelector('nav[aria-label="Docs sidebar"]');
        if (nav && getComputedStyle(nav).visibility === 'visible' && nav.getBoundingClientRect().width > 0) w.sidebarSeen = true;
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await nextPage(page, 'Patch cables');
    await nextPage(page, 'Jacks');
    await expect(expandButton(page)).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { sidebarSeen: boolean }).sidebarSeen)).toBe(false);

    // Shown again, it stays shown on the next page; a reload shows it, as Docusaurus's does.
    await expandButton(page).click();
    await nextPage(page, 'Y cables');
    await expect(sidebar(page).getByRole('link', { name: 'Y cables', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(collapseButton(page)).toBeVisible();
    await hiderReady(page);
    await collapseButton(page).click();
    await expect(sidebar(page)).toBeHidden();
    await page.reload();
    await expect(sidebar(page).getByRole('link', { name: 'Y cables', exact: true })).toBeVisible();
  });

  test('the keyboard reaches the button and works it, with Enter and with Space', async ({ page }) => {
    await page.goto(`${FIXTURE}/start`);
    await hiderReady(page);
    // After the sidebar's last link, the next Tab stop.
    await sidebar(page).getByRole('link', { name: 'Rails', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(collapseButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sidebar(page)).toBeHidden();
    await expect(expandButton(page)).toBeFocused();
    // The hidden sidebar's links are out of the Tab order: the stop before the button is not in it.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('nav[aria-label="Docs sidebar"]') ?? null)).toBeNull();
    await expandButton(page).focus();
    await page.keyboard.press('Space');
    await expect(sidebar(page).getByRole('link', { name: 'Start', exact: true })).toBeVisible();
    await expect(collapseButton(page)).toBeFocused();
  });

  test('axe finds nothing, shown or hidden', async ({ page }) => {
    await page.goto(`${FIXTURE}/start`);
    expect(await axeViolations(page)).toEqual([]);
    await hiderReady(page);
    await collapseButton(page).click();
    await expect(expandButton(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the sidebar is shown, with its button at its bottom', async ({ page }) => {
      await page.goto(`${FIXTURE}/start`);
      await expect(sidebar(page).getByRole('link', { name: 'Start', exact: true })).toBeVisible();
      await expect(sidebar(page).getByRole('link', { name: 'Rails', exact: true })).toBeVisible();
      await expect(collapseButton(page)).toBeVisible();
    });
  });

  test('on a phone there is no button, and the menu shows the sidebar the desktop hid', async ({ page }) => {
    await page.goto(`${FIXTURE}/start`);
    await hiderReady(page);
    await collapseButton(page).click();
    await expect(expandButton(page)).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(expandButton(page)).toBeHidden();
    await expect(collapseButton(page)).toBeHidden();
    const menu = await openMobileMenu(page);
    await expect(menu.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Start', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Collapse sidebar', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Expand sidebar', exact: true })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('autoCollapseCategories', () => {
  test('opening a category folds the other categories of its level, and no others', async ({ page }) => {
    await page.goto(`${FIXTURE}/start`);
    const menu = sidebar(page);
    await expect(category(menu, 'Wiring')).toHaveAttribute('aria-expanded', 'true');
    await expect(category(menu, 'Racks')).toHaveAttribute('aria-expanded', 'true');
    await expect(caret(menu, 'Power')).toHaveAttribute('aria-expanded', 'false');

    await caret(menu, 'Power').click();
    await expect(caret(menu, 'Power')).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Supplies', exact: true })).toBeVisible();
    await expect(category(menu, 'Wiring')).toHaveAttribute('aria-expanded', 'false');
    await expect(category(menu, 'Racks')).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Rails', exact: true })).toBeHidden();
    // A category that cannot fold stays as it is.
    await expect(menu.getByRole('link', { name: 'Glossary', exact: true })).toBeVisible();

    // Folding one leaves the others folded; opening another folds it.
    await caret(menu, 'Power').click();
    await expect(caret(menu, 'Power')).toHaveAttribute('aria-expanded', 'false');
    await expect(category(menu, 'Wiring')).toHaveAttribute('aria-expanded', 'false');
    await caret(menu, 'Power').click();
    await category(menu, 'Racks').click();
    await expect(category(menu, 'Racks')).toHaveAttribute('aria-expanded', 'true');
    await expect(caret(menu, 'Power')).toHaveAttribute('aria-expanded', 'false');

    // One level down: only the nested category's own siblings fold.
    await category(menu, 'Wiring').click();
    await expect(category(menu, 'Splitters')).toHaveAttribute('aria-expanded', 'true');
    await category(menu, 'Adapters').click();
    await expect(category(menu, 'Adapters')).toHaveAttribute('aria-expanded', 'true');
    await expect(category(menu, 'Splitters')).toHaveAttribute('aria-expanded', 'false');
    await expect(category(menu, 'Wiring')).toHaveAttribute('aria-expanded', 'true');
  });

  test('arriving on a page inside a folded category opens it and folds its siblings; the next page keeps what was folded', async ({ page }) => {
    await page.goto(`${FIXTURE}/start`);
    const menu = sidebar(page);
    await caret(menu, 'Power').click();
    await expect(category(menu, 'Wiring')).toHaveAttribute('aria-expanded', 'false');
    // Into Wiring, folded now, by a link in the page.
    await nextPage(page, 'Patch cables');
    await expect(menu.getByRole('link', { name: 'Patch cables', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(category(menu, 'Wiring')).toHaveAttribute('aria-expanded', 'true');
    await expect(caret(menu, 'Power')).toHaveAttribute('aria-expanded', 'false');
    await expect(category(menu, 'Racks')).toHaveAttribute('aria-expanded', 'false');
    // Into Adapters, folded by its author, inside Wiring: Splitters folds, and the top level stays as it was.
    await nextPage(page, 'Jacks');
    await expect(category(menu, 'Adapters')).toHaveAttribute('aria-expanded', 'true');
    await expect(category(menu, 'Splitters')).toHaveAttribute('aria-expanded', 'false');
    await expect(category(menu, 'Wiring')).toHaveAttribute('aria-expanded', 'true');
    await expect(category(menu, 'Racks')).toHaveAttribute('aria-expanded', 'false');
  });

  test("a category's own link opens it and folds its siblings", async ({ page }) => {
    await page.goto(`${FIXTURE}/start`);
    const menu = sidebar(page);
    await menu.getByRole('link', { name: 'Power', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Power');
    await expect(caret(menu, 'Power')).toHaveAttribute('aria-expanded', 'true');
    await expect(category(menu, 'Wiring')).toHaveAttribute('aria-expanded', 'false');
    await expect(category(menu, 'Racks')).toHaveAttribute('aria-expanded', 'false');
  });

  test('a page loaded afresh shows its categories as the author wrote them; arriving from it in a folded one folds the others', async ({ page }) => {
    await page.goto(`${FIXTURE}/y-cables`);
    const menu = sidebar(page);
    await expect(menu.getByRole('link', { name: 'Y cables', exact: true })).toHaveAttribute('aria-current', 'page');
    // Docusaurus's first render: open around the current page, and the others as written, open ones too.
    await expect(category(menu, 'Wiring')).toHaveAttribute('aria-expanded', 'true');
    await expect(category(menu, 'Splitters')).toHaveAttribute('aria-expanded', 'true');
    await expect(category(menu, 'Racks')).toHaveAttribute('aria-expanded', 'true');
    await expect(caret(menu, 'Power')).toHaveAttribute('aria-expanded', 'false');
    await nextPage(page, 'Power');
    await expect(caret(menu, 'Power')).toHaveAttribute('aria-expanded', 'true');
    await expect(category(menu, 'Wiring')).toHaveAttribute('aria-expanded', 'false');
    await expect(category(menu, 'Racks')).toHaveAttribute('aria-expanded', 'false');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the mobile menu folds the siblings of the category opened there too', async ({ page }) => {
      await page.goto(`${FIXTURE}/start`);
      const menu = (await openMobileMenu(page)).getByRole('navigation', { name: 'Docs sidebar' });
      await expect(category(menu, 'Wiring')).toHaveAttribute('aria-expanded', 'true');
      await caret(menu, 'Power').click();
      await expect(caret(menu, 'Power')).toHaveAttribute('aria-expanded', 'true');
      await expect(category(menu, 'Wiring')).toHaveAttribute('aria-expanded', 'false');
      await expect(category(menu, 'Racks')).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
