import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'yaml';
import { test, expect, axeViolations, hydrated, landingTop, openSearchModal, settledTop } from './fixtures';

// Issue 24: /api's default, server-rendered view, read as a developer would: navigation that follows
// the reading, examples beside each operation equal to the description's, a copied curl command that
// works against `npm run api`, no raw Markdown, a phone layout, and all of it without JavaScript.

type Json = Record<string, any>;
const descriptionText = readFileSync(join(process.cwd(), 'openapi/music-theory.yaml'), 'utf8');
const description = parse(descriptionText) as Json;
const resolve = (node: Json): Json =>
  typeof node?.$ref === 'string'
    ? resolve(
        node.$ref
          .slice(2)
          .split('/')
          .reduce((n: Json, k: string) => n[k], description),
      )
    : node;

/** Each operation of the description with its documented examples, read straight from the YAML. */
const OPERATIONS = Object.entries(description.paths as Json).flatMap(([path, item]) =>
  Object.entries(item as Json)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => ({
      name: `${method.toUpperCase()} ${path}`,
      summary: op.summary as string,
      examples: Object.entries(op.responses as Json).flatMap(([status, raw]) => {
        const media = Object.values((resolve(raw).content ?? {}) as Json)[0] as Json | undefined;
        return Object.values((media?.examples ?? {}) as Json).map((ex: Json) => ({ title: `Response ${status}: ${ex.summary}`, value: ex.value }));
      }),
    })),
);
const op = (name: string) => OPERATIONS.find((o) => o.name === name)!;

const main = (page: Page) => page.getByRole('main');
const operation = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });
const codeOf = (block: Locator) => block.locator('pre');

test('the navigation marks the operation or model being read, and only it', async ({ page }) => {
  await page.goto('/api');
  const nav = page.getByRole('navigation', { name: 'On this page' });
  const chord = nav.getByRole('link', { name: 'GET Spell a chord' });
  const scaleModel = nav.getByRole('link', { name: 'Scale', exact: true });
  await expect(nav.locator('[aria-current]')).toHaveCount(0);

  await page.evaluate(() => document.getElementById('op-getChord')!.scrollIntoView({ block: 'start' }));
  await expect(chord).toHaveAttribute('aria-current', 'location');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);

  await page.evaluate(() => document.getElementById('model-Scale')!.scrollIntoView({ block: 'start' }));
  await expect(scaleModel).toHaveAttribute('aria-current', 'location');
  await expect(chord).not.toHaveAttribute('aria-current');
  // The column keeps the marked entry in sight.
  await expect(scaleModel).toBeInViewport();

  // Following a navigation link leads to the section, which is then the one marked.
  await nav.getByRole('link', { name: 'POST Log in and get a token' }).click();
  await expect(page).toHaveURL(/#op-loginUser$/);
  await expect(page.getByRole('heading', { name: 'POST /Auth/login', exact: true })).toBeInViewport();
  await expect(nav.getByRole('link', { name: 'POST Log in and get a token' })).toHaveAttribute('aria-current', 'location');
});

test("each operation shows request samples and every documented response example, equal to the description's", async ({ page }) => {
  await page.goto('/api');
  expect(OPERATIONS).toHaveLength(8);
  for (const { name, examples } of OPERATIONS) {
    const section = operation(page, name);
    await expect(section.getByRole('figure', { name: 'curl', exact: true })).toBeVisible();
    await expect(section.getByRole('figure', { name: 'fetch', exact: true })).toBeVisible();
    const shown = section.getByRole('figure', { name: /^Response / });
    await expect(shown, name).toHaveCount(examples.length);
    for (const [i, example] of examples.entries()) {
      await expect(shown.nth(i)).toHaveAccessibleName(example.title);
      expect(JSON.parse((await codeOf(shown.nth(i)).textContent()) ?? ''), `${name}: ${example.title}`).toEqual(example.value);
    }
  }
  // Beside the operation on a desktop: the first example starts level with the operation's heading.
  const section = operation(page, 'GET /Chords/{root}/{chordType}');
  const heading = await section.getByRole('heading', { level: 3 }).boundingBox();
  const curl = await section.getByRole('figure', { name: 'curl' }).boundingBox();
  expect(curl!.x).toBeGreaterThan(heading!.x + heading!.width);
  expect(curl!.y).toBeLessThan(heading!.y + 200);
});

test('the page links the OpenAPI description it is made from, published as it is, as YAML', async ({ page }) => {
  await page.goto('/api');
  const link = main(page).getByRole('link', { name: 'OpenAPI description (YAML)', exact: true });
  await expect(link).toHaveAttribute('href', '/openapi.yaml');
  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/yaml; charset=utf-8');
  expect(await response.text()).toBe(descriptionText);
});

test('models list their fields with linked types and constraints, and show an example', async ({ page }) => {
  await page.goto('/api');
  const chord = main(page).getByRole('region', { name: 'Chord', exact: true });
  const notes = chord.getByRole('row', { name: /^notes/ });
  await expect(notes).toContainText('array of Note');
  await expect(notes).toContainText('minItems: 3');
  await expect(notes).toContainText('required');
  await notes.getByRole('link', { name: 'Note' }).click();
  await expect(page).toHaveURL(/#model-Note$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Note', exact: true })).toBeInViewport();
  const register = main(page).getByRole('region', { name: 'RegisterDto', exact: true });
  await expect(register.getByRole('row', { name: /^email/ })).toContainText('format: email');
  const example = JSON.parse((await codeOf(chord.getByRole('figure', { name: 'Example Chord' })).textContent()) ?? '');
  expect(Object.keys(example).sort()).toEqual(Object.keys(description.components.schemas.Chord.properties).sort());
});

test('samples far down the page are drawn as a reader comes near them, and all of them in print', async ({ page }) => {
  await page.goto('/api');
  const samples = main(page).locator('figure.code-block');
  const drawn = (code: Locator) => code.evaluateAll((codes) => codes.map((c) => c.checkVisibility({ contentVisibilityAuto: true })));
  // Laid out whole as it arrived, the page held the main thread for up to 180 ms (BENCHMARKS.md).
  expect(await drawn(codeOf(samples.last()))).toEqual([false]);
  await page.emulateMedia({ media: 'print' });
  expect(new Set(await drawn(codeOf(samples)))).toEqual(new Set([true]));
  await page.emulateMedia({ media: 'screen' });
  await samples.last().scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(codeOf(samples.last()))).toEqual([true]);
  await expect(codeOf(samples.last())).toBeInViewport();
});

test('a jump to an operation or model lands on its heading, though the samples around it are drawn only then', async ({ page }) => {
  await page.goto('/api');
  const nav = page.getByRole('navigation', { name: 'On this page' });
  for (const [name, id] of [
    ['Scale', 'model-Scale'],
    ['POST Log in and get a token', 'op-loginUser'],
    ['GET Diatonic chords of a scale', 'op-getDiatonicChords'],
  ] as const) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    const target = page.locator(`[id="${id}"]`);
    // Within a pixel: positions are fractional, and both sides are rounded.
    expect(Math.abs((await settledTop(target)) - (await landingTop(target))), name).toBeLessThanOrEqual(1);
  }
});

test('the 35 roots are listed in full, folded until asked for', async ({ page }) => {
  await page.goto('/api');
  const params = operation(page, 'GET /Chords/{root}/{chordType}').getByRole('group', { name: 'Parameters' });
  const roots = description.components.parameters.Root.schema.enum as string[];
  const fold = params.getByText(`${roots.length} allowed values`);
  const list = params.locator('details', { hasText: `${roots.length} allowed values` });
  await expect(list.getByText('F-DoubleSharp', { exact: true })).toBeHidden();
  await fold.click();
  for (const root of roots) await expect(list.getByText(root, { exact: true })).toBeVisible();
  await expect(params.getByText('Diminished', { exact: true })).toBeVisible(); // a short list is open
});

test('no raw Markdown delimiters appear in the page text', async ({ page }) => {
  await page.goto('/api');
  // The page's text without code (samples, and code spans whose text may hold a `#` or `](`).
  const text = (without: string) =>
    main(page).evaluate((el, selector) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll(selector).forEach((code) => code.remove());
      return copy.textContent ?? '';
    }, without);
  expect(await text('pre')).toContain('Under construction.');
  expect(await text('pre')).toContain('log in with POST /Auth/login to get a token');
  expect((await text('pre, code')).match(/`|\*\*|\]\(|^#{1,6} /gm)).toBeNull();
  await expect(main(page).locator('code', { hasText: 'Retry-After' }).first()).toBeVisible();
});

test('every operation, parameter group, response and model has a hash link to its anchor', async ({ page }) => {
  await page.goto('/api');
  const section = operation(page, 'POST /Auth/register');
  for (const [label, anchor] of [
    ['Link to POST /Auth/register', 'op-registerUser'],
    ['Link to Request body of POST /Auth/register', 'op-registerUser-body'],
    ['Link to Responses of POST /Auth/register', 'op-registerUser-responses'],
    ['Link to response 429 of POST /Auth/register', 'op-registerUser-response-429'],
  ]) {
    await expect(section.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', `#${anchor}`);
    await expect(page.locator(`#${anchor}`)).toHaveCount(1);
  }
  await expect(operation(page, 'GET /Chords/{root}/{chordType}').getByRole('link', { name: 'Link to Parameters of GET /Chords/{root}/{chordType}' })).toHaveAttribute(
    'href',
    '#op-getChord-parameters',
  );
  await page.getByRole('link', { name: 'Link to model ProblemDetails' }).click();
  await expect(page).toHaveURL(/#model-ProblemDetails$/);
});

test("each operation's link opens the same operation in the interactive reference", async ({ page }) => {
  await page.goto('/api');
  await operation(page, 'GET /Chords/{root}/{chordType}')
    .getByRole('link', { name: /^Open in the interactive reference/ })
    .click();
  await expect(page).toHaveURL(/#tag\/chords\/GET\/Chords\/\{root\}\/\{chordType\}$/);
  const scalar = page.getByRole('region', { name: 'Interactive API reference' });
  await expect(scalar.getByRole('button', { name: 'Show the plain reference' })).toBeVisible({ timeout: 20_000 });
  await expect(scalar.getByRole('heading', { name: 'Spell a chord' }).first()).toBeInViewport({ timeout: 10_000 });
  // Following a link is not choosing a view: the next visit opens the plain reference again.
  expect(await page.evaluate(() => localStorage.getItem('api-reference-view'))).toBeNull();
});

test('the reference is whole after leaving /api and coming back, by Back or by a link, and its Copy buttons work', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const chords = () => operation(page, 'GET /Scales/{root}/{scaleType}/chords');
  const [first] = op('GET /Scales/{root}/{scaleType}/chords').examples;
  const expectWhole = async () => {
    await expect(chords().getByRole('heading', { level: 3 })).toBeVisible();
    expect(JSON.parse((await codeOf(chords().getByRole('figure', { name: first!.title })).textContent()) ?? '')).toEqual(first!.value);
    await expect(main(page).getByRole('region')).toHaveCount(regions);
  };
  await page.goto('/api');
  await hydrated(page);
  // Every operation and model is a region named by its heading.
  const regions = await main(page).getByRole('region').count();
  expect(regions).toBeGreaterThan(OPERATIONS.length);
  // Set on this document: it stays only as long as the browser does not load the page again.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/About$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/api$/);
  await expectWhole();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/About$/);
  await main(page).getByRole('link', { name: 'API reference', exact: true }).click();
  await expect(page).toHaveURL(/\/api$/);
  await expectWhole();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  const example = chords().getByRole('figure', { name: first!.title });
  await example.getByRole('button', { name: 'Copy code' }).click();
  await expect(example.getByRole('button', { name: 'Copied code' })).toBeVisible();
  expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(first!.value);
});

test("search finds an operation by its summary and leads to the operation's anchor", async ({ page }) => {
  await page.goto('/');
  const input = await openSearchModal(page);
  await input.fill('Spell a chord');
  const hit = page
    .getByRole('dialog')
    .getByRole('link', { name: /Spell a chord/ })
    .first();
  await expect(hit).toHaveAttribute('href', /\/api#op-getChord$/);
  await hit.click();
  await expect(page).toHaveURL(/\/api#op-getChord$/);
  await expect(page.getByRole('heading', { level: 3, name: 'GET /Chords/{root}/{chordType}' })).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation is folded above the reference, the examples follow each operation, and axe finds nothing', async ({ page }) => {
    test.slow(); // axe over the whole reference
    await page.goto('/api');
    // The phone scan of /api (e2e/sweep.spec.ts leaves it to this test): the page as it settles.
    await hydrated(page);
    const toggle = main(page).locator('summary').filter({ hasText: 'On this page' });
    const nav = page.getByRole('navigation', { name: 'On this page' });
    await expect(nav).toBeHidden();
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(nav).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await nav.getByRole('link', { name: 'GET Notes of a scale' }).click();
    await expect(page).toHaveURL(/#op-getScaleNotes$/);
    const section = operation(page, 'GET /Scales/{root}/{scaleType}/notes');
    await expect(section.getByRole('heading', { level: 3 })).toBeInViewport();
    const responses = await section.getByRole('group', { name: 'Responses' }).boundingBox();
    const curl = await section.getByRole('figure', { name: 'curl' }).boundingBox();
    expect(curl!.y).toBeGreaterThan(responses!.y + responses!.height);
    // Nothing is wider than the screen but the tables and code, which scroll inside themselves.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the whole reference reads: navigation, tables, examples, folded roots', async ({ page }) => {
    await page.goto('/api');
    const nav = page.getByRole('navigation', { name: 'On this page' });
    await nav.getByRole('link', { name: 'GET Diatonic chords of a scale' }).click();
    await expect(page).toHaveURL(/#op-getDiatonicChords$/);
    const section = operation(page, 'GET /Scales/{root}/{scaleType}/chords');
    await expect(section.getByRole('heading', { level: 3 })).toBeInViewport();
    const [first] = op('GET /Scales/{root}/{scaleType}/chords').examples;
    const shown = section.getByRole('figure', { name: first!.title });
    await expect(shown).toBeVisible();
    expect(JSON.parse((await codeOf(shown).textContent()) ?? '')).toEqual(first!.value);
    // A Copy button could copy nothing without scripts, so none is shown.
    await expect(section.getByRole('button', { name: /^Copy/ })).toHaveCount(0);
    await section.getByText('35 allowed values').click();
    await expect(section.getByText('G-DoubleFlat', { exact: true })).toBeVisible();
  });
});

test.describe('a copied curl command', () => {
  // `npm run api` on a free port with a throwaway database; the copied command is run as it is, with
  // only the documented server's URL replaced by this one.
  let api: ChildProcess;
  let dir = '';
  let apiBase = '';
  test.beforeAll(async () => {
    try {
      execFileSync('curl', ['--version'], { stdio: 'ignore' });
    } catch {
      throw new Error('These tests run the copied command with curl: install it (apt-get install curl).');
    }
    dir = mkdtempSync(join(tmpdir(), 'api-plain-'));
    api = spawn('npm', ['run', 'api'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_PATH: join(dir, 'users.db'), JWT_SECRET_FILE: join(dir, 'secret') },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    apiBase = await new Promise<string>((done, fail) => {
      let log = '';
      const timer = setTimeout(() => fail(new Error(`npm run api did not start:\n${log}`)), 30_000);
      api.stdout!.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        const match = /Music Theory API on (http:\/\/\S+?\/api\/v0)/.exec(log);
        if (match) {
          clearTimeout(timer);
          done(match[1]!);
        }
      });
    });
  });
  test.afterAll(() => {
    if (api?.pid) process.kill(-api.pid, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  /** Presses an operation's Copy button under "curl" and returns what reached the clipboard. */
  async function copyCurl(page: Page, name: string): Promise<string> {
    const block = operation(page, name).getByRole('figure', { name: 'curl', exact: true });
    await block.hover();
    await block.getByRole('button', { name: 'Copy code' }).click();
    await expect(block.getByRole('button', { name: 'Copied code' })).toBeVisible();
    return page.evaluate(() => navigator.clipboard.readText());
  }

  const run = (command: string, env: Record<string, string> = {}) =>
    JSON.parse(execFileSync('bash', ['-c', command], { encoding: 'utf8', env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] }));

  test('registering, then spelling a chord with the token, gives the answers the page documents', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/api');
    // The base URL the page states, which the samples call.
    const documented = (await main(page)
      .locator('code')
      .filter({ hasText: /^https?:\/\/\S+\/api\/v0$/ })
      .first()
      .textContent())!;
    expect(documented).toMatch(/^https?:\/\/.+\/api\/v0$/);
    const local = (command: string) => {
      expect(command.includes(documented), command).toBe(true);
      return command.split(documented).join(apiBase);
    };

    const register = await copyCurl(page, 'POST /Auth/register');
    expect(register).toMatch(/^curl -X POST /);
    expect(run(local(register))).toEqual(op('POST /Auth/register').examples[0]!.value);

    // The token comes from logging in as the registered user, with the login's own sample.
    const { token } = run(local(await copyCurl(page, 'POST /Auth/login')));
    expect(token).toMatch(/^ey/);

    const chord = await copyCurl(page, 'GET /Chords/{root}/{chordType}');
    expect(chord).toContain('Authorization: Bearer $TOKEN');
    expect(run(local(chord), { TOKEN: token })).toEqual(op('GET /Chords/{root}/{chordType}').examples[0]!.value);
  });
});
