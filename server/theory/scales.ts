import { Key, Scale as TonalScale } from 'tonal';
import { buildChord, chordTypeFromSuffix, type Chord } from './chords';
import { noteFromSymbol, noteSymbol, type Note } from './notes';

/** The scale types of the API (spec §3, §5). */
export const SCALE_TYPES = ['Major', 'Minor', 'HarmonicMinor'] as const;
export type ScaleType = (typeof SCALE_TYPES)[number];

/** Keys, for diatonic chords and progressions: major or natural minor only (spec §5). */
export const KEY_TYPES = ['Major', 'Minor'] as const;
export type KeyType = (typeof KEY_TYPES)[number];

export interface Scale {
  root: Note;
  type: ScaleType;
  /** Ascending from the root, one letter per degree. */
  notes: Note[];
}

const TONAL_SCALE: Record<ScaleType, string> = { Major: 'major', Minor: 'minor', HarmonicMinor: 'harmonic minor' };

/**
 * The seven notes of a scale, one letter per degree (G♯ harmonic minor ends on F𝄪, not G).
 * Throws UnspellableNoteError for theoretical keys that need triple sharps or flats (D𝄪 major has F♯𝄪).
 */
export function buildScale(root: Note, type: ScaleType): Scale {
  const symbols = TonalScale.get(`${noteSymbol(root)} ${TONAL_SCALE[type]}`).notes;
  if (symbols.length !== 7) throw new Error(`No ${type} scale on ${noteSymbol(root)}.`);
  return { root: noteFromSymbol(noteSymbol(root)), type, notes: symbols.map(noteFromSymbol) };
}

/** The seven diatonic triads of a major or natural minor key, from the tonic up. */
export function diatonicChords(root: Note, type: KeyType): Chord[] {
  const tonic = noteSymbol(root);
  const key = type === 'Major' ? Key.majorKey(tonic) : Key.minorKey(tonic).natural;
  return key.scale.map((degree, i) => {
    // Tonal names the triads after their roots ('Bdim', 'Dbb' for D𝄫 major): the suffix is the quality.
    const name = key.triads[i] ?? '';
    if (!name.startsWith(degree)) throw new Error(`Triad ${name} does not start on ${degree}.`);
    return buildChord(noteFromSymbol(degree), chordTypeFromSuffix(name.slice(degree.length)));
  });
}
