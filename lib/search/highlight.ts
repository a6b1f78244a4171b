/**
 * Highlighting and snippets for search hits. Text is HTML-escaped before the highlight tags are
 * added, so markup inside indexed content is shown as text and never runs.
 */
import { escapeHtml } from '../markup/escape';
import { termMatchesWord, WORD } from './core';

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

interface Segment {
  text: string;
  word: boolean;
  match: string | null;
}

function segments(text: string, terms: string[]): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    const index = m.index ?? 0;
    if (index > last) out.push({ text: text.slice(last, index), word: false, match: null });
    const lower = m[0].toLowerCase();
    // The rule that decided the record matches, so each word that made it match is marked.
    const match = terms.find((term) => termMatchesWord(term, lower)) ?? null;
    out.push({ text: m[0], word: true, match });
    last = index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), word: false, match: null });
  return out;
}

function render(parts: Segment[], pre: string, post: string): string {
  return parts.map((p) => (p.match ? `${pre}${escapeHtml(p.text)}${post}` : escapeHtml(p.text))).join('');
}

function level(parts: Segment[], terms: string[]): Pick<HighlightResult, 'matchLevel' | 'matchedWords' | 'fullyHighlighted'> {
  const matched = [...new Set(parts.map((p) => p.match).filter((m): m is string => m !== null))];
  const words = parts.filter((p) => p.word);
  return {
    matchLevel: matched.length === 0 ? 'none' : matched.length === terms.length ? 'full' : 'partial',
    matchedWords: matched,
    fullyHighlighted: words.length > 0 && words.every((p) => p.match !== null),
  };
}

export function highlight(text: string, terms: string[], pre = '<mark>', post = '</mark>'): HighlightResult {
  const parts = segments(text, terms);
  return { value: render(parts, pre, post), ...level(parts, terms) };
}

/**
 * A window of `words` words around the first match (or the start), highlighted, with an ellipsis
 * where text was cut, as Algolia's attributesToSnippet does.
 */
export function snippet(text: string, terms: string[], words: number, { pre = '<mark>', post = '</mark>', ellipsis = '…' } = {}): { value: string; matchLevel: HighlightResult['matchLevel'] } {
  const parts = segments(text, terms);
  const wordIndexes = parts.flatMap((p, i) => (p.word ? [i] : []));
  if (wordIndexes.length <= words) return { value: render(parts, pre, post), matchLevel: level(parts, terms).matchLevel };
  const firstMatch = wordIndexes.findIndex((i) => parts[i]?.match);
  const startWord = Math.max(0, Math.min(firstMatch === -1 ? 0 : firstMatch - Math.floor((words - 1) / 2), wordIndexes.length - words));
  const from = wordIndexes[startWord] ?? 0;
  const to = wordIndexes[startWord + words - 1] ?? parts.length - 1;
  const window = parts.slice(from, to + 1);
  const value = `${from > 0 ? ellipsis : ''}${render(window, pre, post)}${to < parts.length - 1 ? ellipsis : ''}`;
  return { value, matchLevel: level(window, terms).matchLevel };
}
