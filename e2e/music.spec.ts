import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, axeViolations } from './fixtures';
import { readScoreMeta } from '../lib/music/humdrum';
import { scoreLabel } from '../lib/music/label';
import { firstLoadJs, htmlFileOf, readBudgets } from '../bench/lib/bytes';

// Issue 32: the Twelve Pieces engraved (build-time SVG), playable on a sampled piano served by the
// site itself, with MIDI files; the names come from the scores, as the build makes them.

const PAGE = '/docs/My-Pieces/Twelve';
// Twelve engraved scores are thousands of SVG elements: axe and the print pass take their time.
test.slow();
const folder = join(process.cwd(), 'content/music/twelve-pieces');
const labels = readdirSync(folder)
  .filter((name) => name.endsWith('.krn'))
  .sort()
  .map((name) => scoreLabel(readScoreMeta(readFileSync(join(folder, name), 'utf8'))));

const figure = (page: Page, label: string) => page.getByRole('figure').filter({ has: page.getByRole('img', { name: label, exact: true }) });

/**
 * Taps the page's audio: every node connected to a context's destination is also connected to an
 * AnalyserNode, so the test can read the level of what the page plays. Added by the test only.
 */
async function tapAudio(page: Page) {
  await page.addInitScript(() => {
    const analysers: AnalyserNode[] = [];
    const connect = AudioNode.prototype.connect as (this: AudioNode, ...args: unknown[]) => unknown;
    AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
      if (args[0] instanceof AudioDestinationNode) {
        const analyser = this.context.createAnalyser();
        analysers.push(analyser);
        connect.call(this, analyser);
      }
      return connect.apply(this, args);
    } as typeof AudioNode.prototype.connect;
    (window as unknown as { audioLevel: () => number }).audioLevel = () => {
      let peak = 0;
      for (const analyser of analysers) {
        const data = new Float32Array(analyser.fftSize);
        analyser.getFloatTimeDomainData(data);
        for (const value of data) peak = Math.max(peak, Math.abs(value));
      }
      return peak;
    };
  });
}

const level = (page: Page) => page.evaluate(() => (window as unknown as { audioLevel: () => number }).audioLevel());
const lit = (page: Page, label: string) =>
  figure(page, label)
    .locator('.is-sounding')
    .evaluateAll((nodes) => nodes.map((n) => n.id).join(' '));

test('the Twelve Pieces page shows the twelve scores, each named, with Play and Download MIDI', async ({ page, request }) => {
  await page.goto(PAGE);
  expect(labels).toHaveLength(12);
  expect(labels[0]).toBe('No. 1, Open Window: opening bars, C major, 3/4, Andantino semplice');
  for (const label of labels) {
    const score = figure(page, label);
    await expect(score.getByRole('img', { name: label, exact: true })).toBeVisible();
    await expect(score.locator('figcaption')).toHaveText(label);
    await expect(score.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(score.getByRole('link', { name: 'Download MIDI' })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: /: opening bars, / })).toHaveCount(12);
  const midi = await request.get((await figure(page, labels[8]!).getByRole('link', { name: 'Download MIDI' }).getAttribute('href'))!);
  expect(midi.status()).toBe(200);
  expect((await midi.body()).subarray(0, 4).toString('latin1')).toBe('MThd');
});

test('the scores carry MusicComposition structured data, one includedComposition a piece', async ({ page }) => {
  await page.goto(PAGE);
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
  const set = data.find((d) => d['@type'] === 'MusicComposition') as { name: string; includedComposition: { name: string; musicalKey: string; position: number; composer: { name: string } }[] };
  expect(set.name).toBe('Twelve Pieces for Piano');
  expect(set.includedComposition).toHaveLength(12);
  expect(set.includedComposition[8]).toMatchObject({ name: 'Uneven Dance', musicalKey: 'Ab major', position: 9, composer: { name: 'Robin Vale' } });
});

for (const width of [1280, 390]) {
  test(`the scores fit the column and axe finds nothing at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PAGE);
    await expect(page.getByRole('img', { name: labels[11]!, exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('Play sounds the piano from the site itself and lights the notes; Stop silences it', async ({ page, baseURL }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await tapAudio(page);
  await page.goto(PAGE);
  const before = requests.length;
  expect(
    requests.some((url) => /\.mp3$|\/music\/.*\.json$/.test(url)),
    'no samples before the first click',
  ).toBe(false);

  const first = figure(page, labels[0]!);
  await first.getByRole('button', { name: 'Play' }).click();
  await expect(first.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect.poll(() => level(page), { timeout: 15_000 }).toBeGreaterThan(0.01);
  await expect.poll(() => lit(page, labels[0]!)).not.toBe('');
  const firstLit = await lit(page, labels[0]!);
  await expect.poll(() => lit(page, labels[0]!), { message: 'the highlight moves on' }).not.toBe(firstLit);

  // One score at a time: starting another, from the keyboard, stops the first.
  const second = figure(page, labels[1]!);
  await second.getByRole('button', { name: 'Play' }).focus();
  await page.keyboard.press('Enter');
  await expect(first.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(first.locator('.is-sounding')).toHaveCount(0);
  await expect.poll(() => lit(page, labels[1]!), { timeout: 15_000 }).not.toBe('');

  await page.keyboard.press('Space');
  await expect(second.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(second.locator('.is-sounding')).toHaveCount(0);
  await expect.poll(() => level(page)).toBeLessThan(0.001);

  const origin = new URL(baseURL!).origin;
  expect(requests.slice(before).some((url) => url.endsWith('.mp3'))).toBe(true);
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
});

test('leaving the page silences the piano, and Back shows the score ready to play again', async ({ page }) => {
  await tapAudio(page);
  await page.goto(PAGE);
  const first = figure(page, labels[0]!);
  await first.getByRole('button', { name: 'Play' }).click();
  await expect(first.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect.poll(() => level(page), { timeout: 15_000 }).toBeGreaterThan(0.01);

  // A route of the site, in the same document: the button is gone, and so is its sound.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect.poll(() => level(page)).toBeLessThan(0.001);

  await page.goBack();
  await expect(figure(page, labels[0]!).getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(figure(page, labels[0]!).locator('.is-sounding')).toHaveCount(0);
});

test('the page adds no player code to its first load, and stays within the content-route budget', async () => {
  const route = firstLoadJs(join(process.cwd(), 'out'), PAGE, htmlFileOf(PAGE));
  const budget = readBudgets()[PAGE] ?? readBudgets()['/docs/About']!;
  expect(route.gzipBytes).toBeLessThanOrEqual(budget);
  const html = readFileSync(join(process.cwd(), 'out', htmlFileOf(PAGE)), 'utf8');
  expect(html).not.toMatch(/AudioContext|decodeAudioData/);
});

test('printing keeps the scores, in black', async ({ page }) => {
  await page.goto(PAGE);
  await page.emulateMedia({ media: 'print' });
  const svg = figure(page, labels[4]!).locator('svg.score__svg');
  await expect(svg).toBeVisible();
  expect((await svg.boundingBox())!.height).toBeGreaterThan(50);
  expect(await svg.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(0, 0, 0)');
  const file = test.info().outputPath('printed.pdf');
  await page.pdf({ path: file, format: 'A4' });
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  // Directions that exist only inside the engraved SVGs.
  expect(text).toContain('il canto ben marcato');
  expect(text).toContain('like a hymn heard from outside');
});

test('the plain API reference shows the chord and scale examples on a staff', async ({ page }) => {
  await page.goto('/api');
  await expect(page.getByRole('img', { name: 'B♭ minor on a staff: B♭, D♭, F', exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('img', { name: /on a staff: / })
      .first()
      .locator('svg.score__svg'),
  ).toHaveAttribute('fill', 'currentColor');
});
