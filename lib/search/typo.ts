import { queryTerms, termMatchesWord, WORD } from './core';

/**
 * Typo tolerance for the built-in engine. Pagefind matches words exactly or by prefix
 * (https://github.com/Pagefind/pagefind/issues/2), so "oscilator" finds nothing. The build writes a
 * vocabulary of the site's words beside the index (most frequent first); a query that finds little
 * is retried with the closest words of that vocabulary by edit distance.
 */

/** The vocabulary as the build writes it and the engine loads it. */
export interface Vocabulary {
  /** Words, lower-case, most frequent first: the order breaks ties between equally close words. */
  words: string[];
}

/** Written beside the Pagefind index by the build. */
export const VOCABULARY_FILE = 'vocabulary.json';

/** Shorter words are not corrected: at three letters nearly every word is one edit from another. */
export const MIN_CORRECTED_LENGTH = 4;
/** Words kept in the vocabulary (by frequency), so it stays a few KB however large the site. */
export const MAX_VOCABULARY = 4000;
/** A query finding fewer hits than this is retried with corrections. */
export const FEW_HITS = 3;
/** Corrected queries offered on the no-results screen (spec: "Try searching for", up to 3). */
export const MAX_SUGGESTIONS = 3;

/** Edits allowed for a word of this length: one up to five letters, two beyond. */
export function allowedEdits(length: number): number {
  return length <= 5 ? 1 : 2;
}

/**
 * Optimal string alignment distance (Levenshtein with adjacent transpositions counted as one edit),
 * or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The site's words for the vocabulary: every word of at least MIN_CORRECTED_LENGTH letters (and no
 * digit) in the given texts, most frequent first, at most `max`. Titles and headings are passed in
 * first so that, among words of equal frequency, theirs are kept.
 */
export function buildVocabulary(texts: Iterable<string>, max = MAX_VOCABULARY): Vocabulary {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of text.toLowerCase().match(WORD) ?? []) {
      if (word.length < MIN_CORRECTED_LENGTH || /\p{N}/u.test(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  // Map order is first appearance, and sort is stable: ties keep the headings' words first.
  const words = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word);
  return { words: words.slice(0, max) };
}

export interface Candidate {
  word: string;
  edits: number;
}

/** The vocabulary's words closest to a term, closest first and then most frequent, at most `limit`. */
export function closestWords(term: string, vocabulary: Vocabulary, limit = MAX_SUGGESTIONS): Candidate[] {
  const max = allowedEdits(term.length);
  const found: Candidate[] = [];
  for (const word of vocabulary.words) {
    if (word === term) continue;
    const edits = editDistance(term, word, max);
    if (edits <= max) found.push({ word, edits });
  }
  // Stable sort: equally close words stay in vocabulary (frequency) order.
  return found.sort((a, b) => a.edits - b.edits).slice(0, limit);
}

/** Whether the vocabulary already has the term: as a word, a prefix of one (typed so far), or a stem. */
function known(term: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words.some((word) => termMatchesWord(term, word));
}

export interface Correction {
  /** The query with its unknown words replaced. */
  query: string;
  /** The most edits made to any one word: 1 is a confident correction. */
  edits: number;
}

/**
 * Corrected queries for a query, best first, at most MAX_SUGGESTIONS: each word the vocabulary does
 * not know (and long enough to correct) is replaced by its first, second or third closest word. A
 * query whose words are all known, or that has no close words, has none.
 */
export function corrections(query: string, vocabulary: Vocabulary): Correction[] {
  const terms = queryTerms(query);
  const options = terms.map((term) => {
    if (term.length < MIN_CORRECTED_LENGTH || /\p{N}/u.test(term) || known(term, vocabulary)) return null;
    return closestWords(term, vocabulary);
  });
  if (options.every((o) => o === null || o.length === 0)) return [];
  const out: Correction[] = [];
  for (let rank = 0; rank < MAX_SUGGESTIONS; rank++) {
    let edits = 0;
    let changed = false;
    const words = terms.map((term, i) => {
      const candidates = options[i];
      if (!candidates || candidates.length === 0) return term;
      const pick = candidates[Math.min(rank, candidates.length - 1)]!;
      edits = Math.max(edits, pick.edits);
      changed = true;
      return pick.word;
    });
    const corrected = words.join(' ');
    if (changed && !out.some((c) => c.query === corrected)) out.push({ query: corrected, edits });
  }
  return out;
}
