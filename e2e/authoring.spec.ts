import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures';

// Docusaurus syntax on the e2e build's test docs (content/docs/e2e/authoring/): admonitions, tabs,
// code block options, heading ids and hash links, theme components, and a .md doc read as CommonMark.

const FEATURES = '/docs/e2e/authoring/features';
const PLAIN = '/docs/e2e/authoring/plain';

const main = (page: Page) => page.getByRole('main');
const tablists = (page: Page) => main(page).getByRole('tablist');
const codeBlock = (page: Page, title: string) =>
  main(page)
    .locator('figure')
    .filter({ has: page.getByText(title, { exact: true }) });

/**
 * Clicks a tab until it is selected: tabs are server-rendered and their code loads after the page,
 * so a click that comes first does nothing (as for a reader who clicks that early).
 */
async function selectTab(tab: Locator) {
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

/** What a reader can tell about each line of a block: its text, its number and whether it is highlighted. */
async function codeLines(block: Locator) {
  return block
    .locator('pre code > span')
    .evaluateAll((spans) => spans.map((s) => ({ text: (s as HTMLElement).innerText, number: s.getAttribute('data-line-number'), highlighted: s.hasAttribute('data-highlighted') })));
}

test.describe('admonitions', () => {
  test('each type is a note named by its label, or label and title', async ({ page }) => {
    await page.goto(FEATURES);
    for (const [name, text] of [
      ['Note', 'A plain note with bold text.'],
      ['Note', 'A second plain note: many boxes of one type on a page.'],
      ['Tip: Tuning tip', 'Tip with a custom title.'],
      ['Warning', 'Warning body.'],
      ['Caution', 'Caution body.'],
      ['Danger', 'Danger body.'],
      ['Tip: Component title', 'Written as a component.'],
    ]) {
      await expect(main(page).getByRole('note', { name: name!, exact: true }).filter({ hasText: text! })).toHaveCount(1);
    }
    const rich = main(page).getByRole('note', { name: 'Note: Run npm ci first', exact: true });
    await expect(rich.locator('code')).toHaveText('npm ci');
    await expect(rich.locator('strong')).toHaveText('first');
    const info = main(page).getByRole('note', { name: 'Info', exact: true });
    await expect(info.getByRole('listitem')).toHaveText(['first item', 'second item']);
    await expect(main(page).getByRole('note', { name: 'Warning: Callout', exact: true })).toContainText("The site's older name");
    await expect(main(page)).not.toContainText(':::');
  });

  test('nest with more colons, and hold tabs', async ({ page }) => {
    await page.goto(FEATURES);
    const outer = main(page).getByRole('note', { name: 'Info: Outer box' });
    await expect(outer.getByRole('note', { name: 'Caution: Inner box' })).toContainText('Inner text.');
    const withTabs = main(page).getByRole('note', { name: 'Tip: Tabs inside' });
    await expect(withTabs.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    await selectTab(withTabs.getByRole('tab', { name: 'Two' }));
    await expect(withTabs.getByRole('tabpanel')).toHaveText('Inside tab two.');
  });
});

test.describe('tabs', () => {
  test('tabs of one group switch together and the choice persists', async ({ page }) => {
    await page.goto(FEATURES);
    const [first, second] = [tablists(page).nth(1), tablists(page).nth(2)];
    await expect(first.getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
    // A TabItem's `attributes` land on its tab.
    await expect(first.getByRole('tab', { name: 'Linux' })).toHaveAttribute('data-os', 'linux');
    await selectTab(first.getByRole('tab', { name: 'Linux' }));
    await expect(second.getByRole('tab', { name: 'Linux' })).toHaveAttribute('aria-selected', 'true');
    await expect(main(page).getByText('Linux steps, second group.')).toBeVisible();
    await expect(main(page).getByText('Windows steps, second group.')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('linux');
    await page.reload();
    await expect(tablists(page).nth(1).getByRole('tab', { name: 'Linux' })).toHaveAttribute('aria-selected', 'true');
    await expect(main(page).getByText('Linux steps, first group.')).toBeVisible();
  });

  test('a choice made in another window of the site switches the group here too', async ({ page, context }) => {
    await page.goto(FEATURES);
    const other = await context.newPage();
    await other.goto(FEATURES);
    await expect(tablists(other).nth(1)).toBeVisible();
    await selectTab(tablists(other).nth(1).getByRole('tab', { name: 'Windows' }));
    await expect(tablists(page).nth(1).getByRole('tab', { name: 'Windows' })).toHaveAttribute('aria-selected', 'true');
  });

  test('arrow keys, Home and End move between tabs and select them', async ({ page }) => {
    await page.goto(FEATURES);
    const list = tablists(page).nth(1);
    const tab = (name: string) => list.getByRole('tab', { name });
    // The tabs are server-rendered and their code loads after: a key pressed before it arrives does
    // nothing, so the first move is retried until the tabs answer.
    await expect(async () => {
      await tab('macOS').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab('Linux')).toBeFocused({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(tab('Linux')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tab('Windows')).toBeFocused();
    await page.keyboard.press('End');
    await expect(tab('Linux')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab('Windows')).toBeFocused();
    await expect(tab('Windows')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Linux')).toBeFocused();
    // One Tab stop per tab list: Tab leaves the list for its panel.
    await expect(tab('Windows')).toHaveAttribute('tabindex', '-1');
    const panel = main(page).getByRole('tabpanel', { name: 'Linux' }).first();
    await expect(panel).toHaveText('Linux steps, first group.');
  });

  test('queryString reads and writes the choice in the URL', async ({ page }) => {
    await page.goto(`${FEATURES}?lang=js`);
    const list = tablists(page).nth(3);
    await expect(list.getByRole('tab', { name: 'JavaScript' })).toHaveAttribute('aria-selected', 'true');
    await expect(main(page).getByText('JavaScript answer.')).toBeVisible();
    await selectTab(list.getByRole('tab', { name: 'Python' }));
    await expect(page).toHaveURL(/\?lang=py$/);
    // The panels are written in another order than `values`: each still belongs to its own tab.
    await expect(main(page).getByRole('tabpanel', { name: 'Python' })).toHaveText('Python answer.');
  });

  test('lazy tabs render only the chosen panel', async ({ page }) => {
    await page.goto(FEATURES);
    await expect(main(page).getByText('First lazy panel.')).toBeVisible();
    await expect(main(page).getByText('Second lazy panel.')).toHaveCount(0);
    await selectTab(tablists(page).nth(4).getByRole('tab', { name: 'Second lazy' }));
    await expect(main(page).getByText('Second lazy panel.')).toBeVisible();
    await expect(main(page).getByText('First lazy panel.')).toHaveCount(0);
  });

  test.describe('before any script runs', () => {
    test.use({ javaScriptEnabled: false });

    test('tabs are drawn as tabs from the first paint', async ({ page }) => {
      await page.goto(FEATURES);
      const selected = tablists(page).first().getByRole('tab', { selected: true });
      // The selected tab is underlined in the primary colour, and no tab has a button's grey face.
      const style = await selected.evaluate((tab) => {
        const css = getComputedStyle(tab);
        const primary = getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim();
        const probe = document.createElement('span');
        probe.style.color = primary;
        document.body.append(probe);
        const primaryRgb = getComputedStyle(probe).color;
        probe.remove();
        return { underline: css.borderBottomColor === primaryRgb && parseFloat(css.borderBottomWidth) >= 2, face: css.backgroundColor };
      });
      expect(style).toEqual({ underline: true, face: 'rgba(0, 0, 0, 0)' });
    });
  });

  test("the tabs' code loads only on pages that have tabs", async ({ page, request }) => {
    const scriptsOf = async (path: string) => {
      await page.goto(path);
      return page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
    };
    const holdsTabs = async (srcs: string[]) => {
      for (const src of srcs) if ((await (await request.get(src)).text()).includes('docusaurus.tab.')) return true;
      return false;
    };
    await page.goto(FEATURES);
    // The tabs are server-rendered: wait until they answer a click, which needs their code.
    await selectTab(tablists(page).nth(4).getByRole('tab', { name: 'Second lazy' }));
    await expect(main(page).getByText('Second lazy panel.')).toBeVisible();
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.js')),
    );
    expect(await holdsTabs(loaded)).toBe(true);
    expect(await holdsTabs(await scriptsOf(PLAIN))).toBe(false);
    expect(await holdsTabs(await scriptsOf('/docs/About'))).toBe(false);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the default tab of each tab set is readable', async ({ page }) => {
    await page.goto(FEATURES);
    await expect(main(page).getByText('macOS steps, first group.')).toBeVisible();
    await expect(main(page).getByText('Windows steps, first group.')).toBeHidden();
    await expect(main(page).getByText('Python answer.')).toBeVisible();
    await expect(main(page).getByText('JavaScript answer.')).toBeHidden();
    await expect(main(page).getByText('First lazy panel.')).toBeVisible();
  });
});

test.describe('code blocks', () => {
  test('line ranges in the meta highlight those lines', async ({ page }) => {
    await page.goto(FEATURES);
    const lines = await codeLines(codeBlock(page, 'highlight.js'));
    expect(lines.filter((l) => l.highlighted).map((l) => l.text)).toEqual(['const first = 1;', 'const fourth = 4;', 'const fifth = 5;']);
    expect(lines.every((l) => l.number === null)).toBe(true);
  });

  test('magic comments highlight lines and disappear; showLineNumbers=5 numbers from 5', async ({ page }) => {
    await page.goto(FEATURES);
    const lines = await codeLines(codeBlock(page, 'magic.js'));
    expect(lines.map((l) => l.number)).toEqual(['5', '6', '7', '8', '9']);
    expect(lines.filter((l) => l.highlighted).map((l) => l.number)).toEqual(['6', '7', '8']);
    for (const [title, marked] of [
      ['magic.py', 'print("hash comment")'],
      ['magic.html', '<p>marked</p>'],
      ['magic.sql', 'SELECT 1;'],
    ]) {
      const block = await codeLines(codeBlock(page, title!));
      expect(block.filter((l) => l.highlighted).map((l) => l.text)).toEqual([marked]);
    }
    await expect(main(page).locator('pre').filter({ hasText: 'highlight-' })).toHaveCount(0);
  });

  test('Copy leaves out the magic comments and the line numbers', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      const w = window as unknown as { copied: string[] };
      w.copied = [];
      navigator.clipboard.writeText = async (text: string) => {
        w.copied.push(text);
      };
    });
    await page.goto(FEATURES);
    const block = codeBlock(page, 'magic.js');
    await block.hover();
    await block.getByRole('button', { name: 'Copy code' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { copied: string[] }).copied))
      .toEqual([["const shown = 'line 5';", "const highlighted = 'line 6';", "const rangeOne = 'line 7';", "const rangeTwo = 'line 8';", "const plain = 'line 9';"].join('\n')]);
  });

  test('@theme/CodeBlock takes language, title and showLineNumbers', async ({ page }) => {
    await page.goto(FEATURES);
    const lines = await codeLines(codeBlock(page, '/src/Component.jsx'));
    expect(lines.map((l) => `${l.number} ${l.text}`)).toEqual(['1 function Hello() {', '2   return <p>Hello</p>;', '3 }']);
  });
});

test.describe('headings', () => {
  test('an explicit id is the heading id, the ToC target, and leaves the text', async ({ page }) => {
    await page.goto(FEATURES);
    const heading = main(page).getByRole('heading', { name: 'Heading with an id', exact: true });
    await expect(heading).toHaveAttribute('id', 'custom-heading-id');
    await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Heading with an id', exact: true })).toHaveAttribute('href', '#custom-heading-id');
    await expect(page.getByRole('navigation', { name: 'Contents of this page' }).getByRole('link', { name: 'Heading with an id' })).toHaveAttribute('href', '#custom-heading-id');
    await expect(main(page)).not.toContainText('{#');
  });

  test('every h2 to h6 has a hash link, shown on hover and on focus', async ({ page }) => {
    await page.goto(FEATURES);
    const headings = await main(page).locator('h2, h3, h4, h5, h6').count();
    await expect(main(page).getByRole('link', { name: /^Direct link to / })).toHaveCount(headings);
    const link = main(page).getByRole('link', { name: 'Direct link to A third-level heading', exact: true });
    await expect(link).toHaveAttribute('href', '#a-third-level-heading');
    await expect(link).toHaveCSS('opacity', '0');
    await main(page).getByRole('heading', { name: 'A third-level heading' }).hover();
    await expect(link).toHaveCSS('opacity', '1');
    await page.mouse.move(0, 0);
    await expect(link).toHaveCSS('opacity', '0');
    await link.focus();
    await expect(link).toHaveCSS('opacity', '1');
    await link.click();
    await expect(page).toHaveURL(/#a-third-level-heading$/);
  });
});

test('details open and close, from @theme/Details and from plain HTML', async ({ page }) => {
  await page.goto(FEATURES);
  for (const [summary, text] of [
    ['More about code blocks', 'Text inside a details block'],
    ['Plain details', 'Plain HTML details content.'],
    ['A summary MDX reads as a paragraph', 'What the paragraph summary hides.'],
  ]) {
    await expect(main(page).getByText(text!)).toBeHidden();
    await main(page).getByText(summary!, { exact: true }).click();
    await expect(main(page).getByText(text!)).toBeVisible();
  }
});

test("a summary MDX makes a paragraph keeps its arrow on the paragraph's line, as in Docusaurus's Details", async ({ page }) => {
  await page.goto(FEATURES);
  const summary = main(page).locator('summary', { hasText: 'A summary MDX reads as a paragraph' });
  const paragraph = summary.locator('p');
  const [summaryBox, paragraphBox] = [await summary.boundingBox(), await paragraph.boundingBox()];
  // A list marker would take the first line and put the paragraph a line below.
  expect(paragraphBox!.y - summaryBox!.y).toBeLessThan(4);
  expect(summaryBox!.height).toBeLessThan(paragraphBox!.height + 4);
  expect(await summary.evaluate((element) => getComputedStyle(element, '::before').borderLeftWidth)).not.toBe('0px');
});

test('a .md doc is CommonMark: braces and < are text, HTML is HTML, admonitions work', async ({ page }) => {
  await page.goto(PLAIN);
  await expect(main(page).getByText('Braces {like these} and a bare < sign stay text, as does 1 < 2 > 0.')).toBeVisible();
  await expect(main(page).getByRole('note', { name: 'Note' })).toContainText('Admonitions still work in a .md file.');
  await expect(main(page).locator('kbd')).toHaveText('HTML');
  await expect(main(page).getByRole('heading', { name: 'Braces and angles', exact: true })).toHaveAttribute('id', 'plain-braces');
});

test('a link to a .mdx file goes to the page it becomes: its slug, id and number prefix count', async ({ page }) => {
  await page.goto(FEATURES);
  await expect(main(page).getByRole('link', { name: 'the structure intro' })).toHaveAttribute('href', '/docs/e2e-structure');
  await expect(main(page).getByRole('link', { name: 'the API notes' })).toHaveAttribute('href', '/docs/e2e/structure/tree/reference/notes');
  await main(page).getByRole('link', { name: 'the first guide' }).click();
  await expect(page).toHaveURL(/\/docs\/e2e\/structure\/tree\/guides\/first$/);
  await expect(page.getByRole('heading', { level: 1, name: 'First guide' })).toBeVisible();
});

test('the authoring test page passes axe', async ({ page }) => {
  await page.goto(FEATURES);
  await expect(tablists(page).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
