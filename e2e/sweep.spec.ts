import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, axeViolations, failedResource, foreignRequests, frontmatter, hydrated, searchPageHit, watchCspViolations, BLOG_POST_FILES, DOC_ROUTES } from './fixtures';
import { AUDITED_ROUTES, AUDIT_VIEWPORTS } from '../lib/a11y/audit';

/**
 * Every route of the export, visited once per viewport, with everything the suite checks on each
 * route: its status, heading and title (spec §2), axe (the accessibility statement's routes, at a
 * laptop's and a phone's width), no request to another host, no Content-Security-Policy violation
 * (README "Deploy") and, on five routes, a visible focus indicator at every Tab stop (issue 9). These
 * were four sweeps that loaded each route three or four times.
 */

const OUT = join(process.cwd(), 'out');

/** Every route of the export, from its _headers file (one rule per page). */
function exportRoutes(): string[] {
  const file = join(OUT, '_headers');
  if (!existsSync(file)) return [];
  const rules = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/') && line !== '/*');
  return rules.filter((route) => route !== '/404');
}

const NOT_FOUND = '/no-such-page';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface RouteChecks {
  /** axe and no foreign request, with no console error but the 404's own. */
  audited: boolean;
  status?: number;
  /** The page's h1 and document title. */
  heading?: (page: Page) => Promise<void>;
  /** Walk the Tab stops and check each shows where focus is. */
  focus: boolean;
}

const checks = new Map<string, RouteChecks>();
const entry = (route: string) => {
  let found = checks.get(route);
  if (!found) checks.set(route, (found = { audited: false, focus: false }));
  return found;
};
/** Markdown twins, llms.txt and feeds: documents the browser shows as text, which React never renders. */
const isTextDocument = (route: string) => /\.(md|txt|xml|json)$/.test(route);
/** Files the browser downloads rather than shows: /openapi.yaml (application/yaml), checked in api-plain.spec.ts. */
const isDownload = (route: string) => /\.yaml$/.test(route);
for (const route of exportRoutes().filter((r) => !isTextDocument(r) && !isDownload(r))) entry(route);
for (const route of AUDITED_ROUTES) entry(route).audited = true;

for (const { path, file } of DOC_ROUTES) {
  const title = String(frontmatter(file).title);
  Object.assign(entry(path), {
    status: 200,
    heading: async (page: Page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(`^${escape(title)} \\| `));
    },
  });
}
entry('/docs/My-Pieces/Twelve').heading = async (page) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Twelve Pieces for Piano');
  await expect(page).toHaveTitle(new RegExp(`^${escape(String(frontmatter('content/docs/My-Pieces/Twelve.mdx').title))} \\| `));
};
entry('/docs').heading = async (page) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(frontmatter('content/docs/About.mdx').title));
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
};
entry('/').heading = async (page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const href of ['/docs/Vital/Overview', '/docs/My-Pieces/Twelve', '/blog', '/api']) {
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
  }
};
for (const path of ['/blog', '/blog/archive', '/blog/authors', '/search', '/api']) {
  Object.assign(entry(path), { status: 200, heading: async (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() });
}
for (const file of BLOG_POST_FILES) {
  const date = frontmatter(file).date;
  const day = String(date instanceof Date ? date.toISOString() : date).slice(0, 10);
  const title = String(frontmatter(file).title);
  Object.assign(entry(`/blog/${day.replaceAll('-', '/')}`), { status: 200, heading: async (page: Page) => expect(page.getByRole('heading', { level: 1 })).toHaveText(title) });
}
entry(NOT_FOUND).status = 404;
// The search page with results, so its result links are among the Tab stops.
for (const route of ['/', '/docs/Vital/UserGuide/Filters', '/blog/2025/01/25', '/search?q=filter', '/api']) entry(route).focus = true;

/** The test-only pages that crash or fail hydration on purpose, and the 404, log what they are for. */
const TEST_PAGE_ERRORS = /status of 404 \(Not Found\)|Minified React error #418|This page crashed|crash/i;

const FOCUS_STOPS = 45;

/** Presses Tab FOCUS_STOPS times; returns how many stops had focus and those with no visible indicator. */
async function tabStops(page: Page): Promise<{ stops: number; missing: string[] }> {
  const missing: string[] = [];
  let stops = 0;
  for (let i = 0; i < FOCUS_STOPS; i++) {
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
  return { stops, missing };
}

test('the sweep covers every route of the export', () => {
  expect(exportRoutes().length).toBeGreaterThan(20);
  for (const route of AUDITED_ROUTES.filter((r) => r !== NOT_FOUND)) expect(exportRoutes(), route).toContain(route.split('?')[0]);
});

for (const [route, check] of checks) {
  const what = [
    check.heading || check.status ? 'its page' : '',
    check.audited ? 'no axe violations, no request to another host' : '',
    check.focus ? 'a visible focus indicator at every Tab stop' : '',
    'no CSP violation',
  ]
    .filter(Boolean)
    .join('; ');
  test(`${route}: ${what}`, async ({ page, allowConsoleErrors }) => {
    if (route === NOT_FOUND) allowConsoleErrors(failedResource(404, /http:\/\/localhost:\d+\/no-such-page/)); // the browser logs the 404 it was sent
    if (!check.audited) allowConsoleErrors(TEST_PAGE_ERRORS);
    // The sum of the budgets of the visits this one replaces (30 s each; axe on /api, the largest
    // page with the whole API reference and its examples, had three times that).
    test.setTimeout(30_000 * ((check.audited ? (route === '/api' ? 3 : 1) : 0) + (check.focus ? 1 : 0) + (check.heading || check.status ? 1 : 0) + 1));
    const violations = await watchCspViolations(page);
    const foreign = foreignRequests(page);
    const response = await page.goto(route);
    if (check.status !== undefined) expect(response?.status()).toBe(check.status);
    await check.heading?.(page);
    if (route.startsWith('/search?q=')) await expect(searchPageHit(page, /filter/i)).toBeVisible();
    await hydrated(page);
    // /api shows its outline; Scalar's interactive reference, loaded on request, is scanned in api.spec.ts.
    if (check.audited) expect(await axeViolations(page)).toEqual([]);
    if (check.focus) {
      const { stops, missing } = await tabStops(page);
      expect(stops).toBeGreaterThan(5);
      expect(missing).toEqual([]);
    }
    if (check.audited) expect(foreign).toEqual([]);
    expect(violations).toEqual([]);
  });
}

test('the text documents (Markdown twins, llms.txt): no CSP violation', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(TEST_PAGE_ERRORS);
  const documents = exportRoutes().filter(isTextDocument);
  expect(documents.length).toBeGreaterThan(20);
  const violations = await watchCspViolations(page);
  for (const route of documents) expect((await page.goto(route))?.status(), route).toBe(200);
  expect(violations).toEqual([]);
});

test.describe('on a phone', () => {
  const { width, height } = AUDIT_VIEWPORTS[1];
  test.use({ viewport: { width, height } });

  // A phone lays pages out differently: wide formulas and tables scroll sideways, menus fold. /api at
  // this width is scanned by api-plain.spec.ts with its folded outline opened, which shows all this
  // scan would see and the outline too (axe skips what is hidden), so it is not scanned twice.
  for (const route of AUDITED_ROUTES.filter((r) => r !== '/api')) {
    test(`${route} on a phone: no axe violations, nothing wider than the screen`, async ({ page, allowConsoleErrors }) => {
      if (route === NOT_FOUND) allowConsoleErrors(failedResource(404, /http:\/\/localhost:\d+\/no-such-page/)); // the browser logs the 404 it was sent
      await page.goto(route);
      await hydrated(page);
      expect(await axeViolations(page)).toEqual([]);
      // Wide tables, formulas and code scroll in frames of their own; the page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
