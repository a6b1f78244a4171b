import { describe, expect, it } from 'vitest';
import { dedupeRecords, extractRecords, sortRecords, type PageInfo, type SearchRecord } from './records';
import { decodePage, encodePage, groupByPage, pageFit, pageHits, type EncodedPage } from './page-records';
import { collectPageHits, MAX_PAGES, nextBatch, RECORDS_FILTER, RECORDS_PER_PAGE, type PagefindResult } from './pagefind-engine';
import type { StoredRecord } from './core';

const filtersPage = `<article data-search-root>
<h1>Filters</h1>
<p>Vital has two filters.</p>
<h2 id="models">Filter models</h2>
<p>The ladder model saturates.</p>
<h3 id="comb">Comb</h3>
<p>A comb adds delayed copies; its cutoff sets the delay.</p>
<h2 id="routing">Routing</h2>
<p>Each voice filter has input buttons.</p>
<p>Each voice filter has input buttons.</p>
</article>`;
const info = (url: string, pageRank = 1): PageInfo => ({ url, lvl0: 'Vital', pageRank, language: 'en', tags: ['default'] });
const stored = (records: readonly SearchRecord[]): StoredRecord[] => records.map(({ weight: _weight, ...rest }) => rest);

// As the build has them: de-duplicated (the repeated paragraph goes) and in crawler order.
const records = sortRecords(
  dedupeRecords([...extractRecords(filtersPage, info('/docs/F', 2)), ...extractRecords('<article data-search-root><h1>Envelopes</h1><p>Attack, then decay.</p></article>', info('/docs/E'))]),
);
const [filters, envelopes] = groupByPage(records);

describe('groupByPage', () => {
  it('makes one group a page, pages in crawler order, records in document order', () => {
    expect(records.map((r) => r.type).slice(0, 4)).toEqual(['lvl1', 'lvl2', 'lvl2', 'lvl3']); // crawler order: by level
    expect(groupByPage(records).map((page) => page.map((r) => r.objectID))).toEqual([
      ['/docs/F#0', '/docs/F#1', '/docs/F#2', '/docs/F#3', '/docs/F#4', '/docs/F#5', '/docs/F#6', '/docs/F#7'],
      ['/docs/E#0', '/docs/E#1'],
    ]);
  });
});

describe('encodePage and decodePage', () => {
  it('stores a row per record, without the hierarchy, and gives the records back', () => {
    const encoded = JSON.parse(encodePage(filters!)) as EncodedPage;
    expect(encoded).toEqual({
      u: '/docs/F',
      h: 'Vital',
      l: 'en',
      t: ['default'],
      r: [
        ['lvl1', null, 'Filters'],
        ['content', null, 'Vital has two filters.'],
        ['lvl2', 'models', 'Filter models'],
        ['content', 'models', 'The ladder model saturates.'],
        ['lvl3', 'comb', 'Comb'],
        ['content', 'comb', 'A comb adds delayed copies; its cutoff sets the delay.'],
        ['lvl2', 'routing', 'Routing'],
        ['content', 'routing', 'Each voice filter has input buttons.'],
      ],
    });
    expect(decodePage(encodePage(filters!))).toEqual(stored(filters!));
    expect(decodePage(encodePage(envelopes!))).toEqual(stored(envelopes!));
  });

  it('notes a position or a hierarchy the rows would not give back', () => {
    // A record dropped before this one (its position skipped), and a heading dropped above it.
    const skipped = filters!.filter((r) => r.objectID !== '/docs/F#6');
    const rows = (JSON.parse(encodePage(skipped)) as EncodedPage).r;
    expect(rows[6]).toEqual(['content', 'routing', 'Each voice filter has input buttons.', { p: 7, h: ['Vital', 'Filters', 'Routing', null, null, null, null] }]);
    expect(decodePage(encodePage(skipped))).toEqual(stored(skipped));
  });

  it('refuses records the rows cannot carry', () => {
    const odd = filters!.map((r, i) => (i === 3 ? { ...r, url: '/docs/elsewhere' } : r));
    expect(() => encodePage(odd)).toThrow('cannot be stored as page rows');
  });
});

describe('pageHits', () => {
  const page = stored(filters!);
  const ids = (query: string) => pageHits(page, query).map((r) => r.objectID);

  it('keeps the records holding every word, title first, then own text, level and position', () => {
    // Every record is under the title "Filters"; those whose own text says filter come next.
    expect(ids('filter')).toEqual(['/docs/F#0', '/docs/F#2', '/docs/F#1', '/docs/F#7', '/docs/F#6', '/docs/F#4', '/docs/F#3', '/docs/F#5']);
    // Both words in the record (with its headings): only the comb paragraph; its own text holds cutoff.
    expect(ids('filter cutoff')).toEqual(['/docs/F#5']);
    expect(ids('comb')).toEqual(['/docs/F#4', '/docs/F#5']);
    expect(ids('reverb')).toEqual([]);
  });
});

describe('pageFit', () => {
  const page = (body: string) => stored(extractRecords(`<article data-search-root><h1>Guide</h1>${body}</article>`, info('/g')));

  it('is 2 for a heading made of the query’s words in order, typed prefixes and plurals included', () => {
    expect(pageFit(page('<h3 id="d">Drag and drop</h3><p>Drop it.</p>'), 'drag and drop')).toBe(2);
    expect(pageFit(page('<h2 id="e">Envelopes</h2>'), 'envelope')).toBe(2);
    expect(pageFit(page('<h2 id="e">Drag and drop</h2>'), 'drag and dr')).toBe(2);
  });

  it('is 1 for the words side by side in one record’s own text, 0 when they are apart or out of order', () => {
    expect(pageFit(page('<h2 id="b">Drag-and-drop modulation basics</h2>'), 'drag and drop')).toBe(1);
    expect(pageFit(page('<p>Its example is G♯ harmonic minor.</p>'), 'G# harmonic minor')).toBe(1);
    expect(pageFit(page('<p>Take G-sharp harmonic minor.</p>'), 'G# harmonic minor')).toBe(0);
    expect(pageFit(page('<p>Drop, then drag and hold.</p>'), 'drag and drop')).toBe(0);
    // Words only in the headings above a paragraph are not its own text.
    expect(pageFit(page('<h2 id="k">Keytracking</h2><p>The cutoff follows the note.</p>'), 'keytracking cutoff')).toBe(0);
    expect(pageFit(page('<p>Anything</p>'), '  ')).toBe(0);
  });
});

describe('collectPageHits', () => {
  // 40 pages, each with three paragraphs about filters and one about something else.
  const pages = Array.from({ length: 40 }, (_, n) =>
    encodePage(extractRecords(`<article data-search-root><h1>Page ${n}</h1><p>filter one</p><p>filter two</p><p>filter three</p><p>other</p></article>`, info(`/p${n}`))),
  );
  const results = (opened: number[]): PagefindResult[] =>
    pages.map((encoded, n) => ({
      data: async () => {
        opened.push(n);
        return { filters: { [RECORDS_FILTER]: [encoded] } };
      },
    }));

  it('opens 4 pages, then as many as the records so far say are missing, in Pagefind’s page order, until the limit is reached', async () => {
    const opened: number[] = [];
    const found = await collectPageHits(results(opened), 'filter', 20);
    // Four pages give twelve records, three a page: eight missing, so 8 / 3 and half again, 4 pages.
    expect(opened).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(found.records.slice(0, 4).map((r) => r.objectID)).toEqual(['/p0#1', '/p0#2', '/p0#3', '/p1#1']);
    expect(found.records).toHaveLength(20);
    // 24 records found in the eight pages opened, and each of the 32 others counted once.
    expect(found.total).toBe(24 + 32);
  });

  it('sizes the next batch by what is missing, never above the pages open, doubling once the count is taken', () => {
    expect(nextBatch(4, 17)).toBe(2); // 3 missing at 4.25 a page: 1.06 pages, half again
    expect(nextBatch(4, 12)).toBe(4);
    expect(nextBatch(4, 2)).toBe(4); // records spread thin: at most the pages open
    expect(nextBatch(4, 0)).toBe(4);
    expect(nextBatch(8, 24)).toBe(8);
  });

  it('counts the same whatever the limit: the modal’s “See all N results” is the search page’s N', async () => {
    const counts = await Promise.all([6, 20, 50].map(async (limit) => (await collectPageHits(results([]), 'filter', limit)).total));
    expect(counts).toEqual([56, 56, 56]);
    const opened: number[] = [];
    expect((await collectPageHits(results(opened), 'filter', 50)).records).toHaveLength(50);
    expect(opened).toHaveLength(MAX_PAGES);
  });

  it('takes at most RECORDS_PER_PAGE records of a page, so the next pages get a place', async () => {
    const many = encodePage(extractRecords(`<article data-search-root><h1>Filters</h1>${'<p>filter</p>'.repeat(9)}</article>`, info('/filters')));
    const found = await collectPageHits([{ data: async () => ({ filters: { [RECORDS_FILTER]: [many] } }) }, ...results([])], 'filter', 20);
    expect(found.records.filter((r) => r.url_without_anchor === '/filters')).toHaveLength(RECORDS_PER_PAGE);
    expect(found.records[RECORDS_PER_PAGE]!.url_without_anchor).toBe('/p0');
    // Its ten matching records all count (the title and nine paragraphs), then 3 on each of the 6
    // other pages opened (batches of 4 and 3), then one for each of the 34 not opened.
    expect(found.total).toBe(10 + 6 * 3 + 34);
  });

  it('takes the site’s maxResultsPerGroup records of a page when given', async () => {
    const many = encodePage(extractRecords(`<article data-search-root><h1>Filters</h1>${'<p>filter</p>'.repeat(9)}</article>`, info('/filters')));
    const found = await collectPageHits([{ data: async () => ({ filters: { [RECORDS_FILTER]: [many] } }) }, ...results([])], 'filter', 20, 2);
    expect(found.records.filter((r) => r.url_without_anchor === '/filters')).toHaveLength(2);
    expect(found.records[2]!.url_without_anchor).toBe('/p0');
  });

  it('puts the first batch’s best-fitting page first, and leaves later pages in Pagefind’s order', async () => {
    const named = (url: string, body: string): PagefindResult => ({
      data: async () => ({ filters: { [RECORDS_FILTER]: [encodePage(extractRecords(`<article data-search-root><h1>${url}</h1>${body}</article>`, info(url)))] } }),
    });
    const table = '<p>Transpose (keytrack)</p><p>Tune (keytrack)</p><p>Rate: keytrack</p>';
    const found = await collectPageHits(
      [
        named('/lfos', table),
        named('/effects', '<p>no keytrack here</p>'),
        named('/filters', '<h3 id="k">Keytracking</h3><p>KEY TRK moves the cutoff.</p>'),
        named('/osc', table),
        named('/late', '<h2 id="k">Keytracking</h2>'),
      ],
      'keytracking',
      50,
    );
    expect([...new Set(found.records.map((r) => r.url_without_anchor))]).toEqual(['/filters', '/lfos', '/effects', '/osc', '/late']);
  });

  it('stops at MAX_PAGES when pages hold no matching record', async () => {
    const opened: number[] = [];
    const found = await collectPageHits(results(opened), 'filter other', 20);
    expect(opened).toHaveLength(MAX_PAGES);
    expect(found).toEqual({ records: [], total: 40 - MAX_PAGES });
  });

  it('leaves out the pages whose data cannot be fetched (offline, not cached), and fails only when none can', async () => {
    const offline = (n: number): PagefindResult => ({ data: async () => Promise.reject(new TypeError(`Failed to fetch page ${n}`)) });
    const found = await collectPageHits([offline(0), ...results([]).slice(0, 2)], 'filter', 20);
    expect(found.records.map((r) => r.url_without_anchor)).toEqual(['/p0', '/p0', '/p0', '/p1', '/p1', '/p1']);
    await expect(collectPageHits([offline(0), offline(1)], 'filter', 20)).rejects.toThrow('Failed to fetch page 0');
  });
});
