import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, formulasLaidOut, openMobileMenu, openSearchModal, startedUp, test } from './fixtures';

/**
 * Screenshot comparison for style refactors: every route of the export, full page, at 1280 and
 * 390 px, plus the states whose styles live in component stylesheets. Run it on the build before a
 * style change with --update-snapshots (the baseline), then after it, without. Off unless VISUAL=1:
 * font rendering differs between machines, so the baseline is only valid on the machine that took it
 * (the screenshots go to the gitignored e2e/.visual/).
 */
test.skip(!process.env.VISUAL, 'screenshot comparison: run with VISUAL=1 (see README, "Styles")');

const WIDTHS = { desktop: 1280, mobile: 390 } as const;

/** Routes of the export: the sitemap's, plus the pages it leaves out on purpose. */
function routes(): string[] {
  const sitemap = join(process.cwd(), 'out', 'sitemap.xml');
  const listed = existsSync(sitemap) ? [...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname) : [];
  return [...new Set([...listed, '/', '/search', '/api', '/a-page-that-does-not-exist'])];
}

/** A name for the snapshot file that keeps the route readable. */
const slug = (path: string) => (path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '_'));

/**
 * Deterministic rendering: formulas laid out and fonts loaded, no caret, no pending smooth scroll,
 * and every block drawn: a full-page capture leaves blocks with `content-visibility: auto` that are
 * off screen (/api's samples) blank.
 */
async function settle(page: Page) {
  await formulasLaidOut(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.addStyleTag({ content: '*, *::before, *::after { caret-color: transparent !important; scroll-behavior: auto !important; content-visibility: visible !important; }' });
}

/**
 * threshold 0, since Playwright's default (0.2) lets a small colour change through; up to 64 pixels
 * may differ, since two captures of one build differ by that much (the navbar logo's edge and the
 * search button's key hint) while a style change touches thousands. The longest
 * pages (the Parameter reference) take seconds to capture twice.
 */
const SHOT = { fullPage: true, animations: 'disabled', caret: 'hide', threshold: 0, maxDiffPixels: 64, timeout: 30_000 } as const;

/**
 * Routes whose screenshots differ between two runs of the same build: /api's many scrolling code
 * samples draw their corners a pixel differently from one capture to the next (about 3,000 pixels, 0.02%
 * of the page), whatever the styles.
 */
const TOLERANCE: Record<string, number> = { '/api': 0.0005 };

for (const [label, width] of Object.entries(WIDTHS)) {
  test.describe(`${label} ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of routes()) {
      test(`route ${path}`, async ({ page, allowConsoleErrors }) => {
        test.setTimeout(90_000);
        allowConsoleErrors(/404 \(Not Found\)/);
        await page.goto(path);
        // Lazy chunks (the plain reference's highlighter, tabs) change the page when they arrive.
        await startedUp(page);
        await settle(page);
        await expect(page).toHaveScreenshot(`${label}-${slug(path)}.png`, TOLERANCE[path] ? { ...SHOT, maxDiffPixels: undefined, maxDiffPixelRatio: TOLERANCE[path] } : SHOT);
      });
    }
  });
}

test.describe('states', () => {
  test('mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
    await page.goto('/docs/Vital/UserGuide/Filters');
    await settle(page);
    await expect(await openMobileMenu(page)).toBeVisible();
    await expect(page).toHaveScreenshot('state-mobile-menu.png', { ...SHOT, fullPage: false });
  });

  test('navbar dropdown open', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    const projects = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Projects' });
    await projects.click();
    await expect(page.getByRole('link', { name: 'Vital User Guide', exact: true })).toBeVisible();
    await expect(page).toHaveScreenshot('state-dropdown.png', { ...SHOT, fullPage: false });
  });

  test('search modal open with hits', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    const input = await openSearchModal(page);
    await input.fill('filter');
    // The final results: the count link shows once the whole index has answered.
    await expect(page.getByRole('link', { name: /^See all \d+ results$/ })).toBeVisible();
    await expect(page.getByRole('treeitem').first().locator('mark').first()).toContainText(/^filter/i);
    await expect(page).toHaveScreenshot('state-search-modal.png', { ...SHOT, fullPage: false });
  });

  test('tabs, admonitions and a code block’s Copy button on focus', async ({ page }) => {
    await page.goto('/docs/e2e/authoring/features');
    await settle(page);
    await page.getByRole('main').getByRole('button', { name: 'Copy code' }).first().focus();
    await expect(page).toHaveScreenshot('state-authoring-copy-focus.png', SHOT);
  });

  test('second tab selected', async ({ page }) => {
    await page.goto('/docs/e2e/authoring/features');
    await settle(page);
    const tab = page.getByRole('main').getByRole('tablist').first().getByRole('tab').nth(1);
    await expect(async () => {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await page.mouse.move(0, 0);
    await expect(page).toHaveScreenshot('state-tab-two.png', SHOT);
  });
});
