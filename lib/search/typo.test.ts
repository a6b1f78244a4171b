import { describe, expect, it } from 'vitest';
import { allowedEdits, buildVocabulary, closestWords, corrections, editDistance } from './typo';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent transpositions as one edit each', () => {
    expect(editDistance('filtr', 'filter')).toBe(1);
    expect(editDistance('oscillator', 'oscilator')).toBe(1);
    expect(editDistance('cutof', 'cutoff')).toBe(1);
    expect(editDistance('resonnace', 'resonance')).toBe(1);
    expect(editDistance('sine', 'sine')).toBe(0);
    expect(editDistance('envelope', 'evnelpoe')).toBe(2);
    expect(editDistance('oscilatr', 'oscillators')).toBe(3);
  });

  it('stops early past the allowed distance', () => {
    expect(editDistance('wavetable', 'filter', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
  });
});

describe('buildVocabulary', () => {
  it('keeps words of four letters or more without digits, most frequent first, headings winning ties', () => {
    const vocabulary = buildVocabulary(['Filters', 'The filter cutoff', 'filter mode v2 and 808s', 'cutoff Filters']);
    expect(vocabulary.words).toEqual(['filters', 'filter', 'cutoff', 'mode']);
  });

  it('is cut to the given size', () => {
    expect(buildVocabulary(['alpha beta gamma delta'], 2).words).toEqual(['alpha', 'beta']);
  });
});

const vocabulary = buildVocabulary(['oscillator oscillator oscillators wavetable wavetable filter filter filter filters modulation modulation', 'envelope sine sync sample sampler cutoff resonance']);

describe('closestWords', () => {
  it('finds the closest word first, the more frequent among equals', () => {
    expect(closestWords('filtr', vocabulary)).toEqual([{ word: 'filter', edits: 1 }]);
    expect(closestWords('oscilator', vocabulary).map((c) => c.word)).toEqual(['oscillator', 'oscillators']);
  });

  it('allows one edit up to five letters and two beyond', () => {
    expect(allowedEdits(5)).toBe(1);
    expect(allowedEdits(6)).toBe(2);
    expect(closestWords('fltr', vocabulary)).toEqual([]);
  });
});

describe('corrections', () => {
  it('corrects the misspelt words of a query and keeps the rest', () => {
    expect(corrections('wavtable', vocabulary)[0]).toEqual({ query: 'wavetable', edits: 1 });
    expect(corrections('modulaton', vocabulary)[0]).toEqual({ query: 'modulation', edits: 1 });
    expect(corrections('filtr cutoff', vocabulary)[0]).toEqual({ query: 'filter cutoff', edits: 1 });
  });

  it('offers up to three corrections, the most edits to one word deciding the confidence', () => {
    expect(corrections('sampel', vocabulary)).toEqual([
      { query: 'sample', edits: 1 },
      { query: 'sampler', edits: 2 },
    ]);
    expect(corrections('oscilatr', vocabulary)).toEqual([{ query: 'oscillator', edits: 2 }]);
    expect(corrections('sampel filtre', vocabulary).map((c) => c.query)).toEqual(['sample filter', 'sampler filters']);
  });

  it('leaves known words, words typed so far, short words and numbers alone', () => {
    expect(corrections('filter', vocabulary)).toEqual([]);
    expect(corrections('wavet', vocabulary)).toEqual([]);
    expect(corrections('filters', vocabulary)).toEqual([]);
    expect(corrections('syn', vocabulary)).toEqual([]);
    expect(corrections('8080', vocabulary)).toEqual([]);
    expect(corrections('zqxjvw', vocabulary)).toEqual([]);
  });
});
