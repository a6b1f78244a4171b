/**
 * The piano on the Twelve Pieces page: for each score, what the first click on Play downloads (the
 * player's code, the score's performance, its piano samples) and the time from the click to the first
 * sound, on loopback in Debian's Chromium with a cold cache. Serves out/ like the other benches.
 * Usage: npm run build && npm run bench:music [-- --write]
 *   --write  replaces the music section of BENCHMARKS.md with this run's table.
 */
import { chromium } from '@playwright/test';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { chromiumLaunchOptions } from '../scripts/lib/chromium';
import { kb, serveExport } from './lib/harness';
import { replaceSection } from './lib/report';

const { values: args } = parseArgs({ options: { port: { type: 'string', default: process.env.BENCH_PORT ?? '3211' }, write: { type: 'boolean', default: false } } });
const port = Number(args.port);
const server = await serveExport(port);
const browser = await chromium.launch(chromiumLaunchOptions());
const chromiumVersion = browser.version();
const rows = ['| Score | Player code | Performance | Samples | Samples bytes | Click to first sound |', '|---|---:|---:|---:|---:|---:|'];
const firstSound: number[] = [];
let largestDownload = 0;

try {
  const count = 12;
  for (let index = 0; index < count; index++) {
    // A new context each time: a cold cache, as a first visit.
    // Without the offline worker: a response it answers has no body size to count, and a first
    // visit's worker only starts keeping files for the next one.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    // The time of the first non-silent output, measured in the page from the click.
    await page.addInitScript(() => {
      const w = window as unknown as { firstSound?: number; clickedAt?: number };
      const connect = AudioNode.prototype.connect as (this: AudioNode, ...args: unknown[]) => unknown;
      AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
        if (args[0] instanceof AudioDestinationNode) {
          const analyser = this.context.createAnalyser();
          connect.call(this, analyser);
          const data = new Float32Array(analyser.fftSize);
          // No named function in here: tsx (esbuild's keepNames) wraps one in a __name() helper that
          // the page does not have, and the player's connect then threw before any sound.
          const timer = setInterval(() => {
            analyser.getFloatTimeDomainData(data);
            if (data.some((v) => Math.abs(v) > 0.001)) {
              w.firstSound ??= performance.now();
              clearInterval(timer);
            }
          }, 2);
        }
        return connect.apply(this, args);
      } as typeof AudioNode.prototype.connect;
      document.addEventListener('click', () => (w.clickedAt = performance.now()), { capture: true });
    });
    await page.goto(`http://localhost:${port}/docs/My-Pieces/Twelve`, { waitUntil: 'networkidle' });
    const bytes = { player: 0, performance: 0, samples: 0, sampleFiles: 0 };
    page.on('requestfinished', async (request) => {
      const size = (await request.sizes()).responseBodySize;
      const url = request.url();
      if (url.endsWith('.mp3')) {
        bytes.samples += size;
        bytes.sampleFiles++;
      } else if (url.endsWith('.json')) bytes.performance += size;
      else if (url.endsWith('.js')) bytes.player += size;
    });
    const figure = page.getByRole('figure').nth(index);
    const name = (await figure.locator('figcaption').textContent())!.split(':')[0]!;
    await figure.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction(() => (window as unknown as { firstSound?: number }).firstSound !== undefined, null, { timeout: 20_000 });
    const ms = await page.evaluate(() => {
      const w = window as unknown as { firstSound: number; clickedAt: number };
      return w.firstSound - w.clickedAt;
    });
    await page.waitForLoadState('networkidle');
    firstSound.push(ms);
    largestDownload = Math.max(largestDownload, bytes.player + bytes.performance + bytes.samples);
    rows.push(`| ${name} | ${kb(bytes.player)} | ${kb(bytes.performance)} | ${bytes.sampleFiles} | ${kb(bytes.samples)} | ${Math.round(ms)} ms |`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

const sorted = [...firstSound].sort((a, b) => a - b);
const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.versions.node}, Debian Chromium ${chromiumVersion}, by \`npm run bench:music\`: each score played once from a cold cache through the local static server (gzip). Bytes are response bodies as transferred. Largest first-click download: ${kb(largestDownload)} (target 2 MB); median click to first sound ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms, slowest ${Math.round(sorted[sorted.length - 1]!)} ms (target 1 s).`,
  '',
  ...rows,
].join('\n');
console.log(table);
if (args.write) {
  replaceSection('BENCHMARKS.md', 'music', table);
  console.log('\nBENCHMARKS.md updated.');
}
