import AxeBuilder from '@axe-core/playwright';
import { build } from 'esbuild';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startReferenceServer } from './reference-server';
import { AUDITED_DOC_IDS } from '../lib/a11y/audit';
import { axeRulesRun } from '../lib/a11y/axe-rules';
import { splitFrontMatter } from '../lib/schema/split-front-matter';
import { FORMULAS_LAID_OUT_ATTRIBUTE } from '../lib/client/formula-layout';
import { postFilesIn } from '../lib/blog/post-files';
import { siteConfig } from '../lib/site/config';

/** The ids of the rules every axe scan runs. */
export const AXE_RULE_IDS = axeRulesRun().map((rule) => rule.id);

/**
 * Every test fails on a console error or an uncaught page error, unless it names the errors it
 * expects with allowConsoleErrors: each pattern allows the errors it matches, and only those.
 */
export const test = base.extend<{
  consoleErrors: string[];
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  allowedConsoleErrors: RegExp[];
  hydrateOnGoto: boolean;
}>({
  /**
   * `page.goto` and `page.reload` resolve once the page has hydrated (`hydrated`), not only at the load event: a
   * click, key or scroll a test makes before React's handlers exist reaches nothing, and on loaded
   * cores a test can be that quick (CI failed on it for Copy, hide-on-scroll, the image zoom and
   * others, one at a time). Off with JavaScript disabled, and for specs that set it false
   * because what they load is not expected to hydrate.
   */
  hydrateOnGoto: [true, { option: true }],
  page: async ({ page, hydrateOnGoto, javaScriptEnabled }, use) => {
    if (hydrateOnGoto && javaScriptEnabled !== false) {
      /** The response, once the page has hydrated when the navigation waits for the load event. */
      const hydratedAfter = async <T>(response: T, options?: { waitUntil?: string }) => {
        if (options?.waitUntil === undefined || options.waitUntil === 'load') await hydrated(page);
        return response;
      };
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => hydratedAfter(await goto(url, options), options);
      const reload = page.reload.bind(page);
      page.reload = async (options) => hydratedAfter(await reload(options), options);
    }
    await use(page);
  },
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  allowConsoleErrors: async ({ allowedConsoleErrors }, use) => {
    await use((...patterns) => void allowedConsoleErrors.push(...patterns));
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // "Failed to load resource" does not say which: the URL makes a failure diagnosable.
        const url = message.location().url;
        errors.push(url && message.text().startsWith('Failed to load resource') ? `${message.text()} (${url})` : message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter((text) => !allowedConsoleErrors.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** The browser's own line for a response with this status from a URL that matches `url`. */
export function failedResource(status: number, url: RegExp): RegExp {
  return new RegExp(`^Failed to load resource: the server responded with a status of ${status} \\(.*\\) \\(${url.source}\\)$`);
}

export { expect };

/**
 * axe's findings, with exactly the rules lib/a11y/ lists (axe's defaults and AXE_EXTRA_RULES), the
 * list /accessibility publishes.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe.run in the page. The default runs axe in each frame, then opens a blank page
  // to merge the frames' results (for cross-origin frames, dequelabs/axe-core-npm#340), which took
  // 1.4 to 3 s more per scan here; this site has no frames, and a same-origin one is still scanned.
  // Only violations are read, so axe keeps one node per passed rule. The rules are the same.
  // `options()` replaces what `withRules()` set, so it comes first.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withRules(AXE_RULE_IDS)
    .setLegacyMode(true)
    .analyze();
  // Rule and elements, so a failure says what to fix.
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Resolves once the head script has laid the page's formulas out (lib/client/formula-layout.ts): after load, or at once at a heading. */
export async function formulasLaidOut(page: Page): Promise<void> {
  await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), FORMULAS_LAID_OUT_ATTRIBUTE);
}

/**
 * Resolves once React has hydrated the page and run the effects of that first commit: what a test
 * needs before it presses a shortcut, scans the page with axe or reads what the page's code did on
 * load. React marks every element it hydrates with its props (`__reactProps$…`); the navbar, the
 * page's h1 (inside the route's own segment) and the footer come first, in the middle and last in the
 * tree. Two turns of a MessageChannel later (the channel React schedules its effects on), those
 * effects have run. Unlike `networkidle`, this ends as soon as the page is ready, not 500 ms after
 * the last request (and prefetches kept that coming for seconds).
 */
export async function hydrated(page: Page): Promise<void> {
  // Polled every 50 ms rather than every frame: polling by requestAnimationFrame keeps the page
  // drawing frames for as long as it waits, CPU the suite's two cores are short of.
  await page.waitForFunction(
    () => {
      const isHydrated = (element: Element | null) => element === null || Object.keys(element).some((key) => key.startsWith('__reactProps$'));
      // Scalar (Vue) renders its own h1 in /api's interactive reference: React's h1 is the page's.
      const pageHeading = [...document.querySelectorAll('main h1')].find((h1) => !h1.closest('.api-scalar')) ?? null;
      // In static markup (lib/static-markup.ts) React hydrates the wrapper, never what is inside.
      const landmarks = [document.querySelector('nav'), pageHeading?.closest('[data-static-markup]') ?? pageHeading, document.querySelector('footer')];
      // A page without them (a Markdown twin shown as text) has nothing to hydrate.
      return document.readyState === 'complete' && landmarks.every(isHydrated);
    },
    undefined,
    { polling: 50 },
  );
  await page.evaluate(async () => {
    for (let turn = 0; turn < 2; turn++) {
      await new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      });
    }
  });
}

/**
 * Resolves once the page is hydrated and the browser has had an idle moment after it, by which time
 * the work a page starts after hydration (route prefetches, lazy imports started in effects) has
 * been asked for: a test that checks what a page did NOT request waits for this, and a paired test
 * checks that the same wait sees the requests when they are made.
 */
export async function startedUp(page: Page): Promise<void> {
  await hydrated(page);
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 5_000 })));
}

/** The first result on /search whose link text matches: the page has answered its query. */
export function searchPageHit(page: Page, text: RegExp): Locator {
  return page.getByRole('main').getByRole('link', { name: text }).first();
}

/** Requests the page makes to any host but this one, from now on. */
export function foreignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol !== 'data:') foreign.push(request.url());
  });
  return foreign;
}

export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
}

/** Collects the page's securitypolicyviolation events, across navigations. */
export async function watchCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeBinding('__cspViolation', (_source, violation: CspViolation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolation: (v: unknown) => void }).__cspViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        page: location.pathname,
      });
    });
  });
  return violations;
}

/** Frontmatter of a content file, so tests compare the page with its source instead of a copy. */
export function frontmatter(file: string): Record<string, unknown> {
  return splitFrontMatter(readFileSync(join(process.cwd(), file), 'utf8')).data;
}

/** The docs routes of spec §2, and the Parameter reference, with their source files. */
export const DOC_ROUTES = AUDITED_DOC_IDS.map((id) => ({ path: `/docs/${id}`, file: `content/docs/${id}.mdx` }));

/** Each post's file under content/blog: a file of its own, or a folder's index (lib/blog/post-files.ts). */
export const BLOG_POST_FILES = postFilesIn('content', siteConfig).map((path) => `content/${path}`);

export async function openMobileMenu(page: Page) {
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  return page.getByRole('dialog', { name: 'Navigation menu' });
}

/** DocSearch's localStorage keys for the built-in index (named "local"). */
export const RECENT_SEARCHES_KEY = '__DOCSEARCH_RECENT_SEARCHES__local';
export const FAVORITE_SEARCHES_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__local';

/** Opens the search modal with the navbar's Search button; returns its input, focused. */
export async function openSearchModal(page: Page) {
  // A click before hydration reaches no handler (on a loaded machine the test can be that quick).
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).click();
  const input = page.getByPlaceholder('Search docs');
  await expect(input).toBeFocused();
  return input;
}

/** A saved search as DocSearch stores it, to seed Recent or Favorite: a section of /docs/About. */
export function storedSearch(n: number) {
  return {
    objectID: `seed-${n}`,
    url: `/docs/About#seed-${n}`,
    url_without_anchor: '/docs/About',
    anchor: `seed-${n}`,
    type: 'lvl2',
    content: null,
    hierarchy: { lvl0: 'Docs', lvl1: 'About', lvl2: `Seeded search ${n}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  };
}

/** Scalar's region on /api, once 'Open the interactive reference' is pressed. */
export const interactiveReference = (page: Page) => page.getByRole('region', { name: 'Interactive API reference' });

/**
 * Waits until Scalar has rendered, then scrolls down until it shows its first operation: Scalar 0.9
 * renders an operation only when the visitor scrolls near it.
 */
export async function scalarReady(page: Page) {
  const scalar = interactiveReference(page);
  await expect(scalar.getByRole('heading', { level: 1, name: 'Music Theory API' })).toBeVisible({ timeout: 20_000 });
  const testRequest = scalar.getByRole('button', { name: /test request/i }).first();
  // The wheel scrolls what is under the pointer: keep it over the content column, not the sidebar.
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.mouse.move(viewport.width * 0.6, viewport.height * 0.6);
  await expect(async () => {
    if (!(await testRequest.isVisible())) await page.mouse.wheel(0, 400);
    await expect(testRequest).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  return scalar;
}

/** The local reference server as the interactive reference offers it (`npm run api`, e2e/reference-server.ts). */
export const LOCAL_API = 'http://localhost:8080/api/v0';

/**
 * Opens /api's interactive reference and the 'Try it' client (Scalar's 'Test Request') of its first
 * operation, POST /Auth/register, with the local reference server chosen; returns the client and its
 * Send button.
 */
export async function tryRegisterOnLocalServer(page: Page) {
  await page.goto('/api');
  await page.getByRole('button', { name: 'Open the interactive reference' }).click();
  const scalar = await scalarReady(page);
  await scalar
    .getByRole('button', { name: /test request/i })
    .first()
    .click();
  const client = page.getByRole('dialog', { name: 'API Client' });
  await client.getByRole('button', { name: /^Server:/ }).click();
  await client.getByRole('button', { name: LOCAL_API, exact: true }).click();
  return { client, send: client.getByRole('button', { name: `Send post request to ${LOCAL_API}/Auth/register` }) };
}

/**
 * The mutations under `selector` while `action` runs (JavaScript given the element as `root`) and
 * for two event-loop turns after, by which time MutationObservers have run: how the DOM repair
 * passes are shown to change nothing a second time, and to settle.
 */
export function mutationsDuring(page: Page, selector: string, action: string): Promise<string[]> {
  return page.evaluate(
    async ([rootSelector, code]) => {
      const root = document.querySelector(rootSelector)!;
      const changes: string[] = [];
      const recorder = new MutationObserver((records) => records.forEach((r) => changes.push(`${r.type} ${r.attributeName ?? ''}`)));
      recorder.observe(root, { subtree: true, childList: true, attributes: true });
      new Function('root', code)(root);
      for (let turn = 0; turn < 2; turn++) {
        await new Promise<void>((done) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => done();
          channel.port2.postMessage(null);
        });
      }
      recorder.disconnect();
      return changes;
    },
    [selector, action] as const,
  );
}

/** Runs the API reference server (`npm run api` on the port the reference offers) for the enclosing describe block. */
export function useReferenceServer() {
  let api: { stop: () => Promise<void> } | undefined;
  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(120_000);
    api = await startReferenceServer(baseURL!);
  });
  test.afterAll(async () => api?.stop());
}

/** A browser module bundled into one script that defines `globalName`, to run on a page of test markup. */
export async function bundleForPage(entryPoint: string, globalName: string): Promise<string> {
  const result = await build({ entryPoints: [entryPoint], bundle: true, format: 'iife', globalName, write: false, target: 'es2022' });
  return result.outputFiles[0]!.text;
}

/** Where a jump puts an element: below the page's scroll padding, by the element's scroll margin. */
export const landingTop = (target: Locator) =>
  target.evaluate((el) => Math.round(parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) + parseFloat(getComputedStyle(el).scrollMarginTop)));

/** An element's distance from the viewport's top once it has stayed put for ten frames. */
export const settledTop = (target: Locator) =>
  target.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const step = () => {
          const top = Math.round(el.getBoundingClientRect().top);
          still = top === last ? still + 1 : 0;
          last = top;
          if (still >= 10) resolve(top);
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
  );
