import type { RecordType, SearchRecord } from './records';
import type { Vocabulary } from './typo';

/**
 * The engine-neutral layer of search: the record every engine returns, the hierarchy levels, and
 * the one rule for which words of a record a query matches. The built-in engine, the hosted client
 * and the DocSearch adapter all build on it, and highlighting (highlight.ts) marks words by the same
 * rule, so a word that makes a record match is always the word shown highlighted.
 */

/** The hierarchy levels of a record, top (lvl0: Vital, Blog …) to bottom. */
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const satisfies readonly RecordType[];
export type Level = (typeof LEVELS)[number];

/** What an engine returns for a hit: a record without its build-time ranking weight. */
export type StoredRecord = Omit<SearchRecord, 'weight' | 'language' | 'docusaurus_tag'> & Partial<Pick<SearchRecord, 'language' | 'docusaurus_tag'>>;

/** facetFilters: AND of groups, each an OR of "attribute:value". */
export interface FacetGroup {
  attribute: string;
  values: string[];
}

/** attribute → value → hits with that value, as Algolia's `facets` in a response. */
export type FacetCounts = Record<string, Record<string, number>>;

export interface EngineResult {
  records: StoredRecord[];
  total: number;
  /** Counts of the filtered attributes' values for the query, when the engine has them. */
  facets?: FacetCounts;
}

export interface SearchEngine {
  search(query: string, filters: FacetGroup[], limit: number): Promise<EngineResult>;
  /** The site's words for typo correction (typo.ts), when the engine has them. */
  vocabulary?(): Promise<Vocabulary | null>;
}

/** A word, as search sees one: letters and digits of any script. */
export const WORD = /[\p{L}\p{N}]+/gu;

/** Lower-cased words of a query. */
export function queryTerms(query: string): string[] {
  return [...new Set((query.toLowerCase().match(WORD) ?? []).filter(Boolean))];
}

/**
 * A typed term matches a word it starts (a prefix, as typed) or, since the engine stems, a word of
 * four or more letters it extends ("filters" finds "filter"). A lone letter never matches a long term.
 * Both are lower-cased.
 */
export function termMatchesWord(term: string, word: string): boolean {
  return word.startsWith(term) || (word.length >= 4 && term.startsWith(word));
}

/** The terms that some word of the text matches (see termMatchesWord). */
export function termsFoundIn(text: string, terms: readonly string[]): string[] {
  const words = text.toLowerCase().match(WORD) ?? [];
  return terms.filter((term) => words.some((word) => termMatchesWord(term, word)));
}

/**
 * Whether every word of the query is found (the last may be a prefix, as typed) in the record's
 * headings or text: Algolia's rule, applied to engines that also return partial matches.
 */
export function matchesAllTerms(record: StoredRecord, query: string): boolean {
  const terms = queryTerms(query);
  if (terms.length === 0) return false;
  return termsFoundIn(`${Object.values(record.hierarchy).filter(Boolean).join(' ')} ${record.content ?? ''}`, terms).length === terms.length;
}

export function matchesFacets(record: StoredRecord, groups: readonly FacetGroup[]): boolean {
  return groups.every((group) => {
    const value = (record as unknown as Record<string, unknown>)[group.attribute];
    const values = Array.isArray(value) ? value.map(String) : value === undefined ? [] : [String(value)];
    // A record without the attribute is not filtered out by it, as DocSearch's own records always carry them.
    return values.length === 0 || values.some((v) => group.values.includes(v));
  });
}

/**
 * Each page in the hits gets its page-level (lvl1) hit ahead of its sections, built from the
 * hierarchy every record carries. DocSearch groups hits under that parent and saves the parent to
 * Recent when a hit is chosen; an engine's top hits do not always include it.
 */
export function withPageHits(records: readonly StoredRecord[]): StoredRecord[] {
  const present = new Set(records.filter((r) => r.type === 'lvl1').map((r) => r.url_without_anchor));
  const out: StoredRecord[] = [];
  for (const record of records) {
    if (!present.has(record.url_without_anchor)) {
      present.add(record.url_without_anchor);
      out.push({
        ...record,
        objectID: `${record.url_without_anchor}#0`,
        url: record.url_without_anchor,
        anchor: null,
        type: 'lvl1',
        hierarchy: { lvl0: record.hierarchy.lvl0, lvl1: record.hierarchy.lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
        content: null,
      });
    }
    out.push(record);
  }
  return out;
}

/**
 * A search as every front end sees it, whatever the engine: the engine's records that pass the
 * facets and hold every query word, each page's own hit ahead of its sections, at most `limit`.
 * `total` counts the kept records and keeps the engine's count of those it did not return as an
 * estimate, since only the returned ones were checked.
 */
export async function searchRecords(engine: SearchEngine, query: string, facets: readonly FacetGroup[], limit: number): Promise<EngineResult> {
  if (!query.trim()) return { records: [], total: 0 };
  const found = await engine.search(query, [...facets], limit);
  const kept = found.records.filter((r) => matchesFacets(r, facets) && matchesAllTerms(r, query));
  return { records: withPageHits(kept).slice(0, limit), total: kept.length + Math.max(0, found.total - found.records.length), ...(found.facets ? { facets: found.facets } : {}) };
}
