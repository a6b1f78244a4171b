import type { Chord, ChordType } from './chords';
import type { Note } from './notes';
import { diatonicChords, type KeyType } from './scales';

export interface ChordProgression {
  /** Roman numerals: upper case major, lower case minor, ° diminished. */
  pattern: string;
  chords: Chord[];
}

/** The common progressions of the API's description, in its order, for each kind of key. */
export const COMMON_PATTERNS: Record<KeyType, readonly string[]> = {
  Major: ['I-IV-V', 'I-V-vi-IV', 'ii-V-I'],
  Minor: ['i-iv-v', 'i-VI-III-VII', 'ii°-v-i'],
};

const NUMERALS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'];

/** `vi` → degree 5 (0-based) and Minor; `ii°` → 1 and Diminished; `VII` → 6 and Major. */
export function parseNumeral(numeral: string): { degree: number; type: ChordType } {
  const diminished = numeral.endsWith('°');
  const letters = diminished ? numeral.slice(0, -1) : numeral;
  const degree = NUMERALS.indexOf(letters.toUpperCase());
  const upper = letters === letters.toUpperCase();
  const lower = letters === letters.toLowerCase();
  if (degree < 0 || (!upper && !lower)) throw new Error(`'${numeral}' is not a Roman numeral.`);
  return { degree, type: diminished ? 'Diminished' : upper ? 'Major' : 'Minor' };
}

/**
 * The chords of a pattern in a key, taken from the key's diatonic triads so that a progression and
 * /Scales/…/chords always agree. The numeral's case must match the triad's quality: a pattern that
 * asks for a chord the key does not have is a mistake in COMMON_PATTERNS, not a request error.
 */
export function buildProgression(pattern: string, diatonic: readonly Chord[]): ChordProgression {
  const chords = pattern.split('-').map((numeral) => {
    const { degree, type } = parseNumeral(numeral);
    const chord = diatonic[degree];
    if (!chord || chord.type !== type) throw new Error(`${numeral} is not a diatonic triad of this key.`);
    return chord;
  });
  return { pattern, chords };
}

/** The common progressions in the major or natural minor key on a root. */
export function commonProgressions(root: Note, type: KeyType): ChordProgression[] {
  const diatonic = diatonicChords(root, type);
  return COMMON_PATTERNS[type].map((pattern) => buildProgression(pattern, diatonic));
}
