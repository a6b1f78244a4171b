import { LEVELS, matchesAllTerms, queryTerms, termMatchesWord, termsFoundIn, WORD, type StoredRecord } from './core';
import type { Hierarchy, RecordType, SearchRecord } from './records';

/**
 * The built-in index holds one Pagefind document per page, Pagefind's own unit: at 10,000 pages one
 * document per DocSearch record made its metadata, file count and per-keystroke work about 25 times
 * larger (BENCHMARKS.md, "Search at scale"). The page's records travel compactly in the page's
 * Pagefind fragment; the engine decodes them and keeps the records that hold the query, so the
 * modal still gets DocSearch's record-level hits.
 */

/**
 * One record as a row: its type, its anchor and its own text (a heading's text, or the content).
 * The hierarchy is not stored: each heading row sets its level and clears the deeper ones, as
 * extractRecords builds it. `fix` is present only when that rule or the position count (each row
 * one after the last) would not give the record back, e.g. after de-duplication dropped a record.
 */
export type PageRow = [type: RecordType, anchor: string | null, text: string, fix?: RowFix];

interface RowFix {
  /** weight.position, which the objectID carries */
  p?: number;
  /** hierarchy lvl0 to lvl6 */
  h?: Array<string | null>;
}

/** A page's records as its Pagefind fragment carries them (JSON). */
export interface EncodedPage {
  /** url_without_anchor */
  u: string;
  /** hierarchy.lvl0, the same for the whole page */
  h: string;
  /** language */
  l: string;
  /** docusaurus_tag */
  t: string[];
  /** the page's records in document order */
  r: PageRow[];
}

/** A record's own text: what the row stores and what ranks it within its page. */
export function ownText(record: Pick<StoredRecord, 'type' | 'hierarchy' | 'content'>): string {
  return record.type === 'content' ? (record.content ?? '') : (record.hierarchy[record.type] ?? '');
}

/** The hierarchy after a row: a heading sets its level and clears the deeper ones; content changes nothing. */
function nextHierarchy(previous: Hierarchy, type: RecordType, text: string): Hierarchy {
  if (type === 'content') return previous;
  const level = LEVELS.indexOf(type);
  return Object.fromEntries(LEVELS.map((lvl, i) => [lvl, i < level ? previous[lvl] : i === level ? text : null])) as unknown as Hierarchy;
}

/**
 * The records of each page, pages in the order they first appear (the records come in crawler
 * order, so the highest-ranked page first) and each page's records in document order.
 */
export function groupByPage(records: readonly SearchRecord[]): SearchRecord[][] {
  const pages = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const page = pages.get(record.url_without_anchor);
    if (page) page.push(record);
    else pages.set(record.url_without_anchor, [record]);
  }
  return [...pages.values()].map((page) => page.sort((a, b) => a.weight.position - b.weight.position));
}

/** A page's records (one page, document order, as groupByPage gives them) as compact JSON. */
export function encodePage(records: readonly SearchRecord[]): string {
  const first = records[0];
  if (!first) throw new Error('encodePage needs at least one record');
  let hierarchy: Hierarchy = { lvl0: first.hierarchy.lvl0, lvl1: '', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let position = -1;
  const rows = records.map((record): PageRow => {
    const text = ownText(record);
    const fix: RowFix = {};
    if (record.weight.position !== position + 1) fix.p = record.weight.position;
    const implied = nextHierarchy(hierarchy, record.type, text);
    if (LEVELS.some((lvl) => implied[lvl] !== record.hierarchy[lvl])) fix.h = LEVELS.map((lvl) => record.hierarchy[lvl]);
    position = record.weight.position;
    hierarchy = record.hierarchy;
    return fix.p === undefined && fix.h === undefined ? [record.type, record.anchor, text] : [record.type, record.anchor, text, fix];
  });
  const page: EncodedPage = { u: first.url_without_anchor, h: first.hierarchy.lvl0, l: first.language, t: first.docusaurus_tag, r: rows };
  const json = JSON.stringify(page);
  // The rows assume what extractRecords guarantees (a URL made of the page and the anchor, one
  // language and set of tags a page); a record that breaks it would come back changed, unnoticed.
  const fields = (r: StoredRecord) => JSON.stringify([r.objectID, r.url, r.url_without_anchor, r.anchor, r.type, LEVELS.map((l) => r.hierarchy[l]), r.content, r.language, r.docusaurus_tag]);
  const back = decodePage(json);
  if (back.length !== records.length || back.some((r, i) => fields(r) !== fields(records[i]!))) throw new Error(`The search records of ${first.url_without_anchor} cannot be stored as page rows`);
  return json;
}

/** The page's records, in document order, as they were before encodePage. */
export function decodePage(json: string): StoredRecord[] {
  const page = JSON.parse(json) as EncodedPage;
  let hierarchy: Hierarchy = { lvl0: page.h, lvl1: '', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let position = -1;
  return page.r.map(([type, anchor, text, fix]) => {
    position = fix?.p ?? position + 1;
    hierarchy = fix?.h ? (Object.fromEntries(LEVELS.map((lvl, i) => [lvl, fix.h![i] ?? null])) as unknown as Hierarchy) : nextHierarchy(hierarchy, type, text);
    return {
      objectID: `${page.u}#${position}`,
      url: anchor ? `${page.u}#${anchor}` : page.u,
      url_without_anchor: page.u,
      anchor,
      type,
      hierarchy,
      content: type === 'content' ? text : null,
      language: page.l,
      docusaurus_tag: page.t,
    };
  });
}

/** Headings above content, higher levels first. */
const TYPE_RANK: Record<RecordType, number> = { lvl0: 0, lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6, content: 7 };

/**
 * The page's records that hold every query word (in their text or the headings above them, as
 * Algolia searches the hierarchy too), best first: the page title, then the records whose own text
 * holds more of the query words, then headings by level, then position on the page. Without the
 * own-text rule every record under a matching title would tie, and the first headings of the page
 * would take the modal's few places ahead of the sections about the query.
 */
export function pageHits(records: readonly StoredRecord[], query: string): StoredRecord[] {
  const terms = queryTerms(query);
  return records
    .map((record, position) => ({ record, position }))
    .filter(({ record }) => matchesAllTerms(record, query))
    .map((hit) => ({ ...hit, own: termsFoundIn(ownText(hit.record), terms).length }))
    .sort((a, b) => Number(b.record.type === 'lvl1') - Number(a.record.type === 'lvl1') || b.own - a.own || TYPE_RANK[a.record.type] - TYPE_RANK[b.record.type] || a.position - b.position)
    .map(({ record }) => record);
}

/**
 * How closely a page's best record answers the query, on what Pagefind's page ranking cannot see:
 * word order and which words a heading is made of (Pagefind ranks on word counts and weights, so a
 * page that mentions a word in six table rows outranks the page with a section named after it).
 * 2: a heading that is the query (its words are the query's words, in order: "Drag and drop" for
 * "drag and drop"); 1: a record whose own text holds the query's words side by side, in order
 * ("G♯ harmonic minor" for "G# harmonic minor"); 0: the words are only scattered over the record
 * and the headings above it. Algolia, which DocSearch was made for, ranks by proximity and by the
 * attribute that matched in the same spirit.
 */
export function pageFit(records: readonly StoredRecord[], query: string): number {
  const terms = (query.toLowerCase().match(WORD) ?? []).filter(Boolean);
  if (terms.length === 0) return 0;
  let best = 0;
  for (const record of records) {
    const words = ownText(record).toLowerCase().match(WORD) ?? [];
    const at = phraseAt(words, terms);
    if (at === -1) continue;
    if (record.type !== 'content' && words.length === terms.length) return 2;
    best = 1;
  }
  return best;
}

/** Where the terms start as consecutive words (each term matching its word as termMatchesWord has it), or -1. */
function phraseAt(words: readonly string[], terms: readonly string[]): number {
  for (let i = 0; i + terms.length <= words.length; i++) {
    if (terms.every((term, k) => termMatchesWord(term, words[i + k]!))) return i;
  }
  return -1;
}
