import type { ClientSearchConfig } from './client-config';
import { createEngineClient, type DocSearchLikeHit, type SearchRequest } from './adapter';
import { pagefindEngine } from './pagefind-engine';

export interface PageSearchResult {
  hits: DocSearchLikeHit[];
  nbHits: number;
}

/** The search page's client: the same engine the modal uses. */
export async function createPageSearch(config: ClientSearchConfig): Promise<(query: string) => Promise<PageSearchResult>> {
  let client: { search(requests: SearchRequest[]): Promise<{ results: Array<{ hits: unknown[]; nbHits?: number }> }> };
  if (config.hosted) {
    const { hostedClient } = await import('./hosted-client');
    client = hostedClient(config) as unknown as typeof client;
  } else {
    client = createEngineClient(pagefindEngine(config.baseUrl));
  }
  return async (query) => {
    const { results } = await client.search([
      {
        indexName: config.indexName,
        query,
        params: {
          hitsPerPage: 50,
          attributesToSnippet: ['content:24'],
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          facetFilters: config.facetFilters,
        },
      },
    ]);
    const first = results[0];
    return { hits: (first?.hits ?? []) as DocSearchLikeHit[], nbHits: first?.nbHits ?? 0 };
  };
}
