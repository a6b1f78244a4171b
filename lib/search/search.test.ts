import { describe, expect, it } from 'vitest';
import { highlight, snippet } from './highlight';
import { queryTerms } from './core';
import { escapeHtml } from '../markup/escape';
import { dedupeRecords, extractRecords, searchRegion, sortRecords } from './records';
import { createEngineClient, parseFacetFilters, RetryError, snippetWords, toHit } from './adapter';
import { searchRecords, withPageHits, matchesAllTerms, termMatchesWord, matchesFacets, type SearchEngine, type StoredRecord } from './core';
import { missingResultsHref, processResultUrl, searchPageUrl } from './urls';
import { excludingGroups, facetSummary, filterCounts, pagefindFilters } from './pagefind-engine';
import { clientSearchConfig, contextualFacetFilters } from './client-config';
import { siteConfig } from '../site/config';
import type { SiteConfig } from '../config/types';

const page = `<html><body><nav>Site nav</nav><article data-search-root>
<nav aria-label="Breadcrumbs">Home › Vital</nav>
<h1>Filters</h1>
<p>Vital has two filters.</p>
<h2 id="filter-models">Filter models</h2>
<p>The analog model <code>ladder</code> saturates.</p>
<ul><li>Low pass</li><li><p>High pass</p></li></ul>
<h3 id="comb">Comb</h3>
<table><tr><td>Cutoff</td></tr></table>
<pre><code>not indexed</code></pre>
<p>Keytrack is <span class="katex"><span class="katex-mathml"><math><annotation>k = 1</annotation></math></span><span class="katex-html">k=1</span></span>.</p>
<h2 id="filter-models-1">Routing</h2>
</article></body></html>`;

describe('extractRecords', () => {
  const records = extractRecords(page, { url: '/docs/F', lvl0: 'Vital', pageRank: 2, language: 'en', tags: ['default', 'docs-default-current'] });

  it('makes a record per title, heading and paragraph, list item and cell, in order', () => {
    expect(records.map((r) => [r.type, r.content])).toEqual([
      ['lvl1', null],
      ['content', 'Vital has two filters.'],
      ['lvl2', null],
      ['content', 'The analog model ladder saturates.'],
      ['content', 'Low pass'],
      ['content', 'High pass'],
      ['lvl3', null],
      ['content', 'Cutoff'],
      ['content', 'Keytrack is k = 1.'],
      ['lvl2', null],
    ]);
  });

  it('carries the hierarchy and the anchor of the nearest heading', () => {
    const cell = records.find((r) => r.content === 'Cutoff')!;
    expect(cell.hierarchy).toEqual({ lvl0: 'Vital', lvl1: 'Filters', lvl2: 'Filter models', lvl3: 'Comb', lvl4: null, lvl5: null, lvl6: null });
    expect(cell.url).toBe('/docs/F#comb');
    expect(cell.url_without_anchor).toBe('/docs/F');
    expect(records[0]!.url).toBe('/docs/F');
    const routing = records[records.length - 1]!;
    expect(routing.hierarchy.lvl3).toBeNull();
    expect(routing.docusaurus_tag).toEqual(['default', 'docs-default-current']);
    expect(routing.language).toBe('en');
  });

  it('indexes nothing outside the search root', () => {
    expect(extractRecords('<main><p>x</p></main>', { url: '/', lvl0: 'P', pageRank: 0, language: 'en', tags: [] })).toEqual([]);
  });

  it('dedupes and orders by page rank, level and position', () => {
    const twice = dedupeRecords([...records, ...records]);
    expect(twice).toHaveLength(records.length);
    const other = extractRecords(page, { url: '/blog/x', lvl0: 'Blog', pageRank: 1, language: 'en', tags: ['default'] });
    const sorted = sortRecords([...other, ...records]);
    expect(sorted[0]!.url_without_anchor).toBe('/docs/F');
    expect(sorted.slice(0, 4).map((r) => r.type)).toEqual(['lvl1', 'lvl2', 'lvl2', 'lvl3']);
  });
});

describe('searchRegion', () => {
  const head = '<!DOCTYPE html><html><head><style>[data-search-root]{margin:0}</style></head><body><nav>Menu</nav>';
  const main = '<main><article data-search-root><h1>T</h1><p>Text</p></article></main>';
  // React's payload names the element in JSON and writes `<` escaped, as \u003c.
  const tail = '<footer>F</footer><script>self.__next_f.push([1,"\\u003cmain\\u003e"])</script></body></html>';

  it('is the <main> element when the search root is in it: the styles, navigation and payload around it are not parsed', () => {
    expect(searchRegion(head.replace('[data-search-root]', 'p') + main + tail)).toBe(main);
  });

  it('is the whole page when the root is outside <main>, or a style names the root before it', () => {
    const outside = `${head.replace('[data-search-root]', 'p')}<div data-search-root><p>A</p></div><main><p>B</p></main>${tail}`;
    expect(searchRegion(outside)).toBe(outside);
    expect(searchRegion(head + main + tail)).toBe(head + main + tail);
    const noMain = '<html><body><article data-search-root><h1>T</h1></article></body></html>';
    expect(searchRegion(noMain)).toBe(noMain);
    const twoMains = head.replace('[data-search-root]', 'p') + main + '<main><p>Other</p></main>' + tail;
    expect(searchRegion(twoMains)).toBe(twoMains);
  });

  it('gives the records the whole page gives', () => {
    const info = { url: '/docs/T', lvl0: 'Docs', pageRank: 0, language: 'en', tags: [] };
    const html = head.replace('[data-search-root]', 'p') + main + tail;
    expect(extractRecords(html, info)).toEqual(extractRecords(`<html><body>${main}</body></html>`, info));
    expect(extractRecords(html, info).map((r) => r.content ?? r.hierarchy.lvl1)).toEqual(['T', 'Text']);
  });
});

describe('highlighting', () => {
  it('escapes markup before adding highlight tags', () => {
    const result = highlight('<img src=x onerror=alert(1)> filter', queryTerms('onerror filter'));
    expect(result.value).toBe('&lt;img <mark>src</mark>=x <mark>onerror</mark>=alert(1)&gt; <mark>filter</mark>'.replace('<mark>src</mark>', 'src'));
    expect(result.value).not.toContain('<img');
    expect(result.matchLevel).toBe('full');
  });

  it('matches prefixes, reports partial matches', () => {
    const result = highlight('Oscillators and filters', ['osc', 'lfo']);
    expect(result.value).toBe('<mark>Oscillators</mark> and filters');
    expect(result.matchLevel).toBe('partial');
    expect(result.matchedWords).toEqual(['osc']);
  });

  it('marks exactly the words that match: "filters" finds and marks "filter", and nothing it does not match', () => {
    const record = {
      objectID: '1',
      url: '/docs/F',
      url_without_anchor: '/docs/F',
      anchor: null,
      type: 'content' as const,
      hierarchy: { lvl0: 'Vital', lvl1: 'Filters', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: 'The filter and its fil knob',
    };
    expect(matchesAllTerms(record, 'filters')).toBe(true);
    const hit = toHit(record, 'filters');
    expect(hit._highlightResult.content.value).toBe('The <mark>filter</mark> and its fil knob');
    expect(hit._highlightResult.content.matchedWords).toEqual(['filters']);
    expect(hit._snippetResult.content.value).toBe('The <mark>filter</mark> and its fil knob');
    expect(highlight('Filters filtering', queryTerms('filters')).value).toBe('<mark>Filters</mark> filtering');
  });

  it('cuts snippets to a window of words around the first match', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve filter thirteen fourteen fifteen';
    const cut = snippet(text, ['filter'], 5);
    expect(cut.value).toBe('…eleven twelve <mark>filter</mark> thirteen fourteen…');
    expect(snippet('short text', ['x'], 10).value).toBe('short text');
    expect(escapeHtml(`"a" & 'b'`)).toBe('&quot;a&quot; &amp; &#39;b&#39;');
  });
});

describe('adapter', () => {
  const record = (over: Partial<StoredRecord>): StoredRecord => ({
    objectID: '1',
    url: '/docs/F#comb',
    url_without_anchor: '/docs/F',
    anchor: 'comb',
    type: 'content',
    hierarchy: { lvl0: 'Vital', lvl1: 'Filters', lvl2: 'Comb', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: 'A comb <b>filter</b> adds delayed copies of the signal to itself.',
    language: 'en',
    docusaurus_tag: ['default', 'docs-default-current'],
    ...over,
  });

  it('parses facet filters as AND of ORs and applies them', () => {
    const groups = parseFacetFilters(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    expect(groups).toEqual([
      { attribute: 'language', values: ['en'] },
      { attribute: 'docusaurus_tag', values: ['default', 'docs-default-current'] },
    ]);
    expect(matchesFacets(record({}), groups)).toBe(true);
    expect(matchesFacets(record({ language: 'fr' }), groups)).toBe(false);
    expect(pagefindFilters(groups)).toEqual({ all: [{ language: { any: ['en'] } }, { docusaurus_tag: { any: ['default', 'docs-default-current'] } }] });
  });

  it('sends the section group as Pagefind filters over the sections the index lists (all but Docs)', () => {
    const pf = (chosen: string[]) => pagefindFilters(parseFacetFilters([chosen.map((s) => `section:${s}`)]));
    // None chosen (all sent): passes every page, and still has Pagefind count the listed sections.
    expect(pf(['Docs', 'Blog', 'API', 'Music'])).toEqual({ all: [{ not: { section: { any: [] } } }] });
    expect(pf(['Docs', 'Music'])).toEqual({ all: [{ not: { section: { any: ['Blog', 'API'] } } }] });
    expect(pf(['Blog', 'API'])).toEqual({ all: [{ section: { any: ['Blog', 'API'] } }] });
  });

  it('counts the docs pages a search found as those no listed section claims', () => {
    const groups = parseFacetFilters(['language:en', ['section:Docs', 'section:Blog']]);
    expect(filterCounts(groups, { section: { Blog: 3, API: 1, Music: 0 }, language: { en: 10 } }, 10)).toEqual({ language: { en: 10 }, section: { Blog: 3, API: 1, Music: 0, Docs: 6 } });
    // An index with docs pages only has no section filter at all.
    expect(filterCounts(groups, {}, 7)).toEqual({ section: { Docs: 7 } });
  });

  it('sends Pagefind only the facet groups that can exclude a record', () => {
    const groups = parseFacetFilters(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    // English only, and every record tagged default (this site today): nothing to filter.
    const site = facetSummary([
      { language: 'en', docusaurus_tag: ['default', 'docs-default-current'] },
      { language: 'en', docusaurus_tag: ['default'] },
    ]);
    expect(site).toEqual({ total: 2, counts: { language: { en: 2 }, docusaurus_tag: { default: 2, 'docs-default-current': 1 } } });
    expect(excludingGroups(groups, site)).toEqual([]);
    // A French record and an older version's docs: both groups now exclude something.
    const mixed = facetSummary([
      { language: 'en', docusaurus_tag: ['default', 'docs-default-current'] },
      { language: 'fr', docusaurus_tag: ['docs-default-1.0'] },
    ]);
    expect(excludingGroups(groups, mixed)).toEqual(groups);
    // No summary (an index built before it existed): every group is sent.
    expect(excludingGroups(groups, null)).toEqual(groups);
  });

  it('builds DocSearch hits with escaped highlights and snippets of the requested length', () => {
    const hit = toHit(record({}), 'filter', { attributesToSnippet: ['content:5'], highlightPreTag: '<em>', highlightPostTag: '</em>' });
    expect(hit._highlightResult.content.value).toContain('&lt;b&gt;<em>filter</em>&lt;/b&gt;');
    expect(hit._snippetResult.content.value.split(/\s+/).length).toBeLessThanOrEqual(6);
    expect(hit._highlightResult.hierarchy.lvl1.value).toBe('<em>Filters</em>');
    expect(snippetWords(['hierarchy.lvl1:10', 'content:10'], 'content')).toBe(10);
  });

  it('answers the multi-query call with hitsPerPage, filters and counts', async () => {
    const records = [record({ objectID: 'a' }), record({ objectID: 'b', language: 'fr' }), record({ objectID: 'c' })];
    const engine: SearchEngine = { search: async (_q, _f, limit) => ({ records: records.slice(0, limit + 1), total: 3 }) };
    const client = createEngineClient(engine);
    const { results } = await client.search([{ indexName: 'local', query: 'comb', params: { hitsPerPage: 20, facetFilters: ['language:en'] } }]);
    expect(results[0]!.hits.map((h) => h.objectID)).toEqual(['/docs/F#0', 'a', 'c']); // the page's own hit leads its group
    expect(results[0]!.nbHits).toBe(2); // the French record is filtered out
    const viaRequests = await client.search({ requests: [{ indexName: 'local', query: 'comb', params: { hitsPerPage: 1 } }] });
    expect(viaRequests.results[0]!.hits).toHaveLength(1);
  });

  it('reads the flat parameters DocSearch 3.9 sends: filters, hits per page and snippet lengths', async () => {
    const long = 'The comb filter adds a series of evenly spaced notches and peaks across the whole spectrum of the sound.';
    const records = [record({ objectID: 'a', content: long }), record({ objectID: 'b', language: 'fr' }), record({ objectID: 'c' })];
    const engine: SearchEngine = { search: async (_q, _f, limit) => ({ records: records.slice(0, limit + 1), total: 3 }) };
    const client = createEngineClient(engine);
    const flat = { indexName: 'local', query: 'comb', facetFilters: ['language:en'], attributesToSnippet: ['content:5'], hitsPerPage: 20 };
    const { results } = await client.search({ requests: [flat] });
    expect(results[0]!.hits.map((h) => h.objectID)).toEqual(['/docs/F#0', 'a', 'c']);
    const snippetWordCount = results[0]!.hits[1]!._snippetResult.content.value.replace(/<\/?mark>|…/g, '')
      .trim()
      .split(/\s+/).length;
    expect(snippetWordCount).toBe(5);
    const few = await client.search({ requests: [{ ...flat, hitsPerPage: 1 }] });
    expect(few.results[0]!.hits).toHaveLength(1);
  });

  it('keeps only records holding every query word, as Algolia does', () => {
    expect(matchesAllTerms(record({}), 'comb filt')).toBe(true);
    expect(matchesAllTerms(record({}), 'filters')).toBe(true);
    expect(matchesAllTerms(record({}), 'zqxjvw')).toBe(false);
    expect(matchesAllTerms(record({}), 'comb reverb')).toBe(false);
    expect(termMatchesWord('z', 'zone')).toBe(true);
    expect(termMatchesWord('zqxjvw', 'z')).toBe(false);
  });

  it('puts each page’s own hit ahead of its sections when the engine left it out', () => {
    const section = record({ objectID: '/docs/F#5', type: 'lvl2', content: null });
    const out = withPageHits([section, record({ objectID: '/docs/F#6' })]);
    expect(out.map((r) => [r.objectID, r.type, r.url])).toEqual([
      ['/docs/F#0', 'lvl1', '/docs/F'],
      ['/docs/F#5', 'lvl2', '/docs/F#comb'],
      ['/docs/F#6', 'content', '/docs/F#comb'],
    ]);
    expect(out[0]!.hierarchy).toEqual({ lvl0: 'Vital', lvl1: 'Filters', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null });
    const withPage = [record({ objectID: '/docs/F#0', type: 'lvl1', url: '/docs/F', anchor: null }), section];
    expect(withPageHits(withPage)).toEqual(withPage);
  });

  it('searchRecords, whatever the engine: drops partial and filtered-out matches, adds page hits, counts the rest as an estimate', async () => {
    const engine: SearchEngine = {
      search: async () => ({
        records: [
          record({ objectID: '/docs/F#6', content: 'Comb filter tuning' }),
          record({ objectID: '/docs/F#7', content: 'Comb only', hierarchy: { lvl0: 'Vital', lvl1: 'Tuning', lvl2: 'Comb', lvl3: null, lvl4: null, lvl5: null, lvl6: null } }),
          record({ objectID: '/docs/G#1', url: '/docs/G#x', url_without_anchor: '/docs/G', content: 'comb filter', language: 'fr' }),
        ],
        total: 10,
      }),
    };
    const found = await searchRecords(engine, 'comb filter', [{ attribute: 'language', values: ['en'] }], 20);
    expect(found.records.map((r) => r.objectID)).toEqual(['/docs/F#0', '/docs/F#6']);
    expect(found.total).toBe(1 + 7);
    expect(await searchRecords(engine, '  ', [], 20)).toEqual({ records: [], total: 0 });
  });

  it('turns an engine failure into the RetryError DocSearch shows as unreachable', async () => {
    const client = createEngineClient({ search: () => Promise.reject(new Error('index missing')) });
    await expect(client.search([{ indexName: 'local', query: 'x' }])).rejects.toBeInstanceOf(RetryError);
    await expect(client.search([{ indexName: 'local', query: 'x' }])).rejects.toHaveProperty('name', 'RetryError');
  });
});

describe('result URLs and settings', () => {
  it('keeps external URLs and makes the rest site-relative', () => {
    expect(processResultUrl('https://other.example/x', { externalUrlRegex: 'other\\.example' })).toBe('https://other.example/x');
    expect(processResultUrl('https://robin.example/docs/About#top')).toBe('/docs/About#top');
    expect(processResultUrl('/docs/v1/About', { replaceSearchResultPathname: { from: '/docs/v1/', to: '/docs/' } })).toBe('/docs/About');
    expect(searchPageUrl('/search', 'a b&c')).toBe('/search?q=a%20b%26c');
  });

  it('fills the query into the “Let us know.” link: into {query}, or as q=', () => {
    expect(missingResultsHref('https://github.com/o/r/issues/new?title=No+results+for+%22{query}%22', 'a b&c')).toBe('https://github.com/o/r/issues/new?title=No+results+for+%22a%20b%26c%22');
    expect(missingResultsHref('https://example.com/report', 'lfo')).toBe('https://example.com/report?q=lfo');
    expect(missingResultsHref('https://example.com/report?from=search', 'lfo')).toBe('https://example.com/report?from=search&q=lfo');
  });

  it('links the no-results screen to a prefilled issue of the site’s repository by default', () => {
    expect(clientSearchConfig(siteConfig).missingResultsUrl).toMatch(/^https:\/\/github\.com\/robin-vale\/robin-vale\.github\.io\/issues\/new\?.*\{query\}/);
  });

  it('filters by language and docs version with contextual search', () => {
    expect(contextualFacetFilters(siteConfig)).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    expect(contextualFacetFilters({ ...siteConfig, search: { ...siteConfig.search, contextualSearch: false } })).toEqual([]);
  });

  it('gives the modal DocSearch’s five hits per group unless search.maxResultsPerGroup says otherwise', () => {
    expect(clientSearchConfig({ ...siteConfig, search: { ...siteConfig.search, maxResultsPerGroup: undefined } }).maxResultsPerGroup).toBe(5);
    expect(clientSearchConfig({ ...siteConfig, search: { ...siteConfig.search, maxResultsPerGroup: 3 } }).maxResultsPerGroup).toBe(3);
  });

  it('turns insights on only for hosted search with search.insights set, and passes its host', () => {
    const algolia = { appId: 'APP', apiKey: 'key', indexName: 'docs', insightsHost: '127.0.0.1:7701' };
    const withSearch = (search: Partial<SiteConfig['search']>) => clientSearchConfig({ ...siteConfig, search: { ...siteConfig.search, ...search } });
    expect(withSearch({ algolia, insights: true })).toMatchObject({ hosted: true, insights: true, insightsHost: '127.0.0.1:7701' });
    expect(withSearch({ algolia: { ...algolia, insightsHost: undefined }, insights: true }).insightsHost).toBe('insights.algolia.io');
    expect(withSearch({ algolia, insights: false }).insights).toBe(false);
    expect(withSearch({ algolia, insights: undefined }).insights).toBe(false);
    expect(withSearch({ algolia: undefined, insights: true })).toMatchObject({ hosted: false, insights: false });
  });

  it('keeps recent searches and favorites unless search.disableUserPersonalization is set', () => {
    expect(clientSearchConfig({ ...siteConfig, search: { ...siteConfig.search, disableUserPersonalization: undefined } }).disableUserPersonalization).toBe(false);
    expect(clientSearchConfig({ ...siteConfig, search: { ...siteConfig.search, disableUserPersonalization: true } }).disableUserPersonalization).toBe(true);
  });
});
