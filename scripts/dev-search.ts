/**
 * Search in `npm run dev`: the same Pagefind index the build writes, made from the pages `next dev`
 * renders, written to public/pagefind/ (which `next dev` serves where the export has it) and
 * refreshed after a content file is saved. `npm run dev` runs it beside contentlayer2 and next dev.
 *
 *   node scripts/run-bundled.mjs scripts/dev-search.ts          index, then refresh after every change
 *   node scripts/run-bundled.mjs scripts/dev-search.ts --once   index once, then exit
 *
 * A refresh runs in a new process, so the site's modules (lib/site reads the generated content when
 * it is imported) are read afresh. Pages whose sources did not change keep their records from the
 * last refresh, or from the last build (its records and keys in .cache/), so a save fetches one
 * page from the dev server on PORT, not the site; with no build, the first index fetches them all.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import chokidar from 'chokidar';
import type { SearchRecord } from '../lib/search/records';
import { FileContents } from './lib/file-contents';

const PORT = process.env.PORT ?? '3000';
const ORIGIN = `http://localhost:${PORT}`;
const CACHE = '.cache/dev-search';
const PUBLIC_INDEX = 'public/pagefind';
/**
 * How long the watched files stay quiet before a refresh starts. A refresh starts a process, loads the
 * site's modules and asks next dev for the saved page: begun at once, it took a core from the browser's
 * own refresh of that page (a save reached the browser in 0.55 to 0.95 s with it, against 0.37 to 0.49 s
 * without, on 2 cores). The browser's refresh is over by then; the index follows a second later.
 */
const REFRESH_QUIET_MS = 1500;
/**
 * How a refresh starts: bundled by esbuild and run by plain Node, as the build's steps are (about
 * 0.75 s of CPU with no page to fetch, against 1.4 s under tsx, which loads every module through its
 * hooks).
 */
const REFRESH_COMMAND = ['scripts/run-bundled.mjs', 'scripts/dev-search.ts'];
/** The refresh's argument that leaves an index standing when no page changed (indexOnce). */
const KEEP_UNCHANGED = '--keep-unchanged';
/** The refresh's CPU priority (nice), under the dev servers'. */
const REFRESH_NICENESS = 10;
/** The generated content (rewritten once contentlayer2 has read a saved file) and the inputs every page reads. */
const WATCHED = ['.contentlayer/generated', 'content/data', 'openapi', 'sidebars.ts'];
/**
 * The generated content's entry files and types, which hold no document: `npm run dev` writes the
 * entry to import each collection's `.mjs` where the build writes it to import the `.json`, so after
 * a build it changes once as the dev server starts, with nothing for the index. A document added or
 * removed changes its collection's `_index` files, which are followed.
 */
const UNINDEXED = /^\.contentlayer\/generated\/[^/]+\.(?:mjs|d\.ts)$/;

interface CachedPage {
  key: string;
  records: SearchRecord[];
}

/** The page as next dev renders it, once next dev answers (it may still be starting), or null if it is not a page. */
async function fetchPage(route: string): Promise<string | null> {
  for (;;) {
    const response = await fetch(`${ORIGIN}${route}`).catch(() => null);
    if (response) return response.ok ? response.text() : null;
    await delay(500);
  }
}

/**
 * The records of the last build (RECORDS_FILE, SEARCH_KEYS_FILE) for the routes whose key has not
 * changed since: with a build in place, the first index after `npm run dev` starts fetches only
 * the pages edited since.
 */
function buildCache(recordsFile: string, keysFile: string): Record<string, CachedPage> {
  if (!existsSync(recordsFile) || !existsSync(keysFile)) return {};
  const keys = JSON.parse(readFileSync(keysFile, 'utf8')) as Record<string, string>;
  const pages: Record<string, CachedPage> = {};
  for (const record of JSON.parse(readFileSync(recordsFile, 'utf8')) as SearchRecord[]) {
    const key = keys[record.url_without_anchor];
    if (key) (pages[record.url_without_anchor] ??= { key, records: [] }).records.push(record);
  }
  return pages;
}

/**
 * Indexes the site once. With `keepUnchanged` (a refresh after the first index), an index whose pages
 * all have the keys they had at the last index is not written again: a refresh set off by files
 * written with the content they held, or changed and changed back (contentlayer2 as the dev server
 * starts), then costs the loading of the site's modules only.
 */
async function indexOnce(keepUnchanged: boolean): Promise<void> {
  const started = performance.now();
  const { searchPageInfo, searchPageKeys, searchRoutes } = await import('./lib/search-pages');
  const { extractRecords, dedupeRecords, sortRecords } = await import('../lib/search/records');
  const { RECORDS_FILE, SEARCH_KEYS_FILE, writeSearchIndex } = await import('./lib/search-index');
  mkdirSync(CACHE, { recursive: true });
  const cacheFile = join(CACHE, 'pages.json');
  const saved: Record<string, CachedPage> = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) : {};
  const routes = searchRoutes();
  const keys = searchPageKeys(routes);
  if (keepUnchanged && existsSync(PUBLIC_INDEX) && Object.keys(saved).length === routes.length && routes.every((route) => saved[route]?.key === keys[route])) {
    console.log('dev search: no page changed since the last index, which stands');
    return;
  }
  const built = buildCache(RECORDS_FILE, SEARCH_KEYS_FILE);
  const next: Record<string, CachedPage> = {};
  let fetched = 0;
  for (const route of routes) {
    const key = keys[route]!;
    // Either cache may be the stale one (a build after the last dev session, or a save since the
    // build): the entry whose key matches is reused, whichever wrote it.
    const before = [saved[route], built[route]].find((page) => page?.key === key) ?? saved[route] ?? built[route];
    if (before?.key === key) {
      next[route] = before;
      continue;
    }
    // contentlayer2 has written the new content when the watcher wakes, but next dev may still be
    // reading it: a changed source that renders as before is asked for again, a few times.
    for (let attempt = 0; ; attempt++) {
      const html = await fetchPage(route);
      if (html === null) break; // not rendered (a draft, a page being renamed): left out of this index
      const records = extractRecords(html, searchPageInfo(route)!);
      fetched++;
      const unchanged = before && JSON.stringify(before.records) === JSON.stringify(records);
      if (!unchanged || attempt === 5) {
        next[route] = { key, records };
        break;
      }
      await delay(400);
    }
  }
  const records = sortRecords(dedupeRecords(Object.values(next).flatMap((page) => page.records)));
  // Written aside and moved into place, so a search during the write reads the whole old index.
  const staging = join(CACHE, 'out');
  rmSync(staging, { recursive: true, force: true });
  const written = await writeSearchIndex(records, staging, join(CACHE, 'records.json'));
  rmSync(PUBLIC_INDEX, { recursive: true, force: true });
  renameSync(join(staging, 'pagefind'), PUBLIC_INDEX);
  writeFileSync(cacheFile, JSON.stringify(next));
  console.log(`dev search: ${written.pages} pages (${fetched} fetched), ${written.records} records, indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** One refresh at a time; changes during a refresh make one more when it ends. The first writes the index whatever it finds. */
function refresher(): () => void {
  let running = false;
  let again = false;
  let first = true;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const child = spawn(process.execPath, [...REFRESH_COMMAND, '--once', ...(first ? [] : [KEEP_UNCHANGED])], { stdio: 'inherit', env: process.env });
    first = false;
    // Below next dev and contentlayer2, so that a refresh never slows the page it is refreshing for.
    try {
      if (child.pid !== undefined) setPriority(child.pid, REFRESH_NICENESS);
    } catch {
      // Gone already, or the system refuses: the refresh runs at the usual priority.
    }
    child.on('exit', () => {
      running = false;
      if (again) {
        again = false;
        run();
      }
    });
  };
  return run;
}

/**
 * chokidar, not `fs.watch(dir, { recursive: true })`: on Linux Node's recursive watch goes silent
 * for a file that is removed and written again (Node 20, 22 and 24 before 24.22.1; it keeps watching
 * the old inode, as the fs.watch "Inodes" caveat says; the canary is
 * scripts/lib/recursive-watch.test.ts), and
 * contentlayer2 writes every generated file that way, so a save after its first regeneration was
 * never seen.
 *
 * A refresh follows new content, not a write. contentlayer2 wrote every generated file each time it
 * generated, most with the bytes they held (scripts/lib/content-writes.ts now drops those writes), and
 * after a build its entry file differently (UNINDEXED); an editor may save a file unchanged. Followed
 * by writes, the dev search indexed a second time as the server started, fetching nothing (about
 * 1.5 s of CPU under tsx), beside the owner's first saves: the second save reached the browser in 0.78
 * to 0.86 s then, against 0.42 to 0.54 s with no dev search running. What each file holds is
 * recorded in the watcher's first scan, before the first index.
 */
function watchAndRefresh(): void {
  const refresh = refresher();
  const contents = new FileContents();
  const touched = new Set<string>();
  let pending: NodeJS.Timeout | undefined;
  let ready = false;
  chokidar
    .watch(WATCHED, { ignored: (file: string) => UNINDEXED.test(file.replaceAll('\\', '/')) })
    .on('all', (event, file) => {
      if (event === 'addDir' || event === 'unlinkDir') return;
      if (!ready) {
        contents.changed(file);
        return;
      }
      // A save writes several files; one refresh follows them all, once they have been quiet for
      // REFRESH_QUIET_MS.
      touched.add(file);
      clearTimeout(pending);
      pending = setTimeout(() => {
        const changed = contents.changedAmong(touched);
        touched.clear();
        if (changed.length > 0) refresh();
      }, REFRESH_QUIET_MS);
    })
    .once('ready', () => {
      ready = true;
      refresh();
    });
}

if (process.argv.includes('--once')) await indexOnce(process.argv.includes(KEEP_UNCHANGED));
else watchAndRefresh();
