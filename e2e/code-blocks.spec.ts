import { test, expect } from './fixtures';

// Code blocks in docs and posts: a Copy button that copies the code as shown, by mouse or keyboard,
// and stays out of the feeds.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

// Headless Chromium accepts writes but reads back nothing, so the page records what it writes.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const clipboard = navigator.clipboard;
    const write = clipboard.writeText.bind(clipboard);
    (window as unknown as { copied: string[] }).copied = [];
    clipboard.writeText = (text: string) => {
      (window as unknown as { copied: string[] }).copied.push(text);
      return write(text);
    };
  });
});

const copied = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { copied: string[] }).copied);

test('Copy puts exactly the code of its block on the clipboard and says so', async ({ page }) => {
  await page.goto('/docs/Vital/Vital-Code-Docs');
  const block = page.getByRole('main').locator('pre').first();
  const code = await block.innerText();
  expect(code.trim().length).toBeGreaterThan(0);
  await block.hover();
  const copy = page.getByRole('button', { name: 'Copy code' }).first();
  await copy.click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Copied code' }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Code copied to the clipboard' })).toHaveCount(1);
  expect(await copied(page)).toEqual([code.replace(/\n$/, '')]);
  // It goes back to its resting label.
  await expect(page.getByRole('main').getByRole('button', { name: 'Copy code' })).toHaveCount(await page.getByRole('main').locator('pre').count(), { timeout: 4000 });
});

test('the keyboard reaches Copy, shows it, and Enter copies', async ({ page }) => {
  await page.goto('/docs/Vital/UserGuide/Advanced');
  const block = page.getByRole('main').locator('pre').first();
  const code = await block.innerText();
  const copy = page.getByRole('main').getByRole('button', { name: 'Copy code' }).first();
  // Focus the block (it is scrollable, so it is a Tab stop), then Tab once to its button.
  await block.focus();
  await page.keyboard.press('Tab');
  await expect(copy).toBeFocused();
  await expect(copy).toHaveCSS('opacity', '1');
  await page.keyboard.press('Enter');
  await expect.poll(() => copied(page)).toEqual([code.replace(/\n$/, '')]);
});

test("a post's code reaches the feeds without the Copy button", async ({ page, request }) => {
  await page.goto('/blog/2025/02/17');
  await expect(page.getByRole('main').getByRole('button', { name: 'Copy code' }).first()).toBeAttached();
  const rss = await (await request.get('/blog/rss.xml')).text();
  expect(rss).toMatch(/<pre|&lt;pre/);
  expect(rss).not.toContain('<button');
  expect(rss).not.toContain('Copy code');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('no Copy button is offered', async ({ page }) => {
    await page.goto('/docs/Vital/Vital-Code-Docs');
    await expect(page.getByRole('main').locator('pre').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy code' })).toHaveCount(0);
  });
});
