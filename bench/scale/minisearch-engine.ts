/**
 * The comparison the bench makes: the whole index in the browser, with MiniSearch. Not part of the
 * site. The same options build the index in Node and load it in the browser, and the engine plugs
 * into the site's own adapter, so both approaches answer DocSearch's request the same way.
 */
import type MiniSearch from 'minisearch';
import type { Options, SearchOptions } from 'minisearch';
import { matchesFacets, type SearchEngine, type StoredRecord } from '../../lib/search/core';

/** What MiniSearch indexes: a stored record under the id it is found by. */
export interface IndexedRecord {
  id: string;
  r: StoredRecord;
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export const MINISEARCH_OPTIONS: Options<IndexedRecord> = {
  fields: [...LEVELS, 'content'],
  storeFields: ['r'],
  extractField(doc, field) {
    if (field === 'id') return doc.id;
    if (field === 'r') return doc.r as unknown as string;
    if (field === 'content') return doc.r.content ?? '';
    return doc.r.hierarchy[field as (typeof LEVELS)[number]] ?? '';
  },
};

/** The nearest equivalent of the site's rules: every word must match, the last one as a prefix; headings weigh more. */
export const MINISEARCH_SEARCH: SearchOptions = {
  combineWith: 'AND',
  prefix: (_term, i, terms) => i === terms.length - 1,
  boost: { lvl1: 4, lvl2: 3, lvl3: 3, lvl4: 2 },
};

export function toIndexed(record: StoredRecord): IndexedRecord {
  return { id: record.objectID, r: record };
}

/** Downloads and deserializes the whole index on first use; reports how long each part took. */
export function miniSearchEngine(libraryUrl: string, indexUrl: string, onLoaded?: (timings: { downloadMs: number; deserializeMs: number }) => void): SearchEngine {
  let loading: Promise<MiniSearch<IndexedRecord>> | null = null;
  const load = () =>
    (loading ??= (async () => {
      const started = performance.now();
      const [library, json] = await Promise.all([import(/* webpackIgnore: true */ libraryUrl) as Promise<typeof import('minisearch')>, fetch(indexUrl).then((response) => response.text())]);
      const downloaded = performance.now();
      const index = library.default.loadJSON<IndexedRecord>(json, MINISEARCH_OPTIONS);
      onLoaded?.({ downloadMs: downloaded - started, deserializeMs: performance.now() - downloaded });
      return index;
    })());
  return {
    async search(query, filters, limit) {
      const index = await load();
      const found = index.search(query, { ...MINISEARCH_SEARCH, filter: (result) => matchesFacets(result.r as StoredRecord, filters) });
      return { records: found.slice(0, limit).map((result) => result.r as StoredRecord), total: found.length };
    },
  };
}
