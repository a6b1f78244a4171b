/** Keys as the site writes them ("F-sharp major") and as Humdrum does (`*F#:`), and their signatures. */

export type Mode = 'major' | 'minor';

export interface MusicalKey {
  /** Letter, upper case: A to G. */
  letter: string;
  /** -1 flat, 0 natural, 1 sharp. */
  alter: -1 | 0 | 1;
  mode: Mode;
}

const LETTERS = 'FCGDAEB';

/** Sharps (positive) or flats (negative) in the signature of a key. */
export function signatureOfKey(key: MusicalKey): number {
  // Position on the circle of fifths: F = -1, C = 0, G = 1 … B = 5, each sharp adds 7, each flat takes 7.
  const fifths = LETTERS.indexOf(key.letter) - 1 + 7 * key.alter;
  return key.mode === 'major' ? fifths : fifths - 3;
}

/** `*C:`, `*f#:`, `*e-:` (upper case major, lower case minor). */
export function parseKeyDesignation(field: string): MusicalKey {
  const match = /^\*([A-Ga-g])([#-]?):$/.exec(field);
  if (!match) throw new Error(`"${field}" is no Humdrum key designation`);
  const letter = match[1]!;
  return {
    letter: letter.toUpperCase(),
    alter: match[2] === '#' ? 1 : match[2] === '-' ? -1 : 0,
    mode: letter === letter.toUpperCase() ? 'major' : 'minor',
  };
}

/** `*k[f#c#]` → 2, `*k[b-e-]` → -2, `*k[]` → 0. */
export function parseKeySignature(field: string): number {
  const match = /^\*k\[((?:[a-g][#-])*)\]$/.exec(field);
  if (!match) throw new Error(`"${field}" is no Humdrum key signature`);
  const accidentals = match[1]!.match(/[a-g][#-]/g) ?? [];
  const sharps = accidentals.filter((a) => a.endsWith('#')).length;
  return sharps > 0 ? sharps : accidentals.length === 0 ? 0 : -accidentals.length;
}

/** "C major", "F-sharp major", "E-flat minor": the page's spelling. */
export function keyName(key: MusicalKey): string {
  const accidental = key.alter === 1 ? '-sharp' : key.alter === -1 ? '-flat' : '';
  return `${key.letter}${accidental} ${key.mode}`;
}

/** Reads the page's spelling back: "A-flat major" → the key. */
export function parseKeyName(text: string): MusicalKey {
  const match = /^([A-G])(-sharp|-flat|♯|♭)?\s+(major|minor)$/i.exec(text.trim());
  if (!match) throw new Error(`"${text}" is no key name (write it as "C major" or "F-sharp minor")`);
  const acc = match[2]?.toLowerCase();
  return {
    letter: match[1]!.toUpperCase(),
    alter: acc === '-sharp' || acc === '♯' ? 1 : acc === '-flat' || acc === '♭' ? -1 : 0,
    mode: match[3]!.toLowerCase() as Mode,
  };
}

/** schema.org's musicalKey wants the short form: "C major", "F# major", "Eb minor". */
export function shortKeyName(key: MusicalKey): string {
  return `${key.letter}${key.alter === 1 ? '#' : key.alter === -1 ? 'b' : ''} ${key.mode}`;
}
