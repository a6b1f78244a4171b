/**
 * Browser side of the search scale bench (bundled by bench/search-scale.ts, never part of the site):
 * an input whose every keystroke sends DocSearch's own search request through the site's adapter, to
 * the site's Pagefind engine or to the MiniSearch comparison, and records the time from the input
 * event to the hits on screen.
 */
import { createEngineClient } from '../../lib/search/adapter';
import type { SearchEngine } from '../../lib/search/core';
import { pagefindEngine } from '../../lib/search/pagefind-engine';
import { withSections } from '../../lib/search/site-client';
import { miniSearchEngine } from './minisearch-engine';

interface Timing {
  query: string;
  ms: number;
  hits: number;
  nbHits: number;
}

interface BenchState {
  timings: Timing[];
  load?: { downloadMs: number; deserializeMs: number };
  error?: string;
}

declare global {
  interface Window {
    bench: BenchState;
  }
}

const params = new URLSearchParams(location.search);
const facetFilters = JSON.parse(params.get('facetFilters') ?? '[]') as Array<string | string[]>;
const state: BenchState = { timings: [] };
window.bench = state;

const engine: SearchEngine = params.get('engine') === 'minisearch' ? miniSearchEngine('/minisearch.js', '/minisearch-index.json', (load) => (state.load = load)) : pagefindEngine('/');
const client = createEngineClient(engine);

const input = document.querySelector('input')!;
const list = document.querySelector('ol')!;

input.addEventListener('input', async (event) => {
  const query = input.value;
  // An empty box shows DocSearch's start screen and sends no request.
  if (!query.trim()) {
    list.innerHTML = '';
    return;
  }
  try {
    // The request DocSearch 3.9 sends on each keystroke (snippets of 10 words, 20 hits), with the
    // section filter and counts the modal adds (no section chosen).
    const { results } = await client.search(
      withSections(
        [
          {
            indexName: 'bench',
            query,
            params: {
              attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
              attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'hierarchy.lvl4:10', 'hierarchy.lvl5:10', 'hierarchy.lvl6:10', 'content:10'],
              snippetEllipsisText: '…',
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
              hitsPerPage: 20,
              facetFilters,
            },
          },
        ],
        [],
      ),
    );
    const { hits, nbHits } = results[0]!;
    list.innerHTML = hits.map((hit) => `<li><a href="${hit.url}">${hit._highlightResult.hierarchy.lvl1.value}</a> ${hit._snippetResult.content.value}</li>`).join('');
    // event.timeStamp is on the performance.now() clock: from the keystroke to the hits in the DOM.
    state.timings.push({ query, ms: performance.now() - event.timeStamp, hits: hits.length, nbHits });
  } catch (error) {
    state.error = String(error);
  }
});
