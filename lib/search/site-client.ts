import { createEngineClient, requestParams, requestsOf, type SearchInput, type SearchParams } from './adapter';
import type { FacetCounts } from './core';
import { SECTION_ATTRIBUTE, sectionFacetFilter, type Section } from './sections';
import type { ClientSearchConfig } from './client-config';
import type { InsightsSession } from './insights';
import { pagefindEngine } from './pagefind-engine';

/** The one shape the modal and the search page call: DocSearch's `search(requests)`. */
export interface SiteSearchClient {
  search(input: SearchInput): Promise<{ results: Array<{ hits: unknown[]; nbHits?: number } & SearchOutcome> }>;
}

/**
 * The one place that chooses the engine: hosted (Algolia, when configured) or the built-in index.
 * The hosted client is loaded on the first search, so a built-in site never downloads it; a failed
 * download is tried again on the next search.
 */
export function siteSearchClient(config: ClientSearchConfig): SiteSearchClient {
  if (!config.hosted) return createEngineClient(pagefindEngine(config.baseUrl, config.maxResultsPerGroup)) as SiteSearchClient;
  let hosted: Promise<SiteSearchClient> | null = null;
  const load = () =>
    (hosted ??= import('./hosted-client').then(
      ({ hostedClient }) => hostedClient(config) as unknown as SiteSearchClient,
      (error: unknown) => {
        hosted = null;
        throw error;
      },
    ));
  return { search: async (requests) => (await load()).search(requests) };
}

/** What a search returned beside its hits, for what the modal and /search show around them. */
export interface SearchOutcome {
  /** The built-in engine's corrected query whose hits were added (forgiving.ts): "Showing results for …". */
  correctedQuery?: string;
  /** Corrected queries to offer on the no-results screen: "Try searching for". */
  suggestions?: string[];
  /** Counts per value of the filtered attributes: the section toggles' numbers. */
  facets?: FacetCounts;
}

/** A search's query and outcome, reported to the modal as each search returns. */
export type OutcomeListener = (outcome: SearchOutcome & { query: string }) => void;

const filterList = (filters: SearchParams['facetFilters']): Array<string | string[]> => (filters === undefined ? [] : typeof filters === 'string' ? [filters] : filters);

/** The requests narrowed to the chosen sections (all, when none is), asking for the sections' counts. */
export function withSections(input: SearchInput, sections: readonly Section[]): SearchInput {
  const requests = requestsOf(input).map((request) => {
    const narrowed = { facetFilters: [...filterList(requestParams(request).facetFilters), sectionFacetFilter(sections)], facets: [SECTION_ATTRIBUTE] };
    return request.params ? { ...request, params: { ...request.params, ...narrowed } } : { ...request, ...narrowed };
  });
  return Array.isArray(input) ? requests : { ...input, requests };
}

export interface TransformOptions {
  onOutcome?: OutcomeListener;
  /** The visitor's chosen sections, read at each search. */
  sections?: () => readonly Section[];
  /** The facet filters to search with, read at each search (the docs version scope). */
  facetFilters?: () => Array<string | string[]>;
}

/** The requests with their facet filters replaced. */
export function withFacetFilters(input: SearchInput, facetFilters: Array<string | string[]>): SearchInput {
  const requests = requestsOf(input).map((request) => (request.params ? { ...request, params: { ...request.params, facetFilters } } : { ...request, facetFilters }));
  return Array.isArray(input) ? requests : { ...input, requests };
}

/** Reports whether the last search reached its engine, so the modal can say when it cannot. */
export type ReachabilityListener = (reachable: boolean) => void;

/**
 * transformSearchClient for DocSearch: DocSearch's client, answering from the site's engine; with an
 * Insights session, requests ask for a queryID and hits come back marked for click events.
 */
export function siteTransformSearchClient(config: ClientSearchConfig, onReachability?: ReachabilityListener, insights?: Pick<InsightsSession, 'wrapSearch'> | null, options: TransformOptions = {}) {
  const site = siteSearchClient(config);
  const plain = (input: SearchInput) => site.search(input);
  const engine = insights ? insights.wrapSearch(plain) : plain;
  const search = async (asked: SearchInput) => {
    const scoped = options.facetFilters ? withFacetFilters(asked, options.facetFilters()) : asked;
    const input = options.sections ? withSections(scoped, options.sections()) : scoped;
    try {
      const result = await engine(input);
      onReachability?.(true);
      const first = result.results[0];
      options.onOutcome?.({ query: requestsOf(input)[0]?.query ?? '', correctedQuery: first?.correctedQuery, suggestions: first?.suggestions, facets: first?.facets });
      return result;
    } catch (error) {
      // DocSearch shows its error screen only for a RetryError: every host unreachable.
      if ((error as Error).name === 'RetryError') onReachability?.(false);
      throw error;
    }
  };
  return <T extends object>(client: T): T => ({ ...client, search }) as T;
}
