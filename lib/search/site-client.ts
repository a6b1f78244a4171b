import { createEngineClient, requestsOf, type SearchInput } from './adapter';
import type { ClientSearchConfig } from './client-config';
import type { InsightsSession } from './insights';
import { pagefindEngine } from './pagefind-engine';

/** The one shape the modal and the search page call: DocSearch's `search(requests)`. */
export interface SiteSearchClient {
  search(input: SearchInput): Promise<{ results: Array<{ hits: unknown[]; nbHits?: number } & Correction> }>;
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

/** What the built-in engine did with a query that found little (lib/search/forgiving.ts). */
export interface Correction {
  /** The corrected query whose hits were added: "Showing results for …". */
  correctedQuery?: string;
  /** Corrected queries to offer on the no-results screen: "Try searching for". */
  suggestions?: string[];
}

/** A search's query and its correction, reported to the modal as each search returns. */
export type CorrectionListener = (outcome: Correction & { query: string }) => void;

/** Reports whether the last search reached its engine, so the modal can say when it cannot. */
export type ReachabilityListener = (reachable: boolean) => void;

/**
 * transformSearchClient for DocSearch: DocSearch's client, answering from the site's engine; with an
 * Insights session, requests ask for a queryID and hits come back marked for click events.
 */
export function siteTransformSearchClient(config: ClientSearchConfig, onReachability?: ReachabilityListener, insights?: Pick<InsightsSession, 'wrapSearch'> | null, onCorrection?: CorrectionListener) {
  const site = siteSearchClient(config);
  const plain = (input: SearchInput) => site.search(input);
  const engine = insights ? insights.wrapSearch(plain) : plain;
  const search = async (input: SearchInput) => {
    try {
      const result = await engine(input);
      onReachability?.(true);
      const first = result.results[0];
      onCorrection?.({ query: requestsOf(input)[0]?.query ?? '', correctedQuery: first?.correctedQuery, suggestions: first?.suggestions });
      return result;
    } catch (error) {
      // DocSearch shows its error screen only for a RetryError: every host unreachable.
      if ((error as Error).name === 'RetryError') onReachability?.(false);
      throw error;
    }
  };
  return <T extends object>(client: T): T => ({ ...client, search }) as T;
}
