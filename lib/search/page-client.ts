import type { ClientSearchConfig } from './client-config';
import type { DocSearchLikeHit } from './adapter';
import { siteSearchClient, type Correction } from './site-client';

export interface PageSearchResult extends Correction {
  hits: DocSearchLikeHit[];
  nbHits: number;
}

/** The search page's client: the same engine the modal uses. */
export async function createPageSearch(config: ClientSearchConfig): Promise<(query: string) => Promise<PageSearchResult>> {
  const client = siteSearchClient(config);
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
    return { hits: (first?.hits ?? []) as DocSearchLikeHit[], nbHits: first?.nbHits ?? 0, correctedQuery: first?.correctedQuery, suggestions: first?.suggestions };
  };
}
