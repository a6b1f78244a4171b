import { test, expect } from './fixtures';

// Issue 9: every interactive element shows where keyboard focus is. Checked on what the browser
// draws: the focused element's computed outline or box shadow, not a class name.

const ROUTES = ['/', '/docs/Vital/UserGuide/Filters', '/blog/2025/01/25', '/search?q=filter', '/api'];
const STOPS = 45;

for (const route of ROUTES) {
  test(`${route}: every Tab stop has a visible focus indicator`, async ({ page }) => {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const missing: string[] = [];
    let stops = 0;
    for (let i = 0; i < STOPS; i++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        const shadow = style.boxShadow !== 'none';
        const label = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
        return { label, visible: outline || shadow };
      });
      if (!stop) continue;
      stops++;
      if (!stop.visible) missing.push(stop.label);
    }
    expect(stops).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
}
