import { test, expect, axeViolations } from './fixtures';

// Spec §3 "table-of-contents heading levels 2 to 6": the page's outline beside it on a desktop, and
// folded under the title where the layout has no side column (996 px and narrower).

for (const path of ['/docs/Vital/UserGuide/Filters', '/blog/2025/02/17']) {
  test.describe(path, () => {
    test('on a phone, "On this page" starts folded, opens, and its links reach their headings', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const main = page.getByRole('main');
      const toggle = main.locator('summary').filter({ hasText: 'On this page' });
      const outline = main.getByRole('navigation', { name: 'On this page' });
      await expect(toggle).toBeVisible();
      await expect(outline).toBeHidden();
      await toggle.click();
      await expect(outline).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      const link = outline.getByRole('link').nth(1);
      const target = (await link.getAttribute('href'))!;
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator(target)).toBeInViewport();
    });

    test('on a desktop the outline is beside the page, and the folded copy is not shown', async ({ page }) => {
      await page.goto(path);
      // Hidden elements are not in the accessibility tree: one outline, the visible one.
      await expect(page.getByRole('navigation', { name: 'On this page' })).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
      await expect(page.getByRole('main').locator('summary').filter({ hasText: 'On this page' })).toBeHidden();
    });
  });
}
