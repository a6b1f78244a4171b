import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures';

// Docusaurus's modules, theme images, Mermaid diagrams and files beside a doc, on the e2e build's
// test page (content/docs/e2e/docusaurus-modules/index.mdx).

const PAGE = '/docs/e2e/docusaurus-modules';
const main = (page: Page) => page.getByRole('main');

test('no Docusaurus source shows as text', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Docusaurus modules' })).toBeVisible();
  const text = await main(page).innerText();
  for (const literal of ['import ', '@theme', '@docusaurus', '@site', 'graph LR', 'sequenceDiagram', 'require(', 'npm2yarn', '```']) expect(text).not.toContain(literal);
});

test("Link, useBaseUrl and useDocusaurusContext give the site's values", async ({ page }) => {
  await page.goto(PAGE);
  await expect(main(page).getByRole('link', { name: 'Authoring features' })).toHaveAttribute('href', '/docs/e2e/authoring/features');
  await expect(main(page).getByRole('link', { name: 'Docusaurus', exact: true })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(main(page).locator('code', { hasText: '/img/logo.svg' })).toHaveText('/img/logo.svg');
  const facts = main(page).getByRole('list').filter({ hasText: 'Site title' }).getByRole('listitem');
  await expect(facts).toHaveText([
    'Site title: Robin Vale',
    'Tagline: Technical writing, software and music',
    'Origin: https://robin-vale.example',
    'Base URL: /',
    'Custom field: Hello from customFields',
    'Logo address: /img/logo.svg',
  ]);
  await main(page).getByRole('link', { name: 'Authoring features' }).click();
  await expect(page).toHaveURL(/\/docs\/e2e\/authoring\/features$/);
});

test('a Link without a target is an anchor to link to, not a link', async ({ page }) => {
  await page.goto(PAGE);
  const anchor = main(page).locator('#site-values');
  await expect(anchor).toHaveCount(1);
  expect(await anchor.evaluate((element) => [element.tagName, element.hasAttribute('href'), element.hasAttribute('rel')])).toEqual(['A', false, false]);
  await expect(main(page).getByRole('link', { name: 'linked here' })).toHaveAttribute('href', '#site-values');
});

test('Translate shows the default message, Head reaches the head, BrowserOnly its fallback', async ({ page, request }) => {
  await page.goto(PAGE);
  // A flow-level <Translate> is bare text in the page, as in Docusaurus.
  await expect(main(page)).toContainText('Hello, Robin');
  await expect(main(page).getByText('Goodbye for now', { exact: true })).toBeVisible();
  await expect(page.locator('head meta[name="e2e-docusaurus-head"]')).toHaveAttribute('content', 'from the page');
  await expect(main(page).getByText('Shown without a browser.')).toBeVisible();
  // A JSON file the page imports is its data, as webpack gives it.
  await expect(main(page)).toContainText('The patch bay needs Node >=20.16 and synth-core ^4.2.0');
  // The Markdown twin prints the same values, as the code they are on the page.
  expect(await (await request.get(`${PAGE}.md`)).text()).toContain('The patch bay needs Node `>=20.16` and synth-core `^4.2.0`');
});

test('every image loads, from beside the doc and from the static folder', async ({ page }) => {
  await page.goto(PAGE);
  const images = main(page).locator('img');
  // The Markdown image, the two of ThemedImage, IdealImage and three addressed from the static folder.
  await expect(images).toHaveCount(7);
  for (const image of await images.all()) {
    // The other mode's ThemedImage is hidden (and loads all the same: it is not lazy).
    if (await image.isVisible()) await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(main(page).getByRole('img', { name: 'Signal flow beside the doc' })).toHaveAttribute('src', /^\/assets\/images\/signal-flow-[0-9a-f]{8}\.png$/);
  await expect(main(page).getByRole('img', { name: 'Signal flow as an ideal image' })).toHaveAttribute('src', /^\/assets\/images\/signal-flow-[0-9a-f]{8}\.png$/);
  for (const name of ['Logo from the static folder', 'Logo imported from the static folder', 'Logo by its static path']) {
    await expect(main(page).getByRole('img', { name })).toHaveAttribute('src', '/img/logo.svg');
  }
});

test('an SVG imported and used as an element is drawn inline, with its props, as Docusaurus draws it', async ({ page }) => {
  await page.goto(PAGE);
  const wiring = main(page).getByRole('img', { name: 'Wiring from the patch bay to the mixer' });
  await expect(wiring).toHaveJSProperty('tagName', 'svg');
  await expect(wiring).toHaveClass('wiring-diagram');
  await expect(wiring.locator('rect')).toHaveCount(2);
  // An SVG imported and used as a value (`src={logo}`) stays its URL (the test above).
});

test('ThemedImage shows the image of the colour mode', async ({ page }) => {
  await page.goto(PAGE);
  const alt = "Signal flow, in the colour mode's version";
  await expect(main(page).locator(`img[alt="${alt}"]`)).toHaveCount(2);
  // The hidden one is not an image to assistive technology: one image, the mode's, is announced.
  const themed = main(page).getByRole('img', { name: alt });
  await expect(themed).toHaveAttribute('src', /signal-flow-[0-9a-f]{8}\.png$/);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await expect(themed).toHaveAttribute('src', /signal-flow-dark-[0-9a-f]{8}\.png$/);
});

test('a file beside the doc downloads from its hashed address', async ({ page, request }) => {
  await page.goto(PAGE);
  const link = main(page).getByRole('link', { name: 'Download the patch sheet' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/assets\/files\/patch-sheet-[0-9a-f]{8}\.txt$/);
  // A file, not a route: the router must not prefetch it (its route data would answer 404).
  await link.hover();
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('Filter: 800 Hz');
});

test("a raw-loader import shows the file's text in a CodeBlock, highlighted at build time, and in the twin", async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  const block = main(page)
    .locator('figure')
    .filter({ has: page.getByText('patch-router.js', { exact: true }) });
  await expect(block.locator('pre code')).toContainText('export function routePatch(patch, signal) {');
  // Highlighted in the page as served: the function's name is a token of its own.
  await expect(block.locator('pre code .line > span', { hasText: /^ routePatch$/ })).toHaveCount(1);
  await context.close();
  const twin = await (await request.get(`${PAGE}.md`)).text();
  expect(twin).toContain('```js title="patch-router.js"\n/** Sends a source to every destination its patch names');
});

test('Mermaid diagrams are static SVG with their labels and a name, in the page without scripts', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  const flow = main(page).getByRole('img', { name: 'Release flow' });
  await expect(flow).toBeVisible();
  expect(await flow.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
  for (const label of ['Write the draft', 'Reviewed?', 'Publish the page', 'yes', 'no']) await expect(flow.locator('text', { hasText: label }).first()).toBeAttached();
  const sequence = main(page).getByRole('img', { name: 'Build sequence' });
  for (const label of ['Author', 'Build', 'npm run build', 'static SVG']) await expect(sequence.locator('text', { hasText: label }).first()).toBeAttached();
  // autonumber's numbers start each message's text, and the message written without text is still an arrow, as Mermaid draws them.
  const numbered = main(page).getByRole('img', { name: 'Numbered hand-off' });
  for (const label of ['3. file the draft', '5. a place', '6. receipt']) await expect(numbered.locator('text', { hasText: label })).toHaveCount(1);
  await expect(numbered.locator('[marker-end]')).toHaveCount(4);
  await context.close();
});

test('Mermaid diagrams follow the colour mode', async ({ page }) => {
  await page.goto(PAGE);
  const label = main(page).getByRole('img', { name: 'Release flow' }).locator('text', { hasText: 'Write the draft' });
  const light = await label.evaluate((node) => getComputedStyle(node).fill);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await expect.poll(() => label.evaluate((node) => getComputedStyle(node).fill)).not.toBe(light);
});

test('npm2yarn, set in site.config.ts, turns an install command into package manager tabs', async ({ page }) => {
  await page.goto(PAGE);
  const tabs = main(page).getByRole('tablist');
  await expect(tabs.getByRole('tab')).toHaveText(['npm', 'Yarn', 'pnpm', 'Bun']);
  await expect(main(page).getByRole('tabpanel')).toContainText('npm install --save beautiful-mermaid');
});

for (const width of [1280, 390]) {
  test(`the modules test page passes axe at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PAGE);
    await expect(main(page).getByRole('img', { name: 'Release flow' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
