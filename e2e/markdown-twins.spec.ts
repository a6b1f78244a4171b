import { load } from 'cheerio';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, axeViolations } from './fixtures';
import { readScoreMeta } from '../lib/music/humdrum';
import { scoreLabel } from '../lib/music/label';

/**
 * Markdown twins: every page of the sitemap has one at `<route>.md`, served as Markdown and saying
 * what the page says; /llms.txt lists the docs and posts; the Copy page menu copies the twin and links
 * it, also without JavaScript.
 */

const TABBED_DOC = '/docs/e2e/authoring/features';
const DOC = '/docs/Vital/UserGuide/Filters';
const POST = '/blog/2025/01/25';
/** The page with a `<Score>` for each of the twelve scores of content/music/twelve-pieces. */
const SCORES_DOC = '/docs/My-Pieces/Twelve';
/** A category's generated index, with a sidebar of more links than its cards. */
const GENERATED_INDEX = '/docs/e2e-structure/guides';
/** A blog tag's page, listing posts with their date, reading time and authors. */
const TAG_PAGE = '/blog/tags/vital';
/** The site's URL (site.config.ts), which absolute links and prompts use. */
const SITE = 'https://robin-vale.example';

/** The pages of the built sitemap, read when the tests are listed, so that each gets its own test. */
const SITEMAP_ROUTES = [...readFileSync(join(process.env.SITE_DIR ?? 'out', 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

const twinOf = (route: string) => (route === '/' ? '/index.md' : `${route}.md`);

/** Text as a reader compares it: Markdown's marks and link targets gone, spaces collapsed. */
const plain = (text: string) =>
  text
    .replace(/\]\([^)\s]*\)/g, '')
    .replace(/[*_`\\[\]#>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The headings of the page's own content: hidden decorations, the "Direct link" anchors and the
 * site's navigation (the blog's recent posts, the docs sidebar), which no twin repeats, left out.
 */
function headingsOf(html: string, level: 'h1' | 'h2' | 'h2[id]'): string[] {
  const $ = load(html);
  $('[aria-hidden="true"], .visually-hidden, .hash-link, script, style, nav').remove();
  return $(`main ${level}`)
    .map((_, el) => plain($(el).text()))
    .get()
    .filter(Boolean);
}

test.describe('Markdown twins', () => {
  for (const route of SITEMAP_ROUTES) {
    test(`${route}: its twin is served as Markdown with the page's h1 and every h2`, async ({ request }) => {
      if (route === '/api') test.slow(); // the largest page and twin
      const html = await (await request.get(route)).text();
      const answer = await request.get(twinOf(route));
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      const text = await answer.text();
      const twin = plain(text);
      const headings = [...headingsOf(html, 'h1'), ...headingsOf(html, 'h2')];
      for (const heading of headings) expect(twin, `the twin holds "${heading}"`).toContain(heading);
      // Each section heading (one with an anchor) is a heading line of its own, not run into the text around it.
      const headingLines = text
        .split('\n')
        .filter((line) => /^#{1,6} /.test(line))
        .map(plain);
      for (const heading of headingsOf(html, 'h2[id]')) expect(headingLines, `"${heading}" is a heading line of the twin`).toContain(heading);
      // The head names the twin of the page's canonical URL (/docs is canonically its main doc); a page
      // of an older docs version, canonically the last version's, names its own twin.
      const $ = load(html);
      const canonical = new URL($('link[rel="canonical"]').attr('href')!).pathname;
      const twinned = route !== '/docs' && canonical !== route ? route : canonical;
      expect($('link[rel="alternate"][type="text/markdown"]').attr('href')).toBe(`${SITE}${twinOf(twinned)}`);
    });
  }

  test('a tabbed page’s twin holds the text of every tab, hidden ones too', async ({ page, request }) => {
    const twin = plain(await (await request.get(twinOf(TABBED_DOC))).text());
    await page.goto(TABBED_DOC);
    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(8);
    for (let i = 0; i < count; i++) {
      const tab = tabs.nth(i);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      expect(twin).toContain(`Tab: ${plain(await tab.innerText())}`);
      const panel = page.locator(`#${await tab.getAttribute('aria-controls')}`);
      expect(twin).toContain(plain(await panel.innerText()));
    }
  });

  test('the Twelve Pieces twin names each score as its caption does and links a MIDI file that is served', async ({ request }) => {
    const folder = join(process.cwd(), 'content/music/twelve-pieces');
    const scores = readdirSync(folder)
      .filter((name) => name.endsWith('.krn'))
      .sort();
    expect(scores).toHaveLength(12);
    const twin = await (await request.get(twinOf(SCORES_DOC))).text();
    const lines = twin.split('\n').filter((line) => line.startsWith('**Score:**'));
    expect(lines).toHaveLength(12);
    for (const [i, name] of scores.entries()) {
      const midi = `${SITE}/music/twelve-pieces/${name.replace(/\.krn$/, '.mid')}`;
      expect(lines[i]).toBe(`**Score:** ${scoreLabel(readScoreMeta(readFileSync(join(folder, name), 'utf8')))}. [Download MIDI](${midi})`);
      const answer = await request.get(new URL(midi).pathname);
      expect(answer.status(), midi).toBe(200);
      expect((await answer.body()).subarray(0, 4).toString('latin1')).toBe('MThd');
    }
  });

  test('llms.txt lists the twin of every doc and post', async ({ request }) => {
    test.slow(); // reads every page of the sitemap
    const llms = await (await request.get('/llms.txt')).text();
    const links = (text: string) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => new URL(m[1]!).pathname);
    const linked = new Set(links(llms));
    // Each older docs version's docs are listed in its own llms.txt, which /llms.txt links.
    for (const file of [...linked].filter((path) => path !== '/llms.txt' && path.endsWith('/llms.txt'))) {
      for (const path of links(await (await request.get(file)).text())) linked.add(path);
    }
    const routes = SITEMAP_ROUTES.filter((r) => r !== '/docs');
    let checked = 0;
    for (const route of routes) {
      const html = await (await request.get(route)).text();
      // Docs and posts are the pages with a Copy page menu (its element, not its class name, which
      // also appears in every page's inlined styles).
      if (!html.includes('<summary class="page-actions__toggle">')) continue;
      expect(linked, route).toContain(twinOf(route));
      checked++;
    }
    expect(checked).toBeGreaterThan(15);
    expect(llms).toMatch(/^# .+\n\n> .+\n/);
    expect([...llms.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(['Docs', 'Blog', 'API', 'Optional']);
    // Docs are listed in sidebar order, whatever the sidebar's id: the real-site fixture's sidebar puts install (position 1) before configure.
    const listed = links(llms);
    const install = listed.indexOf('/docs/e2e/docusaurus-site/getting-started/install.md');
    expect(install).toBeGreaterThan(-1);
    expect(install).toBeLessThan(listed.indexOf('/docs/e2e/docusaurus-site/getting-started/configure.md'));
  });
});

/** Tabs forward from the top of the page until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('the keyboard never reached the control');
}

test.describe('Copy page menu', () => {
  test('Copy puts exactly the twin on the clipboard, with the keyboard only', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const twinRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.md')) twinRequests.push(r.url());
    });
    await page.goto(DOC);
    const toggle = page.locator('summary', { hasText: 'Copy page' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const copy = page.getByRole('button', { name: 'Copy page as Markdown' });
    await expect(copy).toBeVisible();
    expect(twinRequests, 'nothing is fetched before Copy is used').toEqual([]);
    await page.keyboard.press('Tab');
    await expect(copy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveText('Copied');
    const expected = await (await request.get(twinOf(DOC))).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  for (const width of [1280, 390]) {
    test(`at ${width} px the open menu offers View as Markdown and the configured assistants, and axe finds nothing`, async ({ page }) => {
      test.slow(); // axe over a whole post
      await page.setViewportSize({ width, height: 800 });
      await page.goto(POST);
      await page.locator('summary', { hasText: 'Copy page' }).click();
      await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', `${POST}.md`);
      for (const [name, host] of [
        ['Open in ChatGPT', 'https://chatgpt.com/'],
        ['Open in Claude', 'https://claude.ai/new'],
      ] as const) {
        const href = (await page.getByRole('link', { name }).getAttribute('href'))!;
        expect(href.startsWith(host)).toBe(true);
        expect(new URL(href).searchParams.get('q')).toContain(`${SITE}${POST}.md`);
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a generated index's twin holds its cards and none of the docs sidebar's other links", async ({ request }) => {
    const html = await (await request.get(GENERATED_INDEX)).text();
    const twin = await (await request.get(twinOf(GENERATED_INDEX))).text();
    const $ = load(html);
    const cards = new Set(
      $('main article a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    );
    const sidebarOnly = $('nav[aria-label="Docs sidebar"] a[href^="/"]')
      .map((_, a) => $(a).attr('href'))
      .get()
      .filter((href) => !cards.has(href));
    expect(cards.size).toBeGreaterThan(0);
    expect(sidebarOnly.length).toBeGreaterThan(0);
    for (const href of cards) expect(twin).toContain(`(${SITE}${href}.md)`);
    for (const href of sidebarOnly) expect(twin, `the sidebar's link to ${href}`).not.toContain(`(${SITE}${href}.md)`);
  });

  test("a tag page's twin keeps a post's date and reading time apart, and an author's name and title", async ({ request }) => {
    const html = await (await request.get(TAG_PAGE)).text();
    const twin = await (await request.get(twinOf(TAG_PAGE))).text();
    const $ = load(html);
    const time = $('main article time').first();
    const readingTime = time.nextAll('span:not([aria-hidden])').first().text();
    expect(readingTime).toMatch(/^\d+ min read$/);
    expect(twin).toContain(`${time.text()} ${readingTime}`);
    const author = $('main article .post-author').first();
    expect(twin).toContain(`${author.find('.post-author__name').text()}](`);
    expect(twin).toMatch(new RegExp(`\\) ${author.find('.post-author__title').text()}`));
  });

  test('View as Markdown opens the twin', async ({ page, allowConsoleErrors }) => {
    // The page opts in to cross-document view transitions (@view-transition); a Markdown document
    // cannot, so Chromium reports the skipped transition, as the specification says it ends, and
    // navigates as usual.
    allowConsoleErrors(/^Transition was aborted because of invalid state\. ViewTransition opt-in disabled$/);
    await page.goto(DOC);
    await page.locator('summary', { hasText: 'Copy page' }).click();
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(`${DOC}.md`)), page.getByRole('link', { name: 'View as Markdown' }).click()]);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    await expect(page).toHaveURL(new RegExp(`${DOC}\\.md$`));
    await expect(page.locator('body')).toContainText('# Filters');
  });
});
