import type { FacetGroup, SearchEngine, StoredRecord } from './adapter';

/**
 * The built-in engine: the Pagefind index written into the export, loaded on first use only.
 * Each DocSearch record is one Pagefind record whose metadata carries the record itself.
 */
interface PagefindResult {
  data(): Promise<{ meta: Record<string, string> }>;
}

interface PagefindApi {
  init?(): Promise<void>;
  options?(options: Record<string, unknown>): Promise<void>;
  search(query: string, options?: { filters?: unknown }): Promise<{ results: PagefindResult[] } | null>;
}

export const PAGEFIND_FOLDER = 'pagefind';
/** The metadata key holding a record's JSON. */
export const RECORD_META_KEY = 'r';
/** Written beside the index by the build: how many records carry each facet value. */
export const FACETS_FILE = 'facets.json';

export interface FacetSummary {
  total: number;
  /** attribute → value → number of records with that value */
  counts: Record<string, Record<string, number>>;
}

export function facetSummary(records: readonly { language: string; docusaurus_tag: string[] }[]): FacetSummary {
  const counts: FacetSummary['counts'] = { language: {}, docusaurus_tag: {} };
  for (const record of records) {
    counts.language![record.language] = (counts.language![record.language] ?? 0) + 1;
    for (const tag of new Set(record.docusaurus_tag)) counts.docusaurus_tag![tag] = (counts.docusaurus_tag![tag] ?? 0) + 1;
  }
  return { total: records.length, counts };
}

/**
 * The facet groups that can exclude something. A group one of whose values every record carries
 * (language:en on an English-only site, docusaurus_tag:default) keeps every record, so it is not
 * sent to Pagefind: Pagefind's filtering costs time in proportion to the matches, which on a large
 * index is seconds per keystroke (BENCHMARKS.md), and its filter files are the largest download.
 */
export function excludingGroups(groups: readonly FacetGroup[], summary: FacetSummary | null): FacetGroup[] {
  if (!summary) return [...groups];
  return groups.filter((group) => !group.values.some((value) => summary.counts[group.attribute]?.[value] === summary.total));
}

export function pagefindFilters(groups: readonly FacetGroup[]): Record<string, unknown> {
  if (groups.length === 0) return {};
  return { all: groups.map((g) => ({ [g.attribute]: { any: g.values } })) };
}

/** The build's facet summary; without it (an index built before it existed) every group is sent. */
async function loadFacetSummary(url: string): Promise<FacetSummary | null> {
  try {
    const response = await fetch(url);
    return response.ok ? ((await response.json()) as FacetSummary) : null;
  } catch {
    return null;
  }
}

export function pagefindEngine(baseUrl = '/'): SearchEngine {
  let loading: Promise<{ api: PagefindApi; facets: FacetSummary | null }> | null = null;
  const load = () =>
    (loading ??= Promise.all([
      (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ `${baseUrl}${PAGEFIND_FOLDER}/pagefind.js`) as Promise<PagefindApi>).then(async (api) => {
        await api.options?.({ baseUrl });
        await api.init?.();
        return api;
      }),
      loadFacetSummary(`${baseUrl}${PAGEFIND_FOLDER}/${FACETS_FILE}`),
    ])
      .then(([api, facets]) => ({ api, facets }))
      .catch((error: unknown) => {
        loading = null; // let the next keystroke try again
        throw error;
      }));
  return {
    async search(query, filters, limit) {
      const { api, facets } = await load();
      const found = await api.search(query, { filters: pagefindFilters(excludingGroups(filters, facets)) });
      const results = found?.results ?? [];
      const data = await Promise.all(results.slice(0, limit).map((r) => r.data()));
      const records = data.map((d) => JSON.parse(d.meta[RECORD_META_KEY] ?? '{}') as StoredRecord);
      return { records, total: results.length };
    },
  };
}
