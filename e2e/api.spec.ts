import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { INTERACTIVE_BUNDLE_FOLDER } from '../lib/api/interactive-bundle';
import { test, expect, axeViolations, interactiveReference, scalarReady, startedUp, tryRegisterOnLocalServer, useReferenceServer } from './fixtures';

// Spec §1 "API reference", §3 API models, §7 documented calls: /api from openapi/music-theory.yaml.

const OPERATIONS = [
  ['POST', '/Auth/register'],
  ['POST', '/Auth/login'],
  ['GET', '/Chords/{root}/{chordType}'],
  ['GET', '/Progressions/{root}/{scaleType}/common'],
  ['GET', '/Scales/{root}/{scaleType}/notes'],
  ['GET', '/Scales/{root}/{scaleType}/chords'],
  ['GET', '/examples/scale'],
];
/** Opens /api, asks for the interactive reference and waits until Scalar has rendered an operation. */
async function openScalar(page: Page) {
  await page.goto('/api');
  await page.getByRole('button', { name: 'Open the interactive reference' }).click();
  return scalarReady(page);
}

/**
 * Scalar's files: the interactive reference's own bundle (lib/api/interactive-bundle.ts). Scalar
 * renders with Vue, and none of Next's chunks may carry Vue's runtime.
 */
function scalarChunkPaths() {
  const next = join(process.cwd(), 'out/_next/static/chunks');
  expect(readdirSync(next).filter((f) => f.endsWith('.js') && readFileSync(join(next, f), 'utf8').includes('createVNode'))).toEqual([]);
  const dir = join(process.cwd(), 'out', INTERACTIVE_BUNDLE_FOLDER);
  return readdirSync(dir)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => `/${INTERACTIVE_BUNDLE_FOLDER}/${f}`);
}

/** Opens the 'Try it' client (Scalar's 'Test Request') of the first operation, POST /Auth/register. */
async function openClient(page: Page) {
  await interactiveReference(page)
    .getByRole('button', { name: /test request/i })
    .first()
    .click();
  const client = page.getByRole('dialog', { name: 'API Client' });
  await expect(client.getByRole('button', { name: /^send post request to/i })).toBeVisible();
  return client;
}

const MODELS = ['Note', 'Chord', 'ChordProgression', 'Scale', 'ScaleNotesResponse', 'RegisterDto', 'LoginDto', 'TokenResponse', 'UserCreatedResponse', 'ProblemDetails'];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the outline shows title, version, licence, every operation and every model', async ({ page }) => {
    await page.goto('/api');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Music Theory API');
    const main = page.getByRole('main');
    await expect(main.getByText('v0.0.1', { exact: true })).toBeVisible();
    await expect(main.getByText('Elastic License 2.0').first()).toBeVisible();
    await expect(main.getByText(/under construction/i).first()).toBeVisible();
    for (const [method, path] of OPERATIONS) {
      await expect(main.getByRole('heading', { level: 3, name: `${method} ${path}`, exact: true })).toBeVisible();
    }
    for (const model of MODELS) await expect(main.getByRole('heading', { level: 3, name: model, exact: true })).toBeVisible();
  });
});

test('/api/ reaches the same page', async ({ page }) => {
  await page.goto('/api/');
  await expect(page).toHaveURL(/\/api$/);
  await expect(page.getByRole('heading', { name: 'Music Theory API' }).first()).toBeVisible();
});

test('Scalar takes over with the interactive reference, without leaving the site', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!['localhost', '127.0.0.1'].includes(new URL(r.url()).hostname) && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  const scalar = await openScalar(page);
  await expect(scalar.getByText('Register a new user').first()).toBeVisible();
  await expect(scalar.getByRole('heading', { level: 1, name: 'Music Theory API' })).toBeVisible();
  await expect(page.locator('.api-outline')).toBeHidden();
  await startedUp(page);
  expect(foreign).toEqual([]);
});

// As after a deploy that removed the bundle this page names, or offline: the bundle, or the
// description Scalar fetches when opened (it is not in the page's payload). The aborted downloads,
// and the error the page catches and shows, are logged on purpose.
for (const failing of [
  {
    what: 'an interactive reference',
    route: '**/interactive-reference/**',
    logged: [
      /^Failed to load resource: net::ERR_FAILED \(http:\/\/[^/]+\/interactive-reference\/[^)]+\)$/,
      /Failed to fetch dynamically imported module|Failed to load the interactive reference's styles/,
    ],
    shown: '/interactive-reference/reference-',
  },
  {
    what: 'an API description',
    route: '**/openapi.yaml',
    logged: [/^Failed to load resource: net::ERR_FAILED \(http:\/\/[^/]+\/openapi\.yaml\)$/, /Failed to load the API description/],
    shown: 'Failed to load the API description (/openapi.yaml)',
  },
]) {
  test(`${failing.what} that cannot be downloaded shows the error and Retry, and Retry loads the reference`, async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(...failing.logged);
    await page.goto('/api');
    await page.route(failing.route, (route) => route.abort());
    await page.getByRole('button', { name: 'Open the interactive reference' }).click();
    const box = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await expect(box).toContainText(failing.shown);
    await page.unrouteAll();
    await box.getByRole('button', { name: 'Retry' }).click();
    // The reload keeps the visitor's choice, so the interactive reference opens by itself.
    await expect(interactiveReference(page).getByRole('heading', { level: 1, name: 'Music Theory API' })).toBeVisible({ timeout: 20_000 });
  });
}

test('no other route loads the Scalar code', async ({ page }) => {
  // Scalar's chunks are the ones only /api references: find them in the export, then make sure no
  // other page asks for any of them.
  const out = join(process.cwd(), 'out');
  const apiHtml = readFileSync(join(out, 'api.html'), 'utf8');
  const scripts = (html: string) => new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"']+\.js/g)].map((m) => m[0]));
  const others = ['index.html', 'docs/About.html', 'blog.html', 'search.html'].map((f) => scripts(readFileSync(join(out, f), 'utf8')));
  const shared = new Set(others.flatMap((s) => [...s]));
  const apiOnly = [...scripts(apiHtml)].filter((s) => !shared.has(s));
  const scalarChunks = scalarChunkPaths();
  expect(scalarChunks.length).toBeGreaterThan(0);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  for (const route of ['/', '/docs/About', '/blog', '/search']) {
    await page.goto(route);
    await startedUp(page);
  }
  expect(requested.filter((p) => scalarChunks.includes(p))).toEqual([]);
  expect(apiOnly.filter((s) => scalarChunks.includes(s))).toEqual([]); // Scalar is not even in /api's first load

  // Nor does /api load it until the visitor asks for it.
  requested.length = 0;
  await page.goto('/api');
  await startedUp(page);
  await expect(page.getByRole('button', { name: 'Open the interactive reference' })).toBeEnabled();
  expect(requested.filter((p) => scalarChunks.includes(p))).toEqual([]);
  await page.getByRole('button', { name: 'Open the interactive reference' }).click();
  await expect.poll(() => requested.filter((p) => scalarChunks.includes(p)).length).toBeGreaterThan(0);
});

test.describe('choosing the view', () => {
  test('the interactive reference takes focus, is remembered across visits, and the plain reference comes back on request', async ({ page }) => {
    const scalar = await openScalar(page);
    await expect(scalar).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('api-reference-view'))).toBe('interactive');

    // A new visit to /api: Scalar 0.9 keeps the section scrolled to in the URL's hash, which a
    // reload would return to.
    await page.goto('/api');
    await scalarReady(page);
    await expect(page.locator('.api-outline')).toBeHidden();

    await scalar.getByRole('button', { name: 'Show the plain reference' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Music Theory API' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open the interactive reference' })).toBeFocused();
    await expect(scalar).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('api-reference-view'))).toBe('outline');
    // Scalar's section hash is dropped with it, so a reload keeps the plain reference.
    expect(new URL(page.url()).hash).not.toContain('/');
    const scalarChunks = scalarChunkPaths();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.reload();
    // The page's code has run once it is hydrated and idle; had it chosen Scalar, Scalar's code would
    // have been requested by then (the view is picked in an effect that starts the import).
    await startedUp(page);
    await expect(page.getByRole('button', { name: 'Open the interactive reference' })).toBeVisible();
    expect(requested.filter((p) => scalarChunks.includes(p))).toEqual([]);
    await expect(scalar).toHaveCount(0);
  });

  test("a link into one of Scalar's sections opens the interactive reference there", async ({ page }) => {
    await page.goto('/api#api-1/model/note');
    const scalar = interactiveReference(page);
    await expect(scalar.getByRole('button', { name: 'Show the plain reference' })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.api-outline')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('api-reference-view'))).toBeNull();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('no button offers what cannot work', async ({ page }) => {
      await page.goto('/api');
      await expect(page.getByRole('heading', { level: 1, name: 'Music Theory API' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open the interactive reference' })).toBeHidden();
    });
  });
});

// The outline /api shows first is scanned by e2e/sweep.spec.ts (every audited route at 1280 px).

// Scalar's own markup is repaired by components/api/scalar-a11y.ts and scalar-theme.css. Covered: the
// reference as it first renders, the reference with every tag opened and every section rendered, the
// open 'Try it' client before and after a request, on a desktop and a phone. Not covered: the popups
// Scalar teleports to the end of <body> (its search dialog, the client-library picker, tooltips):
// Headless UI's focus guards in them are aria-hidden yet focusable, which the site cannot change.
for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`Scalar on a ${device}`, () => {
    test.use({ viewport });

    test('the reference has no axe violations, first rendered and fully rendered', async ({ page }) => {
      test.slow(); // two axe runs, the second over every operation and model
      const scalar = await openScalar(page);
      await startedUp(page);
      expect(await axeViolations(page)).toEqual([]);
      // Scalar renders sections lazily and keeps tags after the first, and the models, closed behind
      // 'Show more': open them all, scrolling down until the last model is in the page.
      const more = scalar.getByRole('button', { name: /^Show (all .+ endpoints$|More\b)/ });
      const last = scalar.getByRole('region', { name: 'ProblemDetails', exact: true });
      for (let i = 0; i < 80 && !(await last.isVisible()); i++) {
        if ((await more.count()) > 0) await more.first().click();
        else await page.mouse.wheel(0, 1000);
      }
      await expect(more).toHaveCount(0);
      for (const name of ['Spell a chord', 'Common progressions in a key', 'ProblemDetails']) await expect(scalar.getByRole('region', { name, exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("the open 'Try it' client has no axe violations", async ({ page }) => {
      await openScalar(page);
      await openClient(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('the keyboard reaches an operation and its Test Request button, with a visible focus indicator', async ({ page }) => {
  await openScalar(page);
  await startedUp(page);
  const stops: { text: string; visible: boolean }[] = [];
  let operation = false;
  let testRequest = false;
  for (let i = 0; i < 250 && !(operation && testRequest); i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el?.closest('.api-scalar')) return null;
      // What a person sees: an outline of some width and colour, or a box shadow.
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !/^rgba\(.*,\s*0\)$|^transparent$/.test(style.outlineColor);
      return { text: el.innerText.replace(/\s+/g, ' ').trim(), visible: outline || style.boxShadow !== 'none' };
    });
    if (!stop) continue;
    stops.push(stop);
    // An operation: its sidebar entry (summary and method) or its link in the tag's list (method and path).
    if (/Register a new user|POST \/Auth\/register/i.test(stop.text)) operation = true;
    if (/^Test Request/i.test(stop.text)) testRequest = true;
  }
  expect(operation, 'an operation was focused').toBe(true);
  expect(testRequest, 'a Test Request button was focused').toBe(true);
  expect(stops.filter((s) => !s.visible).map((s) => s.text)).toEqual([]);
});

test("'Try it' offers the documented server and the local reference server, and sends to the one chosen", async ({ page, baseURL }) => {
  test.slow(); // Scalar's client, two requests and an axe scan of the open client: 20 s on an idle 2-core machine
  // Nothing needs to run on port 8080: requests to either server are answered here.
  const sent: string[] = [];
  await page.route('**/api/v0/**', async (route) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' };
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    sent.push(route.request().url());
    return route.fulfill({ status: 201, headers: cors, contentType: 'application/json', body: JSON.stringify({ message: `Registered via ${new URL(route.request().url()).host}` }) });
  });
  await openScalar(page);
  const client = await openClient(page);
  const server = client.getByRole('button', { name: /^Server:/ });
  const documented = `${new URL(baseURL!).origin}/api/v0`;
  const local = 'http://localhost:8080/api/v0';
  // The documented server, /api/v0 resolved against the site's origin, is the default.
  await expect(server).toHaveText(new RegExp(`^Server:\\s*${documented}$`));

  await server.click();
  await expect(client.getByRole('button', { name: documented, exact: true })).toBeVisible();
  await client.getByRole('button', { name: local, exact: true }).click();
  await expect(server).toHaveText(new RegExp(`^Server:\\s*${local}$`));
  await client.getByRole('button', { name: `Send post request to ${local}/Auth/register` }).click();
  await expect(client.getByText('Registered via localhost:8080')).toBeVisible();
  await expect(client.getByText('201 Created')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await server.click();
  await client.getByRole('button', { name: documented, exact: true }).click();
  await client.getByRole('button', { name: `Send post request to ${documented}/Auth/register` }).click();
  await expect(client.getByText(`Registered via ${new URL(baseURL!).host}`)).toBeVisible();
  expect(sent).toEqual([`${local}/Auth/register`, `${documented}/Auth/register`]);
});

test("the reference's server picker offers both servers and describes the chosen one", async ({ page, baseURL }) => {
  const scalar = await openScalar(page);
  const picker = scalar.getByRole('button', { name: /^Server:/ }).first();
  await expect(picker).toHaveText(new RegExp(`^Server:\\s*${new URL(baseURL!).origin}/api/v0$`));
  await expect(scalar.getByText('This deployment', { exact: true })).toBeVisible();
  await picker.click();
  await expect(page.getByRole('option', { name: `${new URL(baseURL!).origin}/api/v0` })).toBeVisible();
  await page.getByRole('option', { name: 'http://localhost:8080/api/v0' }).click();
  await expect(picker).toHaveText(/^Server:\s*http:\/\/localhost:8080\/api\/v0$/);
  await expect(scalar.getByText('Local reference server (npm run api)', { exact: true })).toBeVisible();
});

test.describe("'Try it' against the running reference server", () => {
  useReferenceServer();

  test('registering through the local server gets its real answers: 201, then 400 for the same email', async ({ page, consoleErrors }) => {
    const { client, send } = await tryRegisterOnLocalServer(page);
    await send.click();
    await expect(client.getByText('201 Created')).toBeVisible();
    await expect(client.getByText('User registered successfully.')).toBeVisible();
    await send.click();
    await expect(client.getByText('400 Bad Request')).toBeVisible();
    await expect(client.getByText(/is already registered/)).toBeVisible();
    // The browser logs the 400 it was sent; it is the answer this test asked for.
    expect(consoleErrors.splice(0)).toEqual([expect.stringContaining('status of 400 (Bad Request) (http://localhost:8080/api/v0/Auth/register)')]);
  });
});
