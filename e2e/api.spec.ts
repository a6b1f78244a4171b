import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures';

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
  await page.goto('/api');
  await expect(page.getByText('Register a new user').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Music Theory API' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});

test('no other route loads the Scalar code', async ({ page }) => {
  // Scalar's chunks are the ones only /api references: find them in the export, then make sure no
  // other page asks for any of them.
  const out = join(process.cwd(), 'out');
  const apiHtml = readFileSync(join(out, 'api.html'), 'utf8');
  const scripts = (html: string) => new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"']+\.js/g)].map((m) => m[0]));
  const others = ['index.html', 'docs/About.html', 'blog.html', 'search.html'].map((f) => scripts(readFileSync(join(out, f), 'utf8')));
  const shared = new Set(others.flatMap((s) => [...s]));
  const apiOnly = [...scripts(apiHtml)].filter((s) => !shared.has(s));
  const scalarChunks = readdirSync(join(out, '_next/static/chunks'))
    // Scalar renders with Vue: its chunks are the ones carrying Vue's runtime.
    .filter((f) => f.endsWith('.js') && readFileSync(join(out, '_next/static/chunks', f), 'utf8').includes('createVNode'))
    .map((f) => `/_next/static/chunks/${f}`);
  expect(scalarChunks.length).toBeGreaterThan(0);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  for (const route of ['/', '/docs/About', '/blog', '/search']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
  }
  expect(requested.filter((p) => scalarChunks.includes(p))).toEqual([]);
  expect(apiOnly.filter((s) => scalarChunks.includes(s))).toEqual([]); // Scalar is not even in /api's first load
});

test('the outline has no axe violations', async ({ page }) => {
  // Keep Scalar from starting (it waits for an idle moment), so the outline stays on screen for axe.
  await page.addInitScript(() => {
    window.requestIdleCallback = (() => 0) as typeof window.requestIdleCallback;
  });
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await page.goto('/api');
  await expect(page.getByRole('heading', { level: 1, name: 'Music Theory API' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
