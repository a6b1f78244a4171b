/**
 * Search at scale: a synthetic 10,000-page docs site, indexed by the same code as the real build
 * (record extraction and Pagefind indexing from scripts/lib/search-index.ts), served on loopback
 * with gzip, and searched in Debian's Chromium through the site's own adapter and Pagefind engine.
 * In the same run, the same records go into a MiniSearch index that the browser downloads whole.
 *
 * Measures, for each approach: build time, bytes of a 5-query session, the first query (which loads
 * the engine and index metadata, or the whole MiniSearch index), and the time from each keystroke to
 * hits in the DOM once the metadata is loaded (median and p95).
 *
 * Usage: npm run bench:search [-- --pages 10000 --seed 5 --rebuild --write]
 *   --write    replaces the scale section of BENCHMARKS.md with this run's table.
 *   --rebuild  builds the synthetic site again even if bench/.cache/scale holds one made from the
 *              same sources (building 10,000 pages takes minutes, nearly all of it Pagefind).
 * Everything it generates goes to bench/.cache/scale (gitignored).
 */
import { chromium, type Browser } from '@playwright/test';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, setPriority } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import MiniSearch from 'minisearch';
import siteConfig from '../site.config';
import { contextualFacetFilters, docsRecordTags } from '../lib/search/client-config';
import { buildRecords, writeSearchIndex } from '../scripts/lib/search-index';
import type { StoredRecord } from '../lib/search/core';
import { FACETS_FILE, PAGEFIND_FOLDER } from '../lib/search/pagefind-engine';
import { syntheticPages } from './lib/synthetic-site';
import { MINISEARCH_OPTIONS, toIndexed } from './scale/minisearch-engine';
import { duration, kb, mb, seconds, serveExport } from './lib/harness';
import { replaceSection } from './lib/report';
import { chromiumLaunchOptions } from '../scripts/lib/chromium';
import { percentile } from './lib/stats';

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '5' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3310' },
    write: { type: 'boolean', default: false },
    rebuild: { type: 'boolean', default: false },
  },
});
const PAGES = Number(args.pages);
const SEED = Number(args.seed);
const PORT = Number(args.port);
const QUERIES = ['oscillator', 'filter cutoff', 'envelope', 'wavetable', 'reverb'];
const DIR = 'bench/.cache/scale';
const SITE = join(DIR, 'site');
const BUILD_FILE = join(DIR, 'build.json');

function timed<T>(run: () => T): [T, number] {
  const started = performance.now();
  return [run(), performance.now() - started];
}
function folderSize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}
/** Lowers or restores this process's priority (the browser inherits it); ignored where not allowed. */
function priority(niceness: number) {
  try {
    setPriority(niceness);
  } catch {
    // Not permitted here: the run is only less polite, or its latencies less steady.
  }
}

const started = performance.now();
const loadAtStart = loadavg()[0]!;

// The synthetic site is rebuilt when anything that shapes it changes.
const fingerprint = createHash('sha256')
  .update(
    JSON.stringify({
      PAGES,
      SEED,
      chunkSize: process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE ?? null,
      tags: docsRecordTags(siteConfig),
      pagefind: readFileSync('node_modules/pagefind/package.json', 'utf8'),
      minisearch: readFileSync('node_modules/minisearch/package.json', 'utf8'),
    }),
  )
  .update(
    [
      'bench/lib/synthetic-site.ts',
      'scripts/lib/search-index.ts',
      'lib/search/records.ts',
      'lib/search/pagefind-engine.ts',
      'lib/search/page-records.ts',
      'lib/search/sections.ts',
      'bench/scale/minisearch-engine.ts',
    ]
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n'),
  )
  .digest('hex');

interface BuildInfo {
  fingerprint: string;
  date: string;
  pageBytes: number;
  records: number;
  generateMs: number;
  extractMs: number;
  pagefindMs: number;
  pagefindFiles: { files: number; bytes: number };
  miniMs: number;
  miniBytes: number;
  miniGzip: number;
}

let built: BuildInfo | null = existsSync(BUILD_FILE) ? (JSON.parse(readFileSync(BUILD_FILE, 'utf8')) as BuildInfo) : null;
const reused = Boolean(built && built.fingerprint === fingerprint && !args.rebuild);
if (reused) {
  console.log(`Reusing the synthetic site built ${built!.date} (same sources; --rebuild to build it again).`);
} else {
  // Building is most of the run and needs no steady timing: let other work go first.
  priority(10);
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(SITE, { recursive: true });

  // 1. The site's pages and their records, by the real extraction code.
  const [pages, generateMs] = timed(() => [...syntheticPages({ pages: PAGES, seed: SEED, tags: docsRecordTags(siteConfig), language: siteConfig.i18n.defaultLocale })]);
  const [records, extractMs] = timed(() => buildRecords(pages));
  const pageBytes = pages.reduce((sum, page) => sum + page.html.length, 0);
  pages.length = 0;
  console.log(`${PAGES.toLocaleString('en')} pages generated in ${seconds(generateMs)}, ${records.length.toLocaleString('en')} records extracted in ${seconds(extractMs)}`);

  // 2. Pagefind, by the real build's indexing function and settings.
  let pagefindMs = performance.now();
  await writeSearchIndex(records, SITE, join(DIR, 'records.json'));
  pagefindMs = performance.now() - pagefindMs;
  const pagefindFiles = folderSize(join(SITE, PAGEFIND_FOLDER));
  console.log(`Pagefind index: ${seconds(pagefindMs)}, ${pagefindFiles.files.toLocaleString('en')} files, ${mb(pagefindFiles.bytes)}`);

  // 3. MiniSearch, from the same records.
  const stored = records.map(({ weight: _weight, ...rest }): StoredRecord => rest);
  const [miniJson, miniMs] = timed(() => {
    const index = new MiniSearch(MINISEARCH_OPTIONS);
    index.addAll(stored.map(toIndexed));
    return JSON.stringify(index);
  });
  writeFileSync(join(SITE, 'minisearch-index.json'), miniJson);
  const miniGzip = gzipSync(miniJson).length;
  console.log(`MiniSearch index: ${seconds(miniMs)}, ${mb(miniJson.length)} (${mb(miniGzip)} gzip)`);

  built = {
    fingerprint,
    date: new Date().toISOString().slice(0, 10),
    pageBytes,
    records: records.length,
    generateMs,
    extractMs,
    pagefindMs,
    pagefindFiles,
    miniMs,
    miniBytes: miniJson.length,
    miniGzip,
  };
  writeFileSync(BUILD_FILE, JSON.stringify(built, null, 2));
}
const info = built!;

// 4. The browser side: the harness (not counted) and MiniSearch as a file of its own (counted).
await build({ entryPoints: ['bench/scale/harness.ts'], bundle: true, format: 'esm', minify: true, outfile: join(SITE, 'harness.js'), logLevel: 'error' });
await build({ entryPoints: ['minisearch'], bundle: true, format: 'esm', minify: true, outfile: join(SITE, 'minisearch.js'), logLevel: 'error' });
writeFileSync(
  join(SITE, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Search bench</title></head><body><label>Search <input type="search" maxlength="64"></label><ol></ol><script type="module" src="/harness.js"></script></body></html>',
);

// Timing from here on: at normal priority.
priority(0);
const server = await serveExport(PORT, { siteDir: SITE, host: '127.0.0.1' });

interface QueryRun {
  query: string;
  bytes: number;
  requests: number;
  nbHits: number;
  ms: number;
}

interface Entered {
  runs: QueryRun[];
  /** MiniSearch only: how the whole index's first load split. */
  load?: { downloadMs: number; deserializeMs: number };
}

interface Typed {
  /** Time from each keystroke to its hits, once the engine and the index metadata are loaded. */
  keystrokes: number[];
  /** Prefixes whose answer took longer than KEYSTROKE_LIMIT_MS: the bench stopped waiting and went on to the next query. */
  abandoned: string[];
}

interface Options {
  /** Serve no facet summary, so the site's contextual facet filters reach Pagefind as they did before it existed. */
  withoutFacetSummary?: boolean;
}

/** A keystroke answered later than this is recorded as this long, and its query is left. */
const KEYSTROKE_LIMIT_MS = 20_000;
/** Loads the engine and its metadata before typing; a word no page has, so it warms no query's chunks. */
const WARM_UP_QUERY = 'qqqq';

async function newPage(browser: Browser, engine: string, options: Options = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const traffic = { bytes: 0, requests: 0 };
  if (options.withoutFacetSummary) await page.route(`**/${PAGEFIND_FOLDER}/${FACETS_FILE}`, (route) => route.fulfill({ status: 404, body: '' }));
  // Only the engine's own downloads count: the bench page and its harness stand in for the site.
  page.on('requestfinished', async (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/' || path === '/harness.js' || path === '/favicon.ico') return;
    const sizes = await request.sizes().catch(() => null); // null once the context is closed
    if (!sizes) return;
    traffic.bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    traffic.requests++;
  });
  // The facet filters the site's modal sends (language and docs version, spec §3).
  const facetFilters = encodeURIComponent(JSON.stringify(contextualFacetFilters(siteConfig)));
  await page.goto(`http://127.0.0.1:${PORT}/?engine=${engine}&facetFilters=${facetFilters}`, { waitUntil: 'networkidle' });
  let answers = 0;
  /** The next answer, or null when it takes longer than `limit`. */
  const answer = async (limit = 300_000) => {
    answers++;
    try {
      await page.waitForFunction((n) => window.bench.timings.length >= n || Boolean(window.bench.error), answers, { timeout: limit, polling: 5 });
    } catch {
      return null;
    }
    const error = await page.evaluate(() => window.bench.error);
    if (error) throw new Error(`search failed in the browser: ${error}`);
    return page.evaluate(() => window.bench.timings.at(-1)!);
  };
  return { page, traffic, answer, close: () => context.close() };
}

/** Queries entered at once (a paste, or a fast typist), each in turn, in a fresh browser profile. */
async function entered(browser: Browser, engine: string, queries: string[], options: Options = {}): Promise<Entered> {
  const run = await newPage(browser, engine, options);
  const runs: QueryRun[] = [];
  for (const query of queries) {
    run.traffic.bytes = 0;
    run.traffic.requests = 0;
    await run.page.getByRole('searchbox').fill(query);
    const timing = (await run.answer())!;
    await run.page.waitForLoadState('networkidle');
    runs.push({ query, bytes: run.traffic.bytes, requests: run.traffic.requests, nbHits: timing.nbHits, ms: timing.ms });
  }
  const load = await run.page.evaluate(() => window.bench.load);
  await run.close();
  return { runs, load };
}

/**
 * The queries typed key by key, each answer awaited before the next key, after a warm-up query has
 * loaded the engine and the index metadata. A keystroke slower than the limit is recorded at the
 * limit; the page is then replaced (its search cannot be cancelled) and typing goes on with the
 * next query.
 */
async function typed(browser: Browser, engine: string): Promise<Typed> {
  const warm = async () => {
    const run = await newPage(browser, engine);
    await run.page.getByRole('searchbox').fill(WARM_UP_QUERY);
    await run.answer();
    return run;
  };
  let run = await warm();
  const keystrokes: number[] = [];
  const abandoned: string[] = [];
  for (const query of QUERIES) {
    const box = run.page.getByRole('searchbox');
    await box.fill(''); // an empty box sends nothing
    for (const [i, key] of [...query].entries()) {
      await box.press(key === ' ' ? 'Space' : key);
      const timing = await run.answer(KEYSTROKE_LIMIT_MS);
      if (timing) {
        keystrokes.push(timing.ms);
        continue;
      }
      keystrokes.push(KEYSTROKE_LIMIT_MS);
      abandoned.push(query.slice(0, i + 1));
      await run.close();
      run = await warm();
      break;
    }
  }
  await run.close();
  return { keystrokes, abandoned };
}

const browser = await chromium.launch(chromiumLaunchOptions());
const chromiumVersion = browser.version();
let pagefind: { entered: Entered; typed: Typed };
let filtered: Entered;
let mini: { entered: Entered; typed: Typed };
try {
  pagefind = { entered: await entered(browser, 'pagefind', QUERIES), typed: await typed(browser, 'pagefind') };
  console.log('Pagefind measured.');
  // Pagefind's own filtering is slow at this size; two queries (cold, then warm) show it.
  filtered = await entered(browser, 'pagefind', QUERIES.slice(0, 2), { withoutFacetSummary: true });
  console.log('Pagefind with filters measured.');
  mini = { entered: await entered(browser, 'minisearch', QUERIES), typed: await typed(browser, 'minisearch') };
  console.log('MiniSearch measured.');
} finally {
  await browser.close();
  server.close();
}

// 5. The report.
const date = new Date().toISOString().slice(0, 10);
const cores = cpus().length;
const total = (runs: QueryRun[]) => runs.reduce((sum, q) => sum + q.bytes, 0);
const verdict = (ok: boolean) => (ok ? 'within' : '**over**');
const row = (label: string, a: string, b: string) => `| ${label} | ${a} | ${b} |`;
const miniLibrary = statSync(join(SITE, 'minisearch.js')).size;
const slowest = (t: Typed) => (t.abandoned.length > 0 ? `over ${duration(KEYSTROKE_LIMIT_MS)} (${t.abandoned.map((p) => `“${p}”`).join(', ')}: stopped waiting)` : duration(Math.max(...t.keystrokes)));
const atLeast = (value: number) => (value >= KEYSTROKE_LIMIT_MS ? `over ${duration(KEYSTROKE_LIMIT_MS)}` : duration(value));
const pfFirst = pagefind.entered.runs[0]!;
const miniFirst = mini.entered.runs[0]!;
const table = [
  `Synthetic site: ${PAGES.toLocaleString('en')} docs pages (seed ${SEED}; ${mb(info.pageBytes)} of HTML), ${info.records.toLocaleString('en')} DocSearch-shaped records (${(info.records / PAGES).toFixed(1)} a page; page titles, headings at levels 2 to 4, paragraphs, list items). Measured ${date} on ${cores} cores, Node ${process.versions.node}, Debian Chromium ${chromiumVersion}; served on loopback with gzip by \`scripts/serve.mjs\`; ${reused ? `indexes built ${info.date} from the same sources` : 'indexes built in this run'}. The 5 queries: ${QUERIES.map((q) => `“${q}”`).join(', ')}.`,
  '',
  '| | Pagefind (the site’s engine, index in chunks) | MiniSearch (whole index in the browser) |',
  '|---|---:|---:|',
  row('Record extraction (same code as the build, shared)', seconds(info.extractMs), seconds(info.extractMs)),
  row('Index build', `${seconds(info.pagefindMs)} (\`writeSearchIndex\`)`, `${seconds(info.miniMs)} (index and JSON)`),
  row(
    'Index on disk',
    `${mb(info.pagefindFiles.bytes)} in ${info.pagefindFiles.files.toLocaleString('en')} files`,
    `${mb(info.miniBytes)} in 1 file (${mb(info.miniGzip)} gzip), library ${kb(miniLibrary)}`,
  ),
  row(`First query (“${pfFirst.query}”, cold): downloaded`, kb(pfFirst.bytes), mb(miniFirst.bytes)),
  row(
    'First query, cold: time to hits',
    duration(pfFirst.ms),
    `${duration(miniFirst.ms)} (download ${duration(mini.entered.load?.downloadMs ?? NaN)}, deserialize ${duration(mini.entered.load?.deserializeMs ?? NaN)})`,
  ),
  row(
    `Keystrokes once the metadata is loaded (${pagefind.typed.keystrokes.length} and ${mini.typed.keystrokes.length}), keystroke to hits: median (target ≤ 100 ms)`,
    atLeast(percentile(pagefind.typed.keystrokes, 50)),
    atLeast(percentile(mini.typed.keystrokes, 50)),
  ),
  row('Keystrokes: p95', atLeast(percentile(pagefind.typed.keystrokes, 95)), atLeast(percentile(mini.typed.keystrokes, 95))),
  row('Keystrokes: slowest', slowest(pagefind.typed), slowest(mini.typed)),
  row(
    '**Session of 5 queries, each entered at once** (target ≤ 300 KB)',
    `**${kb(total(pagefind.entered.runs))}** (${verdict(total(pagefind.entered.runs) <= 300 * 1024)})`,
    `**${mb(total(mini.entered.runs))}** (${verdict(total(mini.entered.runs) <= 300 * 1024)})`,
  ),
  '',
  `Keystrokes: each query typed key by key, each answer awaited before the next key, after a warm-up query (“${WARM_UP_QUERY}”, no hits) has loaded the engine and its metadata. An answer slower than ${duration(KEYSTROKE_LIMIT_MS)} counts as ${duration(KEYSTROKE_LIMIT_MS)}; the bench then opens a fresh page and goes on with the next query. Queries entered at once: in order, in a fresh browser profile; the first includes loading the engine. “Filters sent”: Pagefind given the site's contextual facet filters (language, docs version), as before the build wrote its facet summary (\`facets.json\`); the engine now leaves out filters that every record passes.`,
  '',
  '| Query | Hits | Pagefind requests | Pagefind bytes | Pagefind time | Filters sent: bytes | Filters sent: time | MiniSearch bytes | MiniSearch time |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...pagefind.entered.runs.map((q, i) => {
    const f = filtered.runs[i];
    const m = mini.entered.runs[i]!;
    return `| “${q.query}” | ${q.nbHits.toLocaleString('en')} | ${q.requests} | ${q.bytes.toLocaleString('en')} | ${duration(q.ms)} | ${f ? f.bytes.toLocaleString('en') : '–'} | ${f ? duration(f.ms) : '–'} | ${m.bytes.toLocaleString('en')} | ${duration(m.ms)} |`;
  }),
  '',
  `Bench run time: ${seconds(performance.now() - started)}${reused ? ' (indexes reused)' : ''}. One-minute load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end: the ${cores} cores are shared with other work, so times vary between runs.`,
].join('\n');

console.log(`\n${table}`);
writeFileSync(join(DIR, 'results.json'), JSON.stringify({ date, cores, info, pagefind, filtered, mini }, null, 2));
if (args.write) {
  replaceSection('BENCHMARKS.md', 'search-scale', table);
  console.log('\nBENCHMARKS.md updated.');
}
