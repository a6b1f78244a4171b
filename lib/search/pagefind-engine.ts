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

export function pagefindFilters(groups: readonly FacetGroup[]): Record<string, unknown> {
  if (groups.length === 0) return {};
  return { all: groups.map((g) => ({ [g.attribute]: { any: g.values } })) };
}

export function pagefindEngine(baseUrl = '/'): SearchEngine {
  let loading: Promise<PagefindApi> | null = null;
  const load = () =>
    (loading ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ `${baseUrl}${PAGEFIND_FOLDER}/pagefind.js`) as Promise<PagefindApi>)
      .then(async (api) => {
        await api.options?.({ baseUrl });
        await api.init?.();
        return api;
      })
      .catch((error: unknown) => {
        loading = null; // let the next keystroke try again
        throw error;
      }));
  return {
    async search(query, filters, limit) {
      const api = await load();
      const found = await api.search(query, { filters: pagefindFilters(filters) });
      const results = found?.results ?? [];
      const data = await Promise.all(results.slice(0, limit).map((r) => r.data()));
      const records = data.map((d) => JSON.parse(d.meta[RECORD_META_KEY] ?? '{}') as StoredRecord);
      return { records, total: results.length };
    },
  };
}
