/**
 * Notes as the Music Theory API models them (spec §3): a letter, an accidental and a pitch class.
 * Roots arrive in paths as words (`B-Flat`, because `#` would start the URL fragment); responses
 * spell notes with symbols (`Bb`, `F##`) or as Note objects. Tonal, which does the music, speaks
 * symbols; these functions translate between the three spellings.
 */

import { Note as TonalNote } from 'tonal';

export const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type Letter = (typeof LETTERS)[number];

/** The accidentals the API can spell, in the description's order. A triple sharp or flat has no name here. */
export const ACCIDENTALS = ['Natural', 'Sharp', 'DoubleSharp', 'DoubleFlat', 'Flat'] as const;
export type Accidental = (typeof ACCIDENTALS)[number];

export interface Note {
  name: Letter;
  accidental: Accidental;
  pitchClass: number;
}

/** Semitones above C of each natural letter. */
const LETTER_PITCH: Record<Letter, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

const ALTERATION: Record<Accidental, number> = { Natural: 0, Sharp: 1, DoubleSharp: 2, Flat: -1, DoubleFlat: -2 };

const SYMBOL: Record<Accidental, string> = { Natural: '', Sharp: '#', DoubleSharp: '##', Flat: 'b', DoubleFlat: 'bb' };

/** A note that needs more than two sharps or flats, which the API's Note model cannot spell. */
export class UnspellableNoteError extends Error {
  constructor(readonly symbol: string) {
    super(`${symbol} needs more than two sharps or flats, which a Note cannot spell.`);
    this.name = 'UnspellableNoteError';
  }
}

export function makeNote(name: Letter, accidental: Accidental): Note {
  return { name, accidental, pitchClass: mod12(LETTER_PITCH[name] + ALTERATION[accidental]) };
}

/** `F##` → { F, DoubleSharp, 7 }. Throws UnspellableNoteError for `F###`, and a plain Error for non-notes. */
export function noteFromSymbol(symbol: string): Note {
  const match = /^([A-G])(#*|b*)$/.exec(symbol);
  if (!match) throw new Error(`'${symbol}' is not a note name.`);
  const [, letter, signs = ''] = match;
  const alteration = signs.startsWith('#') ? signs.length : -signs.length;
  const accidental = ACCIDENTALS.find((a) => ALTERATION[a] === alteration);
  if (!accidental) throw new UnspellableNoteError(symbol);
  return makeNote(letter as Letter, accidental);
}

/** { F, DoubleSharp } → `F##`: the spelling of ScaleNotesResponse and what tonal reads. */
export function noteSymbol(note: Pick<Note, 'name' | 'accidental'>): string {
  return `${note.name}${SYMBOL[note.accidental]}`;
}

/** `B-Flat` → { B, Flat, 10 }; `C` → { C, Natural, 0 }. Undefined for anything else (`H`, `C-Natural`, `c`). */
export function parseRoot(value: string): Note | undefined {
  const match = /^([A-G])(?:-(Sharp|DoubleSharp|Flat|DoubleFlat))?$/.exec(value);
  if (!match) return undefined;
  return makeNote(match[1] as Letter, (match[2] as Accidental | undefined) ?? 'Natural');
}

/** { B, Flat } → `B-Flat`: how a root is written in a path. */
export function rootPath(note: Pick<Note, 'name' | 'accidental'>): string {
  return note.accidental === 'Natural' ? note.name : `${note.name}-${note.accidental}`;
}

/** The 35 ways to write a root in a path: every letter with no accidental or one of the four. */
export const ROOT_SPELLINGS: readonly string[] = LETTERS.flatMap((letter) => ACCIDENTALS.map((accidental) => rootPath({ name: letter, accidental })));

/** The plainest spelling of the same pitch (D𝄪 → E, F♭♭ → E♭), to suggest when a root's key cannot be spelled. */
export function enharmonicRoot(note: Note): Note {
  return noteFromSymbol(TonalNote.simplify(noteSymbol(note)));
}

function mod12(n: number): number {
  return ((n % 12) + 12) % 12;
}
