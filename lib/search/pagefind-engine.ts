import type { FacetCounts, FacetGroup, SearchEngine, StoredRecord } from './core';
import { decodePage, pageFit, pageHits } from './page-records';
import { SECTION_ATTRIBUTE, SECTIONS, UNLISTED_SECTION } from './sections';
import { VOCABULARY_FILE, type Vocabulary } from './typo';

/**
 * The built-in engine: the Pagefind index written into the export, loaded on first use only.
 * Each page is one Pagefind document whose fragment carries the page's DocSearch records
 * (lib/search/page-records.ts); Pagefind ranks the pages, the engine picks the records.
 */
export interface PagefindResult {
  data(): Promise<{ filters: Record<string, string[]> }>;
}

interface PagefindApi {
  init?(): Promise<void>;
  options?(options: Record<string, unknown>): Promise<void>;
  search(query: string, options?: { filters?: unknown }): Promise<{ results: PagefindResult[]; unfilteredResultCount?: number; totalFilters?: FacetCounts } | null>;
}

export const PAGEFIND_FOLDER = 'pagefind';
/**
 * The filter that carries a page's records (encodePage) in its Pagefind fragment. A filter, not
 * metadata: Pagefind 1.5 indexes metadata values as words, which doubled the index and made every
 * page match "en" or "content"; filter values are stored in the fragment without being indexed, and
 * the filter's own index file is downloaded only by a search filtered on it, which the engine never makes.
 */
export const RECORDS_FILTER = 'records';
/** Written beside the index by the build: how many documents (pages) carry each facet value. */
export const FACETS_FILE = 'facets.json';

export interface FacetSummary {
  total: number;
  /** attribute → value → number of documents with that value */
  counts: Record<string, Record<string, number>>;
}

/** Counts over the index's documents, each given by its (first) record: a page's records share both facets. */
export function facetSummary(documents: readonly { language: string; docusaurus_tag: string[] }[]): FacetSummary {
  const counts: FacetSummary['counts'] = { language: {}, docusaurus_tag: {} };
  for (const doc of documents) {
    counts.language![doc.language] = (counts.language![doc.language] ?? 0) + 1;
    for (const tag of new Set(doc.docusaurus_tag)) counts.docusaurus_tag![tag] = (counts.docusaurus_tag![tag] ?? 0) + 1;
  }
  return { total: documents.length, counts };
}

/**
 * The facet groups that can exclude something. A group one of whose values every document carries
 * (language:en on an English-only site, docusaurus_tag:default) keeps every document, so it is not
 * sent to Pagefind: Pagefind's filtering costs time in proportion to the matches, which on a large
 * index is seconds per keystroke (BENCHMARKS.md), and its filter files are the largest download.
 */
export function excludingGroups(groups: readonly FacetGroup[], summary: FacetSummary | null): FacetGroup[] {
  if (!summary) return [...groups];
  return groups.filter((group) => !group.values.some((value) => summary.counts[group.attribute]?.[value] === summary.total));
}

/**
 * Pagefind's filter for one group. The pages of UNLISTED_SECTION carry no section, so a choice that
 * includes it is sent as "none of the sections not chosen"; with nothing left out that is
 * `not any []`, which passes every page but still has Pagefind count the listed sections.
 */
function pagefindGroup(group: FacetGroup): Record<string, unknown> {
  if (group.attribute !== SECTION_ATTRIBUTE || !group.values.includes(UNLISTED_SECTION)) return { [group.attribute]: { any: group.values } };
  return { not: { [group.attribute]: { any: SECTIONS.filter((s) => s !== UNLISTED_SECTION && !group.values.includes(s)) } } };
}

export function pagefindFilters(groups: readonly FacetGroup[]): Record<string, unknown> {
  if (groups.length === 0) return {};
  return { all: groups.map(pagefindGroup) };
}

/**
 * The counts of a search's filter values, as Pagefind gives them for the pages it found before
 * filtering, with UNLISTED_SECTION's: the pages found that no listed section claims.
 */
export function filterCounts(sent: readonly FacetGroup[], totals: FacetCounts | undefined, unfiltered: number): FacetCounts {
  const counts: FacetCounts = {};
  for (const { attribute } of sent) {
    const total = totals?.[attribute];
    if (attribute === SECTION_ATTRIBUTE) {
      const listed = Object.values(total ?? {}).reduce((sum, n) => sum + n, 0);
      counts[attribute] = { ...total, [UNLISTED_SECTION]: Math.max(0, unfiltered - listed) };
    } else if (total) counts[attribute] = total;
  }
  return counts;
}

/**
 * A file the build writes beside the index (the facet summary, the vocabulary), or null when it
 * cannot be had: an index built before it existed still answers, sending every facet group and
 * correcting nothing.
 */
async function loadIndexFile<T>(url: string): Promise<T | null> {
  try {
    const response = await fetch(url);
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

/**
 * At most this many pages are opened per search. Pagefind finds a page when the query's words are
 * anywhere on it, a record needs them together, so for some queries most pages hold none; without
 * a cap such a query would fetch every page Pagefind found.
 */
export const MAX_PAGES = 24;

/**
 * At most this many records of one page go into the hits (by default; the site's
 * search.maxResultsPerGroup replaces it). DocSearch shows at most five hits of a
 * top-level group (its default maxResultsPerGroup), so a sixth record of the best page is never
 * seen, while twenty records of one page would keep every other page, and other groups (API, Blog),
 * out of the twenty hits.
 */
export const RECORDS_PER_PAGE = 5;

/** Pages opened by a search's first batch (see nextBatch for the others). */
export const FIRST_BATCH = 4;
/**
 * Hits the count is taken at: DocSearch's hitsPerPage. The modal asks for 20 hits and the search
 * page for more, so a count taken where each stopped would differ ("See all 305 results" opening a
 * page that says 364); taken at the same point of the same batches, both show one number.
 */
export const COUNT_AT = 20;

/**
 * How many pages the next batch opens, given the pages opened and the records kept so far. Until
 * COUNT_AT records are in, as many as the records kept per page so far say are missing, half again
 * for pages that hold fewer, and at most as many as are open already: every page is a fragment to
 * download (about 2 KB), and a query whose first four pages fall 3 records short needs one or two
 * more, not eight (BENCHMARKS.md, "Search at scale"). Past COUNT_AT, or when the pages so far kept
 * nothing, the pages open double. Depending on nothing but the pages read, the batches are the same
 * for any limit until the count is taken.
 */
export function nextBatch(opened: number, kept: number): number {
  if (kept >= COUNT_AT || kept === 0) return opened;
  return Math.min(opened, Math.ceil((1.5 * (COUNT_AT - kept) * opened) / kept));
}

/** Pages by pageFit, best first; pages of equal fit keep Pagefind's order. */
export function byFit(pages: readonly StoredRecord[][], query: string): StoredRecord[][] {
  return pages
    .map((page, index) => ({ page, index, fit: pageFit(page, query) }))
    .sort((a, b) => b.fit - a.fit || a.index - b.index)
    .map(({ page }) => page);
}

/**
 * Records holding the query from Pagefind's pages, in Pagefind's page order (the first batch by
 * pageFit), until `limit` are found.
 * Batches of pages open as nextBatch says, so a query whose records are spread thin still needs
 * few round trips and one whose first pages nearly suffice downloads few more. `total` counts the matching records
 * of the pages opened when COUNT_AT hits were reached (or all were opened) exactly, and each page
 * not yet opened then as one, since Pagefind found the query on it: the same for any limit.
 */
export async function collectPageHits(results: readonly PagefindResult[], query: string, limit: number, perPage = RECORDS_PER_PAGE): Promise<{ records: StoredRecord[]; total: number }> {
  const records: StoredRecord[] = [];
  const end = Math.min(results.length, MAX_PAGES);
  let opened = 0;
  let matched = 0;
  let total: number | null = null;
  let read = 0;
  let failure: unknown = null;
  for (let batch = FIRST_BATCH; (records.length < limit || total === null) && opened < end; batch = nextBatch(opened, records.length)) {
    const first = opened === 0;
    const pages = results.slice(opened, Math.min(opened + batch, end));
    opened += pages.length;
    const settledPages = await Promise.allSettled(pages.map((r) => r.data()));
    const decoded: StoredRecord[][] = [];
    for (const settled of settledPages) {
      // Offline, only the pages whose data an earlier search fetched are in the cache (lib/offline/):
      // the others are left out, and the search fails only when no page could be read.
      if (settled.status === 'rejected') {
        failure ??= settled.reason;
        continue;
      }
      read += 1;
      const encoded = settled.value.filters[RECORDS_FILTER]?.[0];
      decoded.push(encoded ? decodePage(encoded) : []);
    }
    // Only the first batch is reordered: every search opens it, so the modal's 20 hits and the
    // search page's 50 start with the same pages, and a page Pagefind put far down stays there.
    const ordered = first ? byFit(decoded, query) : decoded;
    for (const page of ordered) {
      const hits = pageHits(page, query);
      matched += hits.length;
      records.push(...hits.slice(0, perPage));
    }
    if (total === null && records.length >= COUNT_AT) total = matched + (results.length - opened);
  }
  if (read === 0 && failure !== null) throw failure;
  return { records: records.slice(0, limit), total: total ?? matched + (results.length - opened) };
}

export function pagefindEngine(baseUrl = '/', perPage = RECORDS_PER_PAGE): SearchEngine {
  let loading: Promise<{ api: PagefindApi; facets: FacetSummary | null }> | null = null;
  const load = () =>
    (loading ??= Promise.all([
      (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ `${baseUrl}${PAGEFIND_FOLDER}/pagefind.js`) as Promise<PagefindApi>).then(async (api) => {
        await api.options?.({ baseUrl });
        await api.init?.();
        return api;
      }),
      loadIndexFile<FacetSummary>(`${baseUrl}${PAGEFIND_FOLDER}/${FACETS_FILE}`),
    ])
      .then(([api, facets]) => ({ api, facets }))
      .catch((error: unknown) => {
        loading = null; // let the next keystroke try again
        throw error;
      }));
  // Fetched on the first query that finds little, not before: most sessions never need it.
  let vocabulary: Promise<Vocabulary | null> | null = null;
  return {
    vocabulary: () => (vocabulary ??= loadIndexFile<Vocabulary>(`${baseUrl}${PAGEFIND_FOLDER}/${VOCABULARY_FILE}`)),
    async search(query, filters, limit) {
      const { api, facets } = await load();
      const sent = excludingGroups(filters, facets);
      const found = await api.search(query, { filters: pagefindFilters(sent) });
      const hits = await collectPageHits(found?.results ?? [], query, limit, perPage);
      // Pagefind counts the values of the filters a search used (pages, before any filter applies).
      const counts = filterCounts(sent, found?.totalFilters, found?.unfilteredResultCount ?? found?.results.length ?? 0);
      return Object.keys(counts).length > 0 ? { ...hits, facets: counts } : hits;
    },
  };
}
