import { Chord as TonalChord } from 'tonal';
import { noteFromSymbol, noteSymbol, type Note } from './notes';

/** The triad qualities of the API (spec §3, §5). */
export const CHORD_TYPES = ['Major', 'Minor', 'Diminished', 'Augmented'] as const;
export type ChordType = (typeof CHORD_TYPES)[number];

export interface Chord {
  root: Note;
  type: ChordType;
  /** Root, third and fifth, in that order. */
  notes: Note[];
}

/** Tonal's chord symbol for each quality. */
const TONAL_SYMBOL: Record<ChordType, string> = { Major: 'M', Minor: 'm', Diminished: 'dim', Augmented: 'aug' };

/**
 * The triad of a quality on a root, spelled by thirds (B♭ minor is B♭, D♭, F, never A♯, C♯, F).
 * Throws UnspellableNoteError when a note would need a triple sharp or flat (G𝄪 augmented has D♯𝄪).
 */
export function buildChord(root: Note, type: ChordType): Chord {
  const symbols = TonalChord.getChord(TONAL_SYMBOL[type], noteSymbol(root)).notes;
  if (symbols.length !== 3) throw new Error(`No ${type} triad on ${noteSymbol(root)}.`);
  return { root: noteFromSymbol(noteSymbol(root)), type, notes: symbols.map(noteFromSymbol) };
}

/** The quality of a triad from tonal's chord name suffix in a key ('' for major, 'm', 'dim', 'aug'). */
export function chordTypeFromSuffix(suffix: string): ChordType {
  const type = (Object.keys(TONAL_SYMBOL) as ChordType[]).find((t) => TONAL_SYMBOL[t] === suffix || (t === 'Major' && suffix === ''));
  if (!type) throw new Error(`'${suffix}' is not a triad quality.`);
  return type;
}
