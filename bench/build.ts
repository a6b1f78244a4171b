/**
 * Build speed, as the owner meets it: a clean `npm run build`, a rebuild with nothing changed, a
 * rebuild after editing one MDX file, and in `npm run dev` the time to the first page and from saving
 * an MDX file to the change showing in the browser. Each build figure is the median of --runs runs
 * with the time of every step of the build script, so a slow step is named, not guessed.
 * Usage: npm run bench:build [-- --runs 3] [-- --write] [-- --no-dev] [-- --no-build]
 *   --write replaces the build section of BENCHMARKS.md with this run's tables.
 * It deletes .next/, .contentlayer/, out/ and the interactive reference's bundle for the clean runs,
 * and leaves a production build.
 */
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { delimiter, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { median } from './lib/stats';
import { chromiumLaunchOptions } from '../scripts/lib/chromium';
import { BUILD_STEPS } from './lib/build-steps';
import { processGroupSettled, seconds, watchForText } from './lib/harness';
import { replaceSection } from './lib/report';
import { INTERACTIVE_BUNDLE_FOLDER } from '../lib/api/interactive-bundle';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    write: { type: 'boolean', default: false },
    'no-dev': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3240' },
  },
});
const runs = Number(args.runs);
/** The page the edits land on, and the file behind it. */
const EDITED_FILE = 'content/docs/About.mdx';
const EDITED_ROUTE = '/docs/About';
const env = { ...process.env, PATH: [resolve('node_modules/.bin'), process.env.PATH].join(delimiter), NEXT_TELEMETRY_DISABLED: '1' };

/** The steps one by one, or (`whole`) `npm run build` as the owner runs it, which skips an unchanged build. */
function timeBuild(whole = false): Map<string, number> {
  const times = new Map<string, number>();
  if (whole) {
    const started = performance.now();
    const result = spawnSync('npm', ['run', 'build'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stderr}`);
    times.set(WHOLE, performance.now() - started);
    return times;
  }
  for (const step of BUILD_STEPS) {
    const started = performance.now();
    const result = spawnSync('sh', ['-c', step.command], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    if (result.status !== 0) throw new Error(`"${step.command}" failed:\n${result.stderr}`);
    times.set(step.name, performance.now() - started);
  }
  return times;
}

/** The column of a build timed whole. */
const WHOLE = 'whole build';
const clean = () => ['.next', '.contentlayer', 'out', `public/${INTERACTIVE_BUNDLE_FOLDER}`].forEach((dir) => rmSync(dir, { recursive: true, force: true }));
const original = readFileSync(EDITED_FILE, 'utf8');
const editFile = (marker: string) => writeFileSync(EDITED_FILE, `${original.trimEnd()}\n\n${marker}\n`);
// Rewriting an unchanged file would still change its time, and contentlayer would compile it again:
// the next "No change" run would not be one.
const restore = () => {
  if (readFileSync(EDITED_FILE, 'utf8') !== original) writeFileSync(EDITED_FILE, original);
};

function buildTable(): string {
  const scenarios: { label: string; prepare: () => void; whole?: boolean }[] = [
    { label: 'Clean build', prepare: clean },
    // As the owner runs it: the steps that read site.config.ts run in one process (scripts/build.ts),
    // where the rows that time each step run each in a process of its own.
    { label: 'Clean build, `npm run build`', prepare: clean, whole: true },
    { label: 'No change, each step run', prepare: () => {} },
    // What `npm run build` does when nothing changed: it compares the inputs' key and stops. The
    // steps run one by one store no key, so one whole build first leaves the key it compares with.
    { label: 'No change, `npm run build`', prepare: () => void timeBuild(true), whole: true },
    {
      label: 'One MDX file edited',
      // Each run edits a file that the previous run built, so it rebuilds exactly one change.
      prepare: () => editFile(`Edited by the build bench at ${Date.now()}.`),
    },
    { label: 'One MDX file edited, `npm run build`', prepare: () => editFile(`Edited by the build bench at ${Date.now()}.`), whole: true },
  ];
  const results = scenarios.map(({ label, prepare, whole }) => {
    const samples: Map<string, number>[] = [];
    for (let run = 0; run < runs; run++) {
      prepare();
      samples.push(timeBuild(whole));
      process.stderr.write(`${label}, run ${run + 1}: ${seconds([...samples.at(-1)!.values()].reduce((a, b) => a + b, 0))}\n`);
    }
    restore();
    return { label, samples };
  });
  const steps = BUILD_STEPS.map((s) => s.name);
  const total = (sample: Map<string, number>) => [...sample.values()].reduce((a, b) => a + b, 0);
  return [
    `| Build (median of ${runs}) | Total | ${steps.join(' | ')} |`,
    `|---|---:|${steps.map(() => '---:').join('|')}|`,
    ...results.map(
      ({ label, samples }) =>
        `| ${label} | **${seconds(median(samples.map(total)))}** | ${steps.map((step) => (samples[0]!.has(step) ? seconds(median(samples.map((s) => s.get(step) ?? 0))) : '–')).join(' | ')} |`,
    ),
  ].join('\n');
}

async function devTable(): Promise<string> {
  const port = Number(args.port);
  const started = performance.now();
  const dev = spawn('npm', ['run', 'dev'], { env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'ignore'], detached: true });
  // The saves begin once the dev server has started whole: its search's first index, when it comes
  // after the first page, rendered that page again beside the first save.
  const searchIndexed = new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error('npm run dev printed no "dev search: … indexed" line within 3 minutes')), 180_000);
    dev.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/dev search: .* indexed/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  const url = `http://localhost:${port}${EDITED_ROUTE}`;
  const browser = await chromium.launch(chromiumLaunchOptions());
  const rows: string[] = [];
  try {
    for (;;) {
      const ok = await fetch(url).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (performance.now() - started > 180_000) throw new Error(`npm run dev did not serve ${url} within 3 minutes`);
      await new Promise((r) => setTimeout(r, 100));
    }
    rows.push(`| Start to first page (${EDITED_ROUTE}) | ${seconds(performance.now() - started)} |`);
    const page = await browser.newPage();
    await page.goto(url);
    await searchIndexed;
    // An owner saves a while after the page has loaded. Saved at once, the first save shared the two
    // cores with what the load had set off in next dev: a new process checking the route's static
    // parameters (a second or more of CPU) and the rest of the page's requests.
    if (!(await processGroupSettled(dev.pid!))) console.warn('bench: npm run dev was still busy 30 s after the page loaded; saving anyway');
    for (let edit = 1; edit <= runs; edit++) {
      const marker = `Dev edit ${edit} at ${Date.now()}.`;
      const appeared = await watchForText(page, marker);
      const saved = Date.now();
      editFile(marker);
      await page.getByText(marker).waitFor({ timeout: 60_000 });
      rows.push(`| Save to browser, edit ${edit}${edit === 1 ? ' (first)' : ''} | ${seconds((await appeared()) - saved, 2)} |`);
    }
  } finally {
    await browser.close();
    // The dev server is stopped before the file is put back: stopped while its content process
    // wrote the change, it left files of .contentlayer/ empty.
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    try {
      process.kill(-dev.pid!, 'SIGTERM');
      await exited;
    } catch {
      /* already gone */
    }
    restore();
  }
  return ['| `npm run dev` | Time |', '|---|---:|', ...rows].join('\n');
}

const parts = [`Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.versions.node}, by \`npm run bench:build\`.`];
try {
  if (!args['no-build']) parts.push(buildTable());
  if (!args['no-dev']) parts.push(await devTable());
} finally {
  restore();
}
const report = parts.join('\n\n');
console.log(report);
if (args.write) {
  replaceSection('BENCHMARKS.md', 'build', report);
  console.log('\nBENCHMARKS.md updated.');
}
