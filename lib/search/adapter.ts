import { LEVELS, queryTerms, type FacetCounts, type FacetGroup, type Level, type SearchEngine, type StoredRecord } from './core';
import { highlight, snippet, type HighlightResult } from './highlight';
import { forgivingSearch } from './forgiving';

/**
 * Translates between DocSearch's shapes and the engine-neutral layer (core.ts): DocSearch's search
 * requests in, engine records out as Algolia's multi-query response. Plugged into the modal with
 * transformSearchClient. Which records a query finds (core.ts: searchRecords) and which words are
 * marked (highlight.ts) are not decided here.
 */

export interface SearchParams {
  hitsPerPage?: number;
  attributesToSnippet?: string[];
  attributesToRetrieve?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  facetFilters?: string | Array<string | string[]>;
  clickAnalytics?: boolean;
  [key: string]: unknown;
}

/**
 * One request of a multi-query call. DocSearch 3.9 (on algoliasearch 5) sends its parameters flat,
 * beside the query; the older shape nests them under `params`. Both are read.
 */
export interface SearchRequest extends SearchParams {
  indexName: string;
  query?: string;
  params?: SearchParams;
}

/** What DocSearch passes to `search`: the requests, or (DocSearch 3.9) an object holding them. */
export type SearchInput = SearchRequest[] | { requests: SearchRequest[] };

export const requestsOf = (input: SearchInput): SearchRequest[] => (Array.isArray(input) ? input : input.requests);

/** A request's parameters, flat or nested (nested wins, as it is the more specific). */
export function requestParams({ indexName: _index, query: _query, params, ...flat }: SearchRequest): SearchParams {
  return { ...flat, ...params };
}

export function parseFacetFilters(facetFilters: SearchParams['facetFilters']): FacetGroup[] {
  if (!facetFilters) return [];
  const groups = typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  return groups.flatMap((group) => {
    const list = Array.isArray(group) ? group : [group];
    const parsed = list.map((f) => {
      const i = f.indexOf(':');
      return i === -1 ? null : { attribute: f.slice(0, i), value: f.slice(i + 1) };
    });
    const valid = parsed.filter((p): p is { attribute: string; value: string } => p !== null);
    if (valid.length === 0) return [];
    return [{ attribute: valid[0]!.attribute, values: valid.map((p) => p.value) }];
  });
}

/** "content:10" → 10 words for content. */
export function snippetWords(attributesToSnippet: string[] | undefined, attribute: string, fallback = 10): number {
  const entry = attributesToSnippet?.find((a) => a === attribute || a.startsWith(`${attribute}:`));
  const n = entry ? Number(entry.split(':')[1]) : NaN;
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function toHit(record: StoredRecord, query: string, params: SearchParams = {}) {
  const terms = queryTerms(query);
  const pre = params.highlightPreTag ?? '<mark>';
  const post = params.highlightPostTag ?? '</mark>';
  const ellipsis = params.snippetEllipsisText ?? '…';
  const hierarchyHighlight = Object.fromEntries(LEVELS.map((lvl) => [lvl, highlight(record.hierarchy[lvl] ?? '', terms, pre, post)])) as Record<Level, HighlightResult>;
  const hierarchySnippet = Object.fromEntries(
    LEVELS.map((lvl) => [lvl, snippet(record.hierarchy[lvl] ?? '', terms, snippetWords(params.attributesToSnippet, `hierarchy.${lvl}`), { pre, post, ellipsis })]),
  );
  const content = record.content ?? '';
  return {
    ...record,
    _highlightResult: {
      content: highlight(content, terms, pre, post),
      hierarchy: hierarchyHighlight,
      hierarchy_camel: [hierarchyHighlight],
    },
    _snippetResult: {
      content: snippet(content, terms, snippetWords(params.attributesToSnippet, 'content'), { pre, post, ellipsis }),
      hierarchy: hierarchySnippet,
      hierarchy_camel: [hierarchySnippet],
    },
  };
}

export type DocSearchLikeHit = ReturnType<typeof toHit>;

export interface SearchResult {
  hits: DocSearchLikeHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  exhaustiveNbHits: boolean;
  queryID?: string;
  /** The built-in engine's typo correction (forgiving.ts): the query whose hits were added. */
  correctedQuery?: string;
  /** Corrected queries to offer when nothing was found. */
  suggestions?: string[];
  facets?: FacetCounts;
}

/** DocSearch shows its error screen only for a RetryError: every host unreachable. */
export class RetryError extends Error {
  override name = 'RetryError';
  transporterStackTrace: unknown[] = [];
}

/**
 * A search client with the shape DocSearch calls: `search(requests)` or `search({ requests })`,
 * answering `{ results }`.
 */
export function createEngineClient(engine: SearchEngine) {
  return {
    async search(input: SearchInput): Promise<{ results: SearchResult[] }> {
      const results = await Promise.all(
        requestsOf(input).map(async (request): Promise<SearchResult> => {
          const query = request.query ?? '';
          const params = requestParams(request);
          const hitsPerPage = params.hitsPerPage ?? 20;
          const facets = parseFacetFilters(params.facetFilters);
          const started = Date.now();
          let found;
          try {
            found = await forgivingSearch(engine, query, facets, hitsPerPage);
          } catch (error) {
            const retry = new RetryError(`The search index could not be fetched: ${(error as Error).message}`);
            retry.transporterStackTrace = [error];
            throw retry;
          }
          // Hits of a correction are marked with its words, the query's own hits with the query's.
          const marked = found.correctedQuery ? `${query} ${found.correctedQuery}` : query;
          const hits = found.records.map((r) => toHit(r, marked, params));
          const nbHits = found.total;
          return {
            hits,
            nbHits,
            page: 0,
            nbPages: nbHits > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
            hitsPerPage,
            processingTimeMS: Date.now() - started,
            query,
            params: '',
            index: request.indexName,
            exhaustiveNbHits: true,
            ...(found.correctedQuery ? { correctedQuery: found.correctedQuery } : {}),
            ...(found.suggestions.length > 0 ? { suggestions: found.suggestions } : {}),
            ...(found.facets ? { facets: found.facets } : {}),
          };
        }),
      );
      return { results };
    },
  };
}
