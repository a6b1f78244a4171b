import { describe, expect, it } from 'vitest';
import type { SearchEngine, StoredRecord } from './core';
import { forgivingSearch } from './forgiving';
import { buildVocabulary } from './typo';

const record = (url: string, content: string): StoredRecord => ({
  objectID: `${url}#1`,
  url,
  url_without_anchor: url,
  anchor: null,
  type: 'content',
  hierarchy: { lvl0: 'Docs', lvl1: url.slice(1), lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content,
});

const RECORDS = [record('/osc', 'the oscillator'), record('/osc2', 'an oscillator again'), record('/filter', 'filter cutoff'), record('/osc3', 'oscillator three')];

/** Finds the records holding the query's words, as an index would; with or without a vocabulary. */
function engine(withVocabulary = true): SearchEngine {
  return {
    async search(query) {
      const words = query.toLowerCase().split(/\s+/);
      const found = RECORDS.filter((r) => words.every((w) => r.content!.split(' ').some((x) => x.startsWith(w))));
      return { records: found, total: found.length };
    },
    ...(withVocabulary ? { vocabulary: async () => buildVocabulary(RECORDS.map((r) => r.content!)) } : {}),
  };
}

describe('forgivingSearch', () => {
  it('adds the hits of a one-edit correction to a query that finds little, and says which', async () => {
    const found = await forgivingSearch(engine(), 'oscilator', [], 20);
    expect(found.correctedQuery).toBe('oscillator');
    expect(found.records.filter((r) => r.type === 'content').map((r) => r.url)).toEqual(['/osc', '/osc2', '/osc3']);
    expect(found.total).toBe(3);
  });

  it('offers a less certain correction only, when nothing was found', async () => {
    const found = await forgivingSearch(engine(), 'oscilatr', [], 20);
    expect(found).toEqual({ records: [], total: 0, suggestions: ['oscillator'] });
  });

  it('leaves a query that finds enough, or an engine without a vocabulary, alone', async () => {
    expect((await forgivingSearch(engine(), 'oscillator', [], 20)).correctedQuery).toBeUndefined();
    expect(await forgivingSearch(engine(false), 'oscilator', [], 20)).toEqual({ records: [], total: 0, suggestions: [] });
  });
});
