import type { RecordType, SearchRecord } from './records';

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

export interface SearchEngine {
  search(query: string, filters: FacetGroup[], limit: number): Promise<{ records: StoredRecord[]; total: number }>;
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
