import type { Page } from '@playwright/test';
import { axeViolations, expect, failedResource, hydrated, test } from './fixtures';

// The real-site fixture (content/docs/e2e/docusaurus-site): a Docusaurus 3 site's docs in the shapes
// the sites tried for issue 30 use (README, "Moving a Docusaurus site here"). Every page must show no
// Docusaurus source, load every image and keep the heading ids Docusaurus gives. The ids below are
// written out by hand from github-slugger's rules (Docusaurus's), never read back from a page.

const BASE = '/docs/e2e/docusaurus-site';

interface FixturePage {
  path: string;
  title: string;
  /** The content's heading ids, in order. */
  ids: string[];
  /** The alt text of every image the page shows, in order. */
  images: string[];
  /** A category's generated index has cards, not a Markdown body. */
  generated?: boolean;
}

const PAGES: FixturePage[] = [
  {
    path: BASE,
    title: 'A Docusaurus site',
    ids: ['before-you-start', 'the-patch-bay-at-a-glance', 'what-to-read-next'],
    images: ['A knob, beside the partial', "The site's logo, from the static folder"],
  },
  { path: `${BASE}/getting-started/install`, title: 'Install the patch bay', ids: ['the-front-panel', 'rack-or-desk'], images: ["The patch bay's front panel"] },
  { path: `${BASE}/getting-started/configure`, title: 'Configure the routing', ids: [], images: ['The routing badge, by a relative path into the static folder'] },
  { path: '/docs/category/getting-started', title: 'Getting started with the patch bay', ids: [], images: [], generated: true },
  { path: `${BASE}/guides`, title: 'Guides', ids: [], images: [] },
  {
    path: `${BASE}/guides/headings`,
    title: 'Heading styles',
    ids: [
      'expect--matchers',
      'patchconnectsource-target',
      '--sub-path-was-renamed-to---base-path',
      'proxy-',
      'limit-access-to-one-group-optional',
      'beta-routing-by-header',
      'route-alias',
      'routes',
      'examples',
      'examples-1',
      'explicit-id',
      'comment-id',
      'html-comment-id',
      'überblick-über-die-ausgänge',
      '音色の設計',
      'terminate-tls-at-the-proxy-eg-nginx',
    ],
    images: ['A patch cable, beside the page'],
  },
  {
    path: `${BASE}/guides/options`,
    title: 'Routing options',
    ids: ['routingmatrixdefaultdestinationforunpatchedoutputs', 'routingmatrixrememberlastpatchacrosspowercycles', 'before-and-after', 'before-a-show'],
    images: [],
  },
  { path: `${BASE}/guides/upgrade-1.x-to-2.x`, title: 'Upgrading from 1.x to 2.x', ids: [], images: [] },
  {
    path: `${BASE}/guides/signal-flow`,
    title: 'Signal flow through the bay',
    ids: ['scenes-share-connections', 'changing-one-output', 'saving-the-scene'],
    images: ["The bay's badge, written as an HTML image", 'Left jack', 'Right jack'],
  },
  { path: `${BASE}/guides/sources`, title: 'Sound sources', ids: [], images: [] },
  { path: `${BASE}/guides/sources/wavetable`, title: 'Wavetable source', ids: ['frames'], images: [] },
];

const LITERALS = [':::', '{#', '{/*', 'import ', '<Tabs', '<TabItem', '@theme', '@site', 'mdx-code-block', '<!--', 'highlight-next-line', 'error-next-line', 'raw-loader'];

const content = (page: Page, generated = false) => page.locator(generated ? '.doc-article' : '.doc-article .markdown');

for (const fixture of PAGES) {
  test(`${fixture.path}: no Docusaurus source, every image loaded, every heading id kept`, async ({ page }) => {
    const response = await page.goto(fixture.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fixture.title);
    // textContent, not innerText: the tab panels that are not shown must be clean too.
    const body = content(page, fixture.generated);
    const text = (await body.textContent()) ?? '';
    for (const literal of LITERALS) expect(text, literal).not.toContain(literal);

    const images = body.locator('img');
    await expect(images).toHaveCount(fixture.images.length);
    for (const [i, alt] of fixture.images.entries()) {
      const image = images.nth(i);
      await expect(image).toHaveAttribute('alt', alt);
      // Content images load lazily: bring each into view, then wait for its pixels.
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: alt }).toBeGreaterThan(0);
    }

    const ids = await body.locator(':is(h2, h3, h4, h5, h6)[id]').evaluateAll((headings) => headings.map((h) => h.id));
    expect(ids).toEqual(fixture.ids);
  });
}

test('partials are not pages: their URLs answer 404', async ({ page, allowConsoleErrors }) => {
  for (const path of [`${BASE}/_partials/_before-you-start`, `${BASE}/_partials/before-you-start`, `${BASE}/before-you-start`]) {
    allowConsoleErrors(failedResource(404, new RegExp(`http://localhost:\\d+${path.replaceAll('/', '\\/')}`)));
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});

test('the partial renders in place, with its admonition, on the page and in its Markdown twin', async ({ page, request }) => {
  await page.goto(BASE);
  await expect(content(page).getByRole('note', { name: 'Tip: From a partial', exact: true })).toContainText('lives in a partial');
  await expect(content(page).getByRole('navigation').or(content(page).locator('.toc-inline')).first()).toContainText('Before you start');
  const twin = await (await request.get(`${BASE}.md`)).text();
  expect(twin).toContain('> **Tip: From a partial**\n>\n> This paragraph lives in a partial');
});

test("a Markdown file that a script beside the doc renders has the site's tabs and admonitions", async ({ page }) => {
  await page.goto(`${BASE}/getting-started/install`);
  await hydrated(page);
  const steps = content(page)
    .getByRole('tablist')
    .filter({ has: page.getByRole('tab', { name: 'Rack ears' }) });
  await steps.getByRole('tab', { name: 'Desk feet' }).click();
  await expect(content(page).getByText('Fold the feet out until they click.')).toBeVisible();
  await expect(content(page).getByRole('note', { name: 'Tip', exact: true })).toContainText('Keep the four spare screws in the box.');
});

test('a component written with JSX in a .js file beside the doc renders, as Babel reads it on Docusaurus', async ({ page }) => {
  await page.goto(`${BASE}/getting-started/install`);
  await expect(content(page).getByText('The panel is 1 rack unit tall: 44.45 mm.')).toBeVisible();
});

test("a link to a post's Docusaurus address is prefetched by no router, and leads to the post", async ({ page, allowConsoleErrors }) => {
  // The small page there does not opt in to cross-document view transitions, so Chromium reports the
  // skipped transition and navigates as usual (as for a Markdown twin).
  allowConsoleErrors(/^Transition was aborted because of invalid state\. ViewTransition opt-in disabled$/);
  await page.goto(BASE);
  await hydrated(page);
  // A route link would be prefetched once in view, logging a 404 (a console error, which fails the test).
  const link = content(page).getByRole('link', { name: 'researching the guide' });
  await expect(link).not.toHaveAttribute('data-route-link');
  await link.click();
  await expect(page).toHaveURL(/\/blog\/2025\/01\/25$/);
});

test('Docusaurus 2 style admonition titles keep their text, quotes and code', async ({ page }) => {
  await page.goto(`${BASE}/getting-started/configure`);
  await expect(content(page).getByRole('note', { name: /Browser shows "Moved\." instead of the panel$/ })).toBeVisible();
  const avoid = content(page).getByRole('note', { name: /Avoid proxy_redirect off with a sub-path$/ });
  await expect(avoid.locator('code', { hasText: 'proxy_redirect off' })).toBeVisible();
});

test('an options reference: long names fit a phone, two untitled notes, task boxes named by their text', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${BASE}/guides/options`);
  await hydrated(page);
  // Dotted option names and type signatures are single words far wider than a phone: they wrap, as
  // does a code block's title naming a deep path. A frame pasted 560 px wide narrows to the column.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const embed = content(page).getByTitle('Patch bay front panel, as an embedded frame');
  expect(await embed.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThan(390);
  // The site's pages may frame its own files (frame-ancestors 'self', X-Frame-Options SAMEORIGIN); a
  // refused frame would hold the browser's error page instead of the drawing.
  await expect(page.frameLocator('iframe[title="The site\'s logo, framed from the site itself"]').locator('svg')).toBeAttached();
  await expect(content(page).getByRole('note', { name: 'Info', exact: true })).toHaveCount(2);
  // A partial imported by @site/docs/… (the site's docs folder, content/docs here) inside an mdx-code-block fence.
  await expect(content(page).getByText('Cable colours follow the signal')).toBeVisible();
  await expect(content(page).getByRole('checkbox', { name: 'Label every cable at both ends', exact: true })).toBeChecked();
  await expect(content(page).getByRole('checkbox', { name: "Save the patch under the show's name", exact: true })).not.toBeChecked();
  await expect(content(page).getByRole('checkbox', { name: 'Export a copy to the USB stick', exact: true })).toBeDisabled();
  // The table written as HTML scrolls in its own frame, which the keyboard reaches, as a Markdown table's does.
  const frame = content(page)
    .locator('.table-wrapper')
    .filter({ has: page.getByRole('columnheader', { name: 'Before' }) });
  await expect(frame).toHaveAttribute('tabindex', '0');
  expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  // The page hydrates as served (any console error fails the test): a <p> around <details> and rows
  // straight in a <table> are mended as the browser's parser mends them.
  await content(page).getByText('A whole routing file').click();
  await expect(content(page).getByText('routing.config.js', { exact: true })).toBeVisible();
  // So does a <pre> written as HTML.
  await expect(content(page).locator('pre[aria-label^="Output 1 normalled"]')).toHaveAttribute('tabindex', '0');
  expect(await axeViolations(page)).toEqual([]);
  // On a laptop the table of contents wraps a long name instead of cutting it off.
  await page.setViewportSize({ width: 1280, height: 900 });
  const entry = page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'routing.matrix.defaultDestinationForUnpatchedOutputs' });
  expect(await entry.evaluate((link) => link.scrollWidth <= link.clientWidth + 1 && link.getBoundingClientRect().right <= (link.closest('nav')?.getBoundingClientRect().right ?? 0) + 1)).toBe(true);
});

test("text and leaf directives: the site's plugin renders its own, and the rest shows as written", async ({ page }) => {
  await page.goto(`${BASE}/guides/options`);
  const keys = content(page).locator('kbd');
  await expect(keys).toHaveText(['Shift', 'Store']);
  await expect(keys.nth(1).locator('strong')).toHaveText('Store');
  await expect(content(page).getByRole('region', { name: 'Patch: Output 1 to the main bus', exact: true })).toHaveText('Output 1 to the main bus');
  // `Saved:patch` reads as a directive too, and no plugin handles it or `:jack`: both are text again.
  await expect(content(page).getByText(/^To store a patch by hand/)).toHaveText(
    'To store a patch by hand, hold Shift and press Store. The display then reads Saved:patch at 10:30, and the manual keeps a::b and :smile: as typed. The :jack[IN 3]{side=rear} socket is named by a directive that no plugin renders.',
  );
});

test("the options page's Markdown twin, and llms-full.txt, say what the site's plugins render, not the directives' source", async ({ page, request }) => {
  const twin = await (await request.get(`${BASE}/guides/options.md`)).text();
  expect(twin).toContain('hold `Shift` and press `Store`.');
  expect(twin).not.toMatch(/:kbd|::patch|:::since/);
  // Nor the rules of the stylesheet the page imports, which style the page and are not its text.
  expect(twin).not.toContain('contains-task-list');
  await page.goto(`${BASE}/guides/options`);
  // Each block a plugin renders is a paragraph of the text the page shows in it.
  const blocks = twin.split('\n\n');
  expect(blocks).toContain(await content(page).getByRole('region', { name: 'Patch: Output 1 to the main bus', exact: true }).innerText());
  expect(blocks).toContain(await content(page).getByRole('region', { name: 'New in 3.2', exact: true }).innerText());
  // The line reads as on the page once Markdown's marks are read (`Shift`, an escaped bracket), the directive no plugin renders as typed.
  const read = (markdown: string) => markdown.replace(/[`\\]/g, '').replace(/\s+/g, ' ');
  expect(read(twin)).toContain(
    await content(page)
      .getByText(/^To store a patch by hand/)
      .innerText(),
  );
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full).toContain(twin.trim());
});

test("`:::` containers that are no admonitions: the site's plugin renders one, the other is a plain block, and no fence shows", async ({ page }) => {
  await page.goto(`${BASE}/guides/options`);
  await expect(content(page).getByRole('region', { name: 'New in 3.2', exact: true })).toHaveText('Earlier firmware forgot the patch at every power cycle.');
  // No plugin handles :::firmware-only: its label and content show as paragraphs of a plain block, as in Docusaurus.
  const label = content(page).getByText('Bays with firmware 3 or later', { exact: true });
  await expect(label).toHaveJSProperty('tagName', 'P');
  await expect(label.locator('xpath=..')).toHaveJSProperty('tagName', 'DIV');
  await expect(content(page).getByText('Older bays ignore this option and start with every output on the main bus.', { exact: true })).toBeVisible();
  await expect(content(page).getByText(':::', { exact: false })).toHaveCount(0);
});

test('a partial imported from the project folder by @site/ renders in place, with its admonition', async ({ page }) => {
  await page.goto(`${BASE}/guides/options`);
  await expect(content(page).getByRole('note', { name: 'Note', exact: true })).toContainText('This note is kept outside the content folder');
});

test("a stylesheet the page imports styles it, from the page's head, without a stylesheet request", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'stylesheet' && requested.push(request.url())));
  await page.goto(`${BASE}/guides/options`);
  await expect(content(page).locator('.contains-task-list').first()).toHaveCSS('list-style-type', 'none');
  await expect(page.locator('head style[data-href^="stylesheet:"]')).toHaveCount(1);
  expect(requested).toEqual([]);
});

test("themeConfig.metadata's tags are in every page's head, once, beside the page's own", async ({ page }) => {
  for (const path of ['/', `${BASE}/guides/options`]) {
    await page.goto(path);
    const head = page.locator('head');
    // Next writes keywords as a list, joined by commas alone.
    await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', 'patch bay,signal routing');
    await expect(head.locator('meta[name="google-site-verification"]')).toHaveAttribute('content', 'e2e-verification-token');
    for (const name of ['keywords', 'google-site-verification', 'description', 'twitter:card']) await expect(page.locator(`meta[name="${name}"]`)).toHaveCount(1);
  }
});

test("a <head> block sets the page's title, description, card type and canonical URL in place of the site's", async ({ page }) => {
  await page.goto(`${BASE}/guides/options`);
  await expect(page).toHaveTitle('Routing options | Patch bay manual');
  const head = page.locator('head');
  await expect(head.locator('title')).toHaveCount(1);
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', "Each option of the patch bay's routing file, with its type and default.");
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://patchbay.example/manual/routing-options');
  // Each once, and nothing of the block in the page's body.
  for (const selector of ['meta[name="description"]', 'meta[name="twitter:card"]', 'link[rel="canonical"]']) await expect(page.locator(selector)).toHaveCount(1);
  await expect(page.locator('body head, body title')).toHaveCount(0);
});

test("a neighbour's long one-word title wraps in the pager on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${BASE}/guides/headings`);
  await expect(page.getByRole('link', { name: /routing\.matrix\.defaultDestinationForUnpatchedOutputs and the other options/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a page title that is one long word, its file's name, wraps on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${BASE}/guides/PatchbaySignalRoutingReference`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PatchbaySignalRoutingReference');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('tabs: a group shares its choice through the query string, and code keeps its titles and highlights', async ({ page }) => {
  await page.goto(`${BASE}/getting-started/install?run-method=cli`);
  await expect(content(page).getByRole('tab', { name: 'Command line' })).toHaveAttribute('aria-selected', 'true');
  await expect(content(page).getByText('run.sh', { exact: true })).toBeVisible();
  await expect(content(page).locator('figure').filter({ hasText: 'run.sh' }).locator('[data-highlighted]')).toHaveText(/-p 5055:5055/);
  await content(page).getByRole('tab', { name: 'Compose' }).click();
  await expect(content(page).getByText('compose.yaml', { exact: true })).toBeVisible();
  await expect(content(page).locator('figure').filter({ hasText: 'compose.yaml' }).locator('[data-highlighted]')).toHaveText(/ports:/);

  await page.goto(`${BASE}/getting-started/configure`);
  await expect(content(page).getByRole('tab', { name: 'nginx' })).toHaveAttribute('aria-selected', 'true');
  await expect(content(page).getByText('patchbay.conf', { exact: true })).toBeVisible();
});

test("a site's own magic comment marks its line with its class, and a raw-loader import with an escaped path shows the file", async ({ page }) => {
  await page.goto(`${BASE}/getting-started/configure`);
  const wrong = content(page).locator('figure').filter({ hasText: 'wrong-direction.js' });
  await expect(wrong.locator('code .line')).toHaveText(["bay.connect('synth.out', 'mixer.in');", "bay.connect('mixer.in', 'synth.out');"]);
  await expect(wrong.locator('.line.code-block-error-line')).toHaveText("bay.connect('mixer.in', 'synth.out');");
  await expect(wrong.locator('[data-highlighted]')).toHaveCount(0);
  const example = content(page).locator('figure').filter({ hasText: 'patch-example.js' });
  await expect(example.locator('code .line')).toHaveText(['const bay = openPatchBay();', "bay.route('synth', 'mixer');"]);
});

test('an ER diagram whose only relationship starts at a "zero or more" end is drawn, with both entities', async ({ page }) => {
  await page.goto(`${BASE}/getting-started/configure`);
  const diagram = content(page).getByRole('img', { name: 'Entity relationship diagram' });
  await expect(diagram).toContainText('cables');
  await expect(diagram).toContainText('jacks');
  expect((await diagram.boundingBox())?.height).toBeGreaterThan(50);
});

test('a doc whose file name has dots is linked by its URL, and its flowchart labels over several lines stay in their nodes', async ({ page }) => {
  await page.goto(`${BASE}/guides/headings`);
  const link = content(page).getByRole('link', { name: 'upgrade notes' });
  // Written as a relative URL, as in Docusaurus: the browser resolves it beside the page.
  expect(new URL(await link.evaluate((a: HTMLAnchorElement) => a.href)).pathname).toBe(`${BASE}/guides/upgrade-1.x-to-2.x`);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upgrading from 1.x to 2.x');
  const diagram = content(page).getByRole('img', { name: 'Flowchart' });
  await expect(diagram).toContainText('Does the patch use');
  await expect(diagram).toContainText('the old aux send?');
  // Each line of a label is a line of its node, not a node of its own.
  await expect(diagram.locator('text', { hasText: /^B$/ })).toHaveCount(0);
});

test('a flowchart written one node a line, each line ending on its arrow, is drawn whole', async ({ page }) => {
  await page.goto(`${BASE}/guides/upgrade-1.x-to-2.x`);
  const diagram = content(page).getByRole('img', { name: 'The order a restore runs in' });
  for (const label of ['Read the backup', 'Check each patch', 'Write the patches back']) await expect(diagram).toContainText(label);
});

test("a doc titled by its body's `# heading`: on a phone the Copy page button does not cover the folded table of contents", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${BASE}/guides/signal-flow`);
  // Without a title in the front matter the page has no header: the table of contents comes right after
  // the floated button, as Docusaurus puts it before the body's title, and its box ran under the button.
  const button = (await page.locator('.page-actions__toggle').boundingBox())!;
  const toc = (await page.locator('.toc-mobile').boundingBox())!;
  expect(toc.y).toBeGreaterThanOrEqual(button.y + button.height);
});

test('images that share a line stay in it, as Docusaurus draws them; an image alone in its paragraph is centred', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${BASE}/guides/signal-flow`);
  const [left, right] = await Promise.all(['Left jack', 'Right jack'].map(async (name) => (await content(page).getByRole('img', { name }).boundingBox())!));
  expect(Math.abs(right!.y - left!.y)).toBeLessThan(2);
  expect(right!.x).toBeGreaterThan(left!.x + left!.width);
  const alone = (await content(page).getByRole('img', { name: "The bay's badge, written as an HTML image" }).boundingBox())!;
  const column = (await content(page).boundingBox())!;
  expect(Math.abs(alone.x + alone.width / 2 - (column.x + column.width / 2))).toBeLessThan(2);
});

test('a flowchart node styled with stroke-dasharray is outlined with dashes, the others whole', async ({ page }) => {
  await page.goto(`${BASE}/guides/signal-flow`);
  const diagram = content(page).locator('svg[role="img"]').filter({ hasText: 'Output 1' });
  await expect(diagram.locator('[data-id="keptOut"] rect').first()).toHaveAttribute('stroke-dasharray', '5 5');
  await expect(diagram.locator('[data-id="newOut"] rect').first()).not.toHaveAttribute('stroke-dasharray', /./);
});

test('a pathname:// link, inline or by reference, is a plain link to its path, outside the router', async ({ page }) => {
  await page.goto(`${BASE}/getting-started/configure`);
  for (const [name, path] of [
    ['a file beside the pages', '/img/social-card.png'],
    ['the logo', '/img/logo.svg'],
  ] as const) {
    const link = content(page).getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', path);
    await expect(link).not.toHaveAttribute('data-route-link');
  }
  await expect(content(page)).not.toContainText('pathname:');
});

test.describe("Infima's classes", () => {
  const INSTALL = `${BASE}/getting-started/install`;
  const columns = (page: Page) => content(page).locator('.row > .col');
  const box = async (page: Page, i: number) => (await columns(page).nth(i).boundingBox())!;

  test('lay a row out as columns side by side, space it, centre text and size buttons, as on a Docusaurus site', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(INSTALL);
    await expect(columns(page)).toHaveCount(2);
    const [first, second] = [await box(page, 0), await box(page, 1)];
    expect(Math.abs(first.y - second.y)).toBeLessThan(1);
    expect(second.x).toBeGreaterThanOrEqual(first.x + first.width - 1);
    await expect(content(page).locator('.row')).toHaveCSS('margin-bottom', '16px');
    await expect(content(page).locator('.text--center')).toHaveCSS('text-align', 'center');
    const button = content(page).getByRole('link', { name: 'Configure the routing' });
    await expect(button).toHaveCSS('font-size', '18px');
    await expect(button).toHaveCSS('margin-right', '16px');
  });

  test("colour an alert, badges and a card by Infima's variants, legible in the site's palette", async ({ page }) => {
    await page.goto(INSTALL);
    const alert = content(page).getByRole('note', { name: 'Before you drill' });
    await expect(alert).toHaveCSS('border-left-width', '5px');
    await expect(alert).toHaveCSS('background-color', 'rgb(255, 251, 235)');
    await expect(content(page).locator('.badge--success')).toHaveCSS('background-color', 'rgb(22, 101, 52)');
    await expect(content(page).locator('.badge--success')).toHaveCSS('color', 'rgb(255, 255, 255)');
    const card = content(page).locator('.card');
    await expect(card).toHaveCSS('display', 'flex');
    await expect(card).toHaveCSS('border-top-width', '1px');
    await expect(card.locator('.card__body')).toHaveCSS('padding-top', '16px');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('stack the columns on a phone, with nothing wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(INSTALL);
    const [first, second] = [await box(page, 0), await box(page, 1)];
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('bring their rules only to the pages that use them, once, in the head', async ({ page }) => {
    await page.goto(INSTALL);
    await expect(page.locator('head style[data-href^="infima:"]')).toHaveCount(1);
    await page.goto(`${BASE}/getting-started/configure`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configure the routing');
    await expect(page.locator('style[data-href^="infima:"]')).toHaveCount(0);
    // A route of the site, in the same document: the rules come with the page.
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Install the patch bay' }).click();
    await expect(page).toHaveURL(INSTALL);
    await expect(page.locator('head style[data-href^="infima:"]')).toHaveCount(1);
    await expect(content(page).locator('.text--center')).toHaveCSS('text-align', 'center');
  });
});

test('a doc without a description is described by its first paragraph, as Docusaurus describes it by its excerpt', async ({ page, request }) => {
  const first = "Route the panel's outputs through a reverse proxy.";
  await page.goto(`${BASE}/getting-started/configure`);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', first);
  await expect(page.locator('head meta[property="og:description"]')).toHaveAttribute('content', first);
  // The card of its category's generated index, and its Markdown twin, say the same.
  await page.goto('/docs/category/getting-started');
  await expect(page.locator('.doc-article').getByRole('link', { name: /Configure the routing/ })).toContainText(first);
  expect(await (await request.get(`${BASE}/getting-started/configure.md`)).text()).toContain(`> ${first}`);
});

test('a doc titled by a `# heading` after its first paragraph, as Docusaurus 3 reads it, and whose card is an image beside it', async ({ page, request }) => {
  await page.goto(`${BASE}/guides/upgrade-1.x-to-2.x`);
  await expect(page).toHaveTitle(/^Upgrading from 1\.x to 2\.x \|/);
  // The heading stays where it is written, and the page draws no second title above the paragraph.
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveCount(1);
  await expect(content(page).locator('> p').first()).toHaveText('Firmware 2.x keeps every saved patch.');
  await expect(content(page).locator('> p + h1')).toHaveText('Upgrading from 1.x to 2.x');
  // `image: ./patch-cable.png` is published from beside the doc under its hashed name, as Docusaurus does.
  const card = await page.locator('head meta[property="og:image"]').getAttribute('content');
  expect(new URL(card!).pathname).toMatch(/^\/assets\/images\/patch-cable-[0-9a-f]{8}\.png$/);
  const response = await request.get(new URL(card!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});

test('a Markdown link from the docs folder (/a/b.md) leads to its page, as Docusaurus resolves it', async ({ page }) => {
  await page.goto(`${BASE}/getting-started/configure`);
  const link = content(page).getByRole('link', { name: 'the headings page' });
  await expect(link).toHaveAttribute('href', `${BASE}/guides/headings`);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heading styles');
});

test('the sidebar, written in the category shorthand, lists the folders by their _category_.json', async ({ page }) => {
  await page.goto(`${BASE}/guides/headings`);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(
    sidebar
      .getByRole('button', { name: 'A Docusaurus site' })
      .or(sidebar.getByText('A Docusaurus site', { exact: true }))
      .first(),
  ).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Getting started', exact: true })).toHaveAttribute('href', '/docs/category/getting-started');
  await expect(sidebar.getByRole('link', { name: 'Guides', exact: true })).toHaveAttribute('href', `${BASE}/guides`);
  // A folder with no _category_ file is labelled with the folder's name; its index doc is the link.
  await expect(sidebar.getByRole('link', { name: 'sources', exact: true })).toHaveAttribute('href', `${BASE}/guides/sources`);
});

test('a category that cannot collapse (collapsible: false in its _category_ file) shows its items with no toggle', async ({ page }) => {
  await page.goto(`${BASE}/guides/headings`);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Guides', exact: true })).toHaveAttribute('href', `${BASE}/guides`);
  await expect(sidebar.getByRole('button', { name: "Toggle the collapsible sidebar category 'Guides'" })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Heading styles' })).toBeVisible();
  // Its own sub-folder, which may collapse, keeps its toggle.
  await expect(sidebar.getByRole('button', { name: "Toggle the collapsible sidebar category 'sources'" })).toHaveCount(1);
});

test("on a phone, a doc whose body opens with its own title shows 'On this page' below the Copy page menu, not under it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${BASE}/guides/sources/wavetable`);
  const menu = await page.locator('.page-actions').boundingBox();
  const toc = await page.locator('.toc-mobile').boundingBox();
  expect(menu && toc).toBeTruthy();
  expect(toc!.y).toBeGreaterThanOrEqual(menu!.y + menu!.height);
});

for (const fixture of PAGES) {
  test(`${fixture.path} passes axe`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(fixture.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
