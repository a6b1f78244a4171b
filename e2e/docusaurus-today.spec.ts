import type { Page } from '@playwright/test';
import { axeViolations, expect, failedResource, test } from './fixtures';

// A doc written as Docusaurus 3.10 documents it (content/docs/e2e/docusaurus-today/): a .md folder
// index read as MDX, partials, comment heading ids, bracket titles, a math fence and tabs; and a
// CommonMark page whose raw HTML must not cost its code block titles.

const TODAY = '/docs/e2e/docusaurus-today';
const RAW_HTML = '/docs/e2e/docusaurus-today/raw-html';
const SHOWN_CODE = '/docs/e2e/docusaurus-today/shown-code';

const main = (page: Page) => page.getByRole('main');

test('a .md folder index with its own id is served at the folder URL, read as MDX', async ({ page }) => {
  const response = await page.goto(TODAY);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Docusaurus today');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${TODAY}$`));
  const text = await main(page).innerText();
  for (const literal of [':::', '{#', '{/*', 'import', '<Tabs', 'mdx-code-block', '<!--']) expect(text).not.toContain(literal);
});

test('heading ids are kept in all three written forms', async ({ page }) => {
  await page.goto(TODAY);
  for (const [id, name] of [
    ['classic-id', 'Classic heading id'],
    ['comment-id', 'Comment heading id'],
    ['html-comment-id', 'HTML comment heading id'],
  ]) {
    await expect(main(page).getByRole('heading', { level: 2, name, exact: true })).toHaveAttribute('id', id!);
  }
});

test('bracket titles, partials with their admonitions and tabs, and a math fence render', async ({ page }) => {
  await page.goto(TODAY);
  await expect(main(page).getByRole('note', { name: 'Note: Bracket title', exact: true })).toContainText('An admonition titled in brackets.');
  await expect(main(page).getByRole('note', { name: 'Tip: Shared tip', exact: true })).toContainText('This text comes from a partial file.');
  await expect(main(page).getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
  await expect(main(page).getByRole('tabpanel')).toContainText(['Setup text from a partial in a folder.']);
  await expect(main(page).locator('.katex-display math')).toHaveCount(1);
  await expect(main(page).locator('.katex-display annotation')).toHaveText(/f = 440 \\cdot 2\^\{\(n-69\)\/12\}/);
});

test('partials are not pages: their URLs answer 404', async ({ page, allowConsoleErrors }) => {
  for (const path of [`${TODAY}/_shared-tip`, `${TODAY}/_shared/setup`, `${TODAY}/shared-tip`]) {
    allowConsoleErrors(failedResource(404, new RegExp(`http://localhost:\\d+${path.replaceAll('/', '\\/')}`)));
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});

test('a CommonMark page with raw HTML keeps its code title, highlighted line and line numbers', async ({ page }) => {
  await page.goto(RAW_HTML);
  await expect(main(page).locator('details').getByText('More details', { exact: true })).toBeVisible();
  const block = main(page)
    .locator('figure')
    .filter({ has: page.getByText('src/synth.js', { exact: true }) });
  await expect(block).toBeVisible();
  await expect(block.locator('[data-line-number]')).toHaveCount(2);
  await expect(block.locator('[data-highlighted]')).toHaveText('const b = 2;');
  await expect(main(page).getByRole('heading', { level: 2, name: 'Code with a title' })).toHaveAttribute('id', 'code-with-title');
});

test("an example's imports handed to a component stay its code, and <Head> works without an import, as Docusaurus gives it", async ({ page }) => {
  await page.goto(SHOWN_CODE);
  await expect(main(page).locator('pre')).toContainText("import { useReel } from 'tape-deck/hooks';");
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', 'Described by a head block written without its import.');
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  // The <html> class served the site's own stylesheet; no element of the block is left in the body.
  await expect(page.locator('body html, body meta')).toHaveCount(0);
});

for (const width of [1280, 390]) {
  for (const path of [TODAY, RAW_HTML, SHOWN_CODE]) {
    test(`${path} passes axe at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
