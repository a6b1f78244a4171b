import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Issue 35, item 2: site links cross-fade the main content; with reduced motion nothing animates.

/** Counts the view transitions the page starts from now on. */
async function countTransitions(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { viewTransitions: number };
    w.viewTransitions = 0;
    const start = document.startViewTransition?.bind(document);
    if (!start) return;
    document.startViewTransition = ((...args: Parameters<typeof start>) => {
      w.viewTransitions += 1;
      return start(...args);
    }) as typeof document.startViewTransition;
  });
  return () => page.evaluate(() => (window as unknown as { viewTransitions: number }).viewTransitions);
}

async function navigateBySidebar(page: Page) {
  await page.goto('/docs/About');
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Filters', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/Vital\/UserGuide\/Filters$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Filters' })).toBeVisible();
}

/** Whether the page's styles opt full page loads into a view transition (`@view-transition`), media queries applied. */
function optsIntoDocumentTransitions(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const applies = (rules: CSSRuleList): boolean =>
      [...rules].some((rule) => (rule instanceof CSSMediaRule ? matchMedia(rule.conditionText).matches && applies(rule.cssRules) : rule.cssText.startsWith('@view-transition')));
    return [...document.styleSheets].some((sheet) => applies(sheet.cssRules));
  });
}

test('a site link cross-fades the main content in a view transition, and full loads opt in too', async ({ page }) => {
  const transitions = await countTransitions(page);
  await navigateBySidebar(page);
  expect(await transitions()).toBeGreaterThanOrEqual(1);
  expect(await optsIntoDocumentTransitions(page)).toBe(true);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a navigation starts no view transition, and full loads do not opt in', async ({ page }) => {
    const transitions = await countTransitions(page);
    await navigateBySidebar(page);
    expect(await transitions()).toBe(0);
    expect(await optsIntoDocumentTransitions(page)).toBe(false);
  });
});
