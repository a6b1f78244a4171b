import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildRecords, pageDocument, searchIndexStep, writeSearchIndex } from './search-index';
import { openMemo } from './build-memo';
import type { SearchRecord } from '../../lib/search/records';
import { decodePage, groupByPage } from '../../lib/search/page-records';
import { RECORDS_FILTER } from '../../lib/search/pagefind-engine';

const docs = (url: string, body: string) => ({
  html: `<article data-search-root>${body}</article>`,
  info: { url, lvl0: 'Vital', pageRank: 1, language: 'en', tags: ['default', 'docs-default-current'] },
});
const records = buildRecords([
  docs('/docs/F', '<h1>Filters</h1><p>Two filters &amp; a <b>comb</b>, "quoted":\u200b ünïcode &lt;tag&gt;.</p><h2 id="combquux">Comb</h2><p>Delayed copies.</p>'),
  docs('/docs/E', '<h1>Envelopes</h1><p>Attack and decay.</p>'),
]);

describe('pageDocument', () => {
  it('weights each record’s text by its type and carries the page’s records and filters', () => {
    const html = pageDocument(groupByPage(records).find((page) => page[0]!.url === '/docs/F')!);
    expect(html).toContain(
      '<p data-pagefind-weight="0.3">Vital</p><p data-pagefind-weight="10">Filters</p><p data-pagefind-weight="1">Two filters &amp; a comb, &quot;quoted&quot;:\u200b ünïcode &lt;tag&gt;.</p><p data-pagefind-weight="7">Comb</p>',
    );
    expect(html).toContain('<span data-pagefind-filter="language:en"></span><span data-pagefind-filter="docusaurus_tag:default"></span>');
    expect(html).toContain(`<span data-pagefind-filter="${RECORDS_FILTER}:{&quot;u&quot;:&quot;/docs/F&quot;`);
    expect(html).not.toContain('data-pagefind-meta');
  });

  it('names the section of every page but the docs, whose pages Pagefind would otherwise list in the section filter', () => {
    const blog = buildRecords([{ ...docs('/blog/2025/01/25', '<h1>Notes</h1><p>Spelling.</p>'), info: { ...docs('/blog/2025/01/25', '').info, lvl0: 'Blog' } }]);
    expect(pageDocument(blog)).toContain('<span data-pagefind-filter="section:Blog"></span>');
    expect(pageDocument(groupByPage(records)[0]!)).not.toContain('data-pagefind-filter="section:');
  });
});

describe('writeSearchIndex', () => {
  const dir = mkdtempSync(join(tmpdir(), 'search-index-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes one Pagefind document a page, whose fragment gives its records back, and the records file', async () => {
    expect(await writeSearchIndex(records, dir, join(dir, 'records.json'))).toEqual({ records: 6, pages: 2 });
    expect(JSON.parse(readFileSync(join(dir, 'records.json'), 'utf8'))).toEqual(records);
    const fragments = readdirSync(join(dir, 'pagefind', 'fragment'));
    expect(fragments).toHaveLength(2);
    // A fragment is gzip with Pagefind's 12-byte signature ahead of its JSON.
    const carried = fragments.map(
      (f) =>
        JSON.parse(
          gunzipSync(readFileSync(join(dir, 'pagefind', 'fragment', f)))
            .subarray(12)
            .toString(),
        ).filters[RECORDS_FILTER][0] as string,
    );
    // Exactly as written: Pagefind changes nothing in a filter value (it would collapse repeated spaces, which extraction already did).
    const pages = carried.map((value) => decodePage(value)).sort((a, b) => a[0]!.url.localeCompare(b[0]!.url));
    expect(pages.flat()).toEqual(records.map(({ weight: _weight, ...rest }) => rest).sort((a, b) => a.url_without_anchor.localeCompare(b.url_without_anchor) || a.objectID.localeCompare(b.objectID)));
    expect(pages[1]![1]).toMatchObject({ url: '/docs/F', content: 'Two filters & a comb, "quoted":\u200b ünïcode <tag>.', hierarchy: { lvl1: 'Filters', lvl2: null } });
    // The record store relies on Pagefind not indexing filter values as words (it does index
    // metadata: https://github.com/Pagefind/pagefind/issues/532 tracks that). An anchor travels only
    // in the records filter; words of the page's text are in the word index, the anchor is not.
    const words = readdirSync(join(dir, 'pagefind', 'index'))
      .map((f) => gunzipSync(readFileSync(join(dir, 'pagefind', 'index', f))).toString('latin1'))
      .join('\n');
    expect(words).toContain('delay'); // stemmed
    expect(words).toContain('envelop');
    expect(carried.join('')).toContain('combquux');
    expect(words).not.toContain('combquux');
    // Facet counts are per document now: two pages.
    expect(JSON.parse(readFileSync(join(dir, 'pagefind', 'facets.json'), 'utf8'))).toEqual({
      total: 2,
      counts: { language: { en: 2 }, docusaurus_tag: { default: 2, 'docs-default-current': 2 } },
    });
  }, 30_000);
});

describe('the search index step', () => {
  const dir = mkdtempSync(join(tmpdir(), 'search-step-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('indexes the pages search holds, and writes their records and each indexed route’s key', async () => {
    const pages = [
      { route: '/docs/F', html: docs('/docs/F', '<h1>Filters</h1><p>Comb.</p>').html },
      { route: '/docs/Hidden', html: docs('/docs/Hidden', '<h1>Hidden</h1><p>Unlisted.</p>').html },
      { route: '/docs/E', html: docs('/docs/E', '<h1>Envelopes</h1><p>Attack.</p>').html },
    ];
    const site = {
      searchPageInfo: (route: string) => (route === '/docs/Hidden' ? null : docs(route, '').info),
      searchPageKeys: (routes: readonly string[]) => Object.fromEntries(routes.map((route) => [route, `key of ${route}`])),
    };
    const files = { records: join(dir, 'records.json'), keys: join(dir, 'keys.json') };
    expect(await searchIndexStep({ out: dir, pages, site }, files)).toEqual({ summary: '4 search records from 2 pages (0 from the cache)' });
    const written = JSON.parse(readFileSync(files.records, 'utf8')) as { url_without_anchor: string }[];
    expect(new Set(written.map((r) => r.url_without_anchor))).toEqual(new Set(['/docs/F', '/docs/E']));
    expect(JSON.parse(readFileSync(files.keys, 'utf8'))).toEqual({ '/docs/E': 'key of /docs/E', '/docs/F': 'key of /docs/F' });
    expect(readdirSync(join(dir, 'pagefind', 'fragment'))).toHaveLength(2);
  }, 30_000);
});

describe('the search index step between builds', () => {
  const dir = mkdtempSync(join(tmpdir(), 'search-memo-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const site = { searchPageInfo: (route: string) => docs(route, '').info, searchPageKeys: () => ({}) };
  const files = { records: join(dir, 'records.json'), keys: join(dir, 'keys.json') };
  const step = async (pages: { route: string; html: string }[]) => {
    const memo = openMemo<SearchRecord[]>('search-records', join(dir, 'memo'), 'tree');
    await searchIndexStep({ out: dir, pages, site }, files, memo);
    return { counts: memo.save(), records: readFileSync(files.records, 'utf8') };
  };

  it('extracts again only the pages whose HTML changed, and indexes the same records as a build from scratch', async () => {
    const before = [
      { route: '/docs/F', html: docs('/docs/F', '<h1>Filters</h1><p>Comb.</p>').html },
      { route: '/docs/E', html: docs('/docs/E', '<h1>Envelopes</h1><p>Attack.</p>').html },
    ];
    expect((await step(before)).counts).toEqual({ kept: 0, made: 2 });
    const after = [before[0]!, { route: '/docs/E', html: docs('/docs/E', '<h1>Envelopes</h1><p>Attack and release.</p>').html }];
    const edited = await step(after);
    expect(edited.counts).toEqual({ kept: 1, made: 1 });
    expect(JSON.parse(edited.records)).toEqual(buildRecords(after.map((page) => ({ html: page.html, info: site.searchPageInfo(page.route) }))));
  }, 30_000);
});
