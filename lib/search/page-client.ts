import type { ClientSearchConfig } from './client-config';
import type { DocSearchLikeHit } from './adapter';
import type { Section } from './sections';
import { siteSearchClient, withSections, type SearchOutcome } from './site-client';

export interface PageSearchResult extends SearchOutcome {
  hits: DocSearchLikeHit[];
  nbHits: number;
}

/** One search of the search page: a query, the sections it is narrowed to, and the version's filters. */
export type PageSearch = (query: string, sections: readonly Section[], facetFilters?: Array<string | string[]>) => Promise<PageSearchResult>;

/** The search page's client: the same engine the modal uses. */
export async function createPageSearch(config: ClientSearchConfig): Promise<PageSearch> {
  const client = siteSearchClient(config);
  return async (query, sections, facetFilters = config.facetFilters) => {
    const { results } = await client.search(
      withSections(
        [
          {
            indexName: config.indexName,
            query,
            params: {
              hitsPerPage: 50,
              attributesToSnippet: ['content:24'],
              snippetEllipsisText: '…',
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
              facetFilters,
            },
          },
        ],
        sections,
      ),
    );
    const first = results[0];
    return { hits: (first?.hits ?? []) as DocSearchLikeHit[], nbHits: first?.nbHits ?? 0, correctedQuery: first?.correctedQuery, suggestions: first?.suggestions, facets: first?.facets };
  };
}
