import type { Page } from '@playwright/test';
import { test, expect, formulasLaidOut } from './fixtures';
import { FORMULAS_LAID_OUT_ATTRIBUTE } from '../lib/client/formula-layout';

/**
 * Formulas laid out after load (lib/client/formula-layout.ts, components/mdx/markdown.css): on a page
 * whose first formula is far below the first screen, KaTeX's fonts are not fetched while the page
 * loads, so they cannot hold up its first paint; the formulas are laid out and drawn in KaTeX's fonts
 * right after. A page opened at a heading lays them out at once and lands on the heading.
 */

const PAGE = '/docs/Vital/UserGuide/Filters';
const KATEX_FONT = /\/KaTeX_[\w-]+\.[\w-]+\.woff2$/;

/** When the load event ended and when each KaTeX font was requested, in ms from the navigation's start. */
const timings = (page: Page) =>
  page.evaluate((pattern) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const fonts = performance.getEntriesByType('resource').filter((entry) => new RegExp(pattern).test(entry.name));
    return { loaded: navigation?.loadEventEnd ?? 0, fonts: fonts.map((entry) => entry.startTime) };
  }, KATEX_FONT.source);

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px, no KaTeX font is fetched before the page has loaded; then the formulas are drawn in KaTeX's fonts`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(PAGE);
    await formulasLaidOut(page);
    const formula = page.locator('.katex-display').first();
    await formula.scrollIntoViewIfNeeded();
    await expect(formula).toBeVisible();
    await page.waitForFunction(() => [...document.fonts].some((font) => font.family.replaceAll('"', '') === 'KaTeX_Main' && font.status === 'loaded'));
    const { loaded, fonts } = await timings(page);
    expect(loaded).toBeGreaterThan(0);
    expect(fonts.length).toBeGreaterThan(0);
    for (const start of fonts) expect(start).toBeGreaterThanOrEqual(loaded);
    // Drawn in place: the formula's annotation is the source the author wrote.
    await expect(formula.locator('annotation')).toHaveText(/^f_c = 440/);
  });
}

test('a page opened at a heading lays its formulas out at once and lands on the heading', async ({ page }) => {
  await page.goto(`${PAGE}#drive`);
  expect(await page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), FORMULAS_LAID_OUT_ATTRIBUTE)).toBe(true);
  const heading = page.getByRole('heading', { level: 3, name: 'Drive', exact: true });
  await expect(heading).toBeInViewport();
  const { fonts, loaded } = await timings(page);
  // Laid out with the page, the formulas asked for their fonts before the load event.
  expect(fonts.length).toBeGreaterThan(0);
  for (const start of fonts) expect(start).toBeLessThan(loaded);
});
