import { test, expect, axeViolations } from './fixtures';

// Issue 35, item 3: content images open enlarged in a dialog; without JavaScript they link to their file.

const DIAGRAM = /^Block diagram of Vital/;

test('a content image has its size from the build, loads lazily below the opening and links to its file', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/docs/Vital/Overview');
  const link = page.getByRole('link', { name: DIAGRAM });
  await expect(link).toHaveAttribute('href', '/img/vital/signal-flow.svg');
  const image = link.getByRole('img');
  await expect(image).toHaveAttribute('width', '1120');
  await expect(image).toHaveAttribute('height', '640');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await context.close();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the image opens with Enter, keeps focus in the dialog, closes with Escape and gives focus back`, async ({ page }) => {
    test.slow(); // two axe scans of a long page
    await page.setViewportSize(viewport);
    await page.goto('/docs/Vital/Overview');
    const link = page.getByRole('link', { name: DIAGRAM });
    await link.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: DIAGRAM });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/docs\/Vital\/Overview$/);
    const close = dialog.getByRole('button', { name: 'Close enlarged image' });
    await expect(close).toBeFocused();
    await expect(dialog.getByRole('img', { name: DIAGRAM })).toHaveAttribute('src', /\/img\/vital\/signal-flow\.svg$/);
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
  });
}

test('a click opens the image and the Close button closes it', async ({ page }) => {
  await page.goto('/docs/Vital/Overview');
  const link = page.getByRole('link', { name: DIAGRAM });
  await link.click();
  const dialog = page.getByRole('dialog', { name: DIAGRAM });
  await dialog.getByRole('button', { name: 'Close enlarged image' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();
});
