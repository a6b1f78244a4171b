import { describe, expect, it } from 'vitest';
import {
  buildChord,
  buildScale,
  CHORD_TYPES,
  commonProgressions,
  COMMON_PATTERNS,
  diatonicChords,
  enharmonicRoot,
  KEY_TYPES,
  noteFromSymbol,
  noteSymbol,
  parseNumeral,
  parseRoot,
  ROOT_SPELLINGS,
  rootPath,
  SCALE_TYPES,
  UnspellableNoteError,
  type ChordType,
  type Note,
} from '.';

/**
 * An independent spelling of scales and triads, by counting letters and semitones by hand, to check
 * what tonal gives through server/theory. Each degree has a letter step (one letter per degree) and a
 * semitone distance from the root; the accidental is whatever makes the letter land on the semitone.
 */
const LETTERS = 'CDEFGAB';
const NATURAL = [0, 2, 4, 5, 7, 9, 11];

interface Spelled {
  symbol: string; // e.g. F##, or F### when the note cannot be a Note
  pitchClass: number;
  alteration: number;
}

function rootOf(path: string): { letter: number; pitchClass: number } {
  const [letter = '', accidental = 'Natural'] = path.split('-');
  const shift = { Natural: 0, Sharp: 1, DoubleSharp: 2, Flat: -1, DoubleFlat: -2 }[accidental]!;
  const index = LETTERS.indexOf(letter);
  return { letter: index, pitchClass: (NATURAL[index]! + shift + 12) % 12 };
}

/** The note `letterSteps` letters and `semitones` semitones above the root. */
function above(root: { letter: number; pitchClass: number }, letterSteps: number, semitones: number): Spelled {
  const letter = (root.letter + letterSteps) % 7;
  const pitchClass = (root.pitchClass + semitones) % 12;
  const alteration = ((pitchClass - NATURAL[letter]! + 18) % 12) - 6; // -6…5, nearest to the natural letter
  const sign = alteration >= 0 ? '#'.repeat(alteration) : 'b'.repeat(-alteration);
  return { symbol: LETTERS[letter]! + sign, pitchClass, alteration };
}

const SCALE_SEMITONES = {
  Major: [0, 2, 4, 5, 7, 9, 11],
  Minor: [0, 2, 3, 5, 7, 8, 10],
  HarmonicMinor: [0, 2, 3, 5, 7, 8, 11],
} as const;

/** A triad is root, third and fifth: two and four letters up, these many semitones up. */
const TRIAD_SEMITONES: Record<ChordType, readonly [number, number, number]> = {
  Major: [0, 4, 7],
  Minor: [0, 3, 7],
  Diminished: [0, 3, 6],
  Augmented: [0, 4, 8],
};

function expectedScale(path: string, type: keyof typeof SCALE_SEMITONES): Spelled[] {
  const root = rootOf(path);
  return SCALE_SEMITONES[type].map((semitones, degree) => above(root, degree, semitones));
}

function expectedTriad(path: string, type: ChordType): Spelled[] {
  const root = rootOf(path);
  return TRIAD_SEMITONES[type].map((semitones, i) => above(root, i * 2, semitones));
}

const spellable = (notes: Spelled[]) => notes.every((n) => Math.abs(n.alteration) <= 2);

/** The API's Note for an independently spelled note. */
function asNote(spelled: Spelled): Note {
  const accidental = { [-2]: 'DoubleFlat', [-1]: 'Flat', 0: 'Natural', 1: 'Sharp', 2: 'DoubleSharp' }[spelled.alteration];
  return { name: spelled.symbol[0] as Note['name'], accidental: accidental as Note['accidental'], pitchClass: spelled.pitchClass };
}

/** The quality of a triad from its two intervals above the root, counted in semitones. */
function quality(notes: Spelled[]): ChordType {
  const [root, third, fifth] = notes.map((n) => n.pitchClass);
  const up = (n: number) => (n - root! + 12) % 12;
  const shape = `${up(third!)},${up(fifth!)}`;
  const found = (Object.keys(TRIAD_SEMITONES) as ChordType[]).find((t) => TRIAD_SEMITONES[t].slice(1).join(',') === shape);
  if (!found) throw new Error(`not a triad: ${shape}`);
  return found;
}

describe('notes', () => {
  it('has the 35 root spellings of the description, each read back to the same note', () => {
    expect(ROOT_SPELLINGS).toHaveLength(35);
    expect(new Set(ROOT_SPELLINGS).size).toBe(35);
    for (const path of ROOT_SPELLINGS) {
      const note = parseRoot(path)!;
      expect(rootPath(note)).toBe(path);
      expect(note.pitchClass).toBe(rootOf(path).pitchClass);
    }
  });

  it('reads roots as the description writes them, and nothing else', () => {
    expect(parseRoot('B-Flat')).toEqual({ name: 'B', accidental: 'Flat', pitchClass: 10 });
    expect(parseRoot('C-Flat')).toEqual({ name: 'C', accidental: 'Flat', pitchClass: 11 });
    expect(parseRoot('B-Sharp')).toEqual({ name: 'B', accidental: 'Sharp', pitchClass: 0 });
    expect(parseRoot('F-DoubleSharp')).toEqual({ name: 'F', accidental: 'DoubleSharp', pitchClass: 7 });
    for (const bad of ['H', 'c', 'C#', 'Bb', 'C-Natural', 'C-', 'C-sharp', 'B-Flat ', '']) expect(parseRoot(bad), bad).toBeUndefined();
  });

  it('spells symbols both ways and refuses triple accidentals', () => {
    expect(noteFromSymbol('F##')).toEqual({ name: 'F', accidental: 'DoubleSharp', pitchClass: 7 });
    expect(noteFromSymbol('Ebb')).toEqual({ name: 'E', accidental: 'DoubleFlat', pitchClass: 2 });
    expect(noteSymbol({ name: 'B', accidental: 'Flat' })).toBe('Bb');
    expect(() => noteFromSymbol('F###')).toThrow(UnspellableNoteError);
    expect(() => noteFromSymbol('Abbb')).toThrow(UnspellableNoteError);
    expect(() => noteFromSymbol('H')).toThrow(/not a note/);
  });

  it('suggests the plainest enharmonic root', () => {
    expect(noteSymbol(enharmonicRoot(parseRoot('D-DoubleSharp')!))).toBe('E');
    expect(noteSymbol(enharmonicRoot(parseRoot('F-DoubleFlat')!))).toBe('Eb');
    expect(noteSymbol(enharmonicRoot(parseRoot('B-Sharp')!))).toBe('C');
  });
});

describe('scales: every root spelling × every scale type, against letters and semitones counted by hand', () => {
  for (const type of SCALE_TYPES) {
    it(`${type} on all 35 roots`, () => {
      let spelled = 0;
      for (const path of ROOT_SPELLINGS) {
        const expected = expectedScale(path, type);
        if (spellable(expected)) {
          const scale = buildScale(parseRoot(path)!, type);
          expect(scale.notes.map(noteSymbol), `${path} ${type}`).toEqual(expected.map((n) => n.symbol));
          expect(scale.notes, `${path} ${type}`).toEqual(expected.map(asNote));
          expect(scale.root).toEqual(parseRoot(path));
          expect(new Set(scale.notes.map((n) => n.name)).size).toBe(7);
          spelled++;
        } else {
          expect(() => buildScale(parseRoot(path)!, type), `${path} ${type}`).toThrow(UnspellableNoteError);
        }
      }
      expect(spelled).toBeGreaterThanOrEqual(25);
    });
  }

  it('spells the issue’s examples', () => {
    expect(buildScale(parseRoot('G-Sharp')!, 'HarmonicMinor').notes.map(noteSymbol)).toEqual(['G#', 'A#', 'B', 'C#', 'D#', 'E', 'F##']);
    expect(buildScale(parseRoot('C')!, 'Major').notes.map(noteSymbol)).toEqual(['C', 'D', 'E', 'F', 'G', 'A', 'B']);
    expect(buildScale(parseRoot('C-Flat')!, 'Major').notes.map(noteSymbol)).toEqual(['Cb', 'Db', 'Eb', 'Fb', 'Gb', 'Ab', 'Bb']);
    expect(() => buildScale(parseRoot('D-DoubleSharp')!, 'Major')).toThrow(/F###/);
  });
});

describe('chords: every root spelling × every chord type, spelled by thirds', () => {
  for (const type of CHORD_TYPES) {
    it(`${type} triads on all 35 roots`, () => {
      for (const path of ROOT_SPELLINGS) {
        const expected = expectedTriad(path, type);
        if (spellable(expected)) {
          const chord = buildChord(parseRoot(path)!, type);
          expect(chord.notes, `${path} ${type}`).toEqual(expected.map(asNote));
          expect(chord.type).toBe(type);
          expect(chord.root).toEqual(chord.notes[0]);
          expect(quality(expected)).toBe(type);
        } else {
          expect(() => buildChord(parseRoot(path)!, type), `${path} ${type}`).toThrow(UnspellableNoteError);
        }
      }
    });
  }

  it('spells B-flat minor as B♭, D♭, F', () => {
    expect(buildChord(parseRoot('B-Flat')!, 'Minor').notes.map(noteSymbol)).toEqual(['Bb', 'Db', 'F']);
  });
});

describe('keys: diatonic triads and common progressions', () => {
  for (const type of KEY_TYPES) {
    it(`diatonic triads of every ${type} key, built on each degree from the scale by hand`, () => {
      for (const path of ROOT_SPELLINGS) {
        const scale = expectedScale(path, type);
        if (!spellable(scale)) {
          expect(() => diatonicChords(parseRoot(path)!, type), `${path} ${type}`).toThrow(UnspellableNoteError);
          continue;
        }
        const expected = scale.map((_, degree) => [0, 2, 4].map((step) => scale[(degree + step) % 7]!));
        const chords = diatonicChords(parseRoot(path)!, type);
        expect(
          chords.map((c) => c.notes),
          `${path} ${type}`,
        ).toEqual(expected.map((triad) => triad.map(asNote)));
        expect(
          chords.map((c) => c.type),
          `${path} ${type}`,
        ).toEqual(expected.map(quality));
      }
    });

    it(`common progressions of every ${type} key take their chords from its degrees`, () => {
      // The degrees of each pattern, written out here rather than parsed, and the quality of the key's triads.
      const degrees: Record<string, number[]> = {
        'I-IV-V': [0, 3, 4],
        'I-V-vi-IV': [0, 4, 5, 3],
        'ii-V-I': [1, 4, 0],
        'i-iv-v': [0, 3, 4],
        'i-VI-III-VII': [0, 5, 2, 6],
        'ii°-v-i': [1, 4, 0],
      };
      for (const path of ROOT_SPELLINGS) {
        const scale = expectedScale(path, type);
        if (!spellable(scale)) continue;
        const progressions = commonProgressions(parseRoot(path)!, type);
        expect(progressions.map((p) => p.pattern)).toEqual(COMMON_PATTERNS[type]);
        for (const { pattern, chords } of progressions) {
          const expected = degrees[pattern]!.map((d) => [0, 2, 4].map((step) => asNote(scale[(d + step) % 7]!)));
          expect(
            chords.map((c) => c.notes),
            `${path} ${type} ${pattern}`,
          ).toEqual(expected);
        }
      }
    });
  }

  it('names the chords of C major and A minor as the description does', () => {
    const names = (chords: { root: Note; type: string }[]) => chords.map((c) => `${noteSymbol(c.root)} ${c.type}`);
    expect(names(diatonicChords(parseRoot('C')!, 'Major'))).toEqual(['C Major', 'D Minor', 'E Minor', 'F Major', 'G Major', 'A Minor', 'B Diminished']);
    expect(names(diatonicChords(parseRoot('A')!, 'Minor'))).toEqual(['A Minor', 'B Diminished', 'C Major', 'D Minor', 'E Minor', 'F Major', 'G Major']);
    const progressions = commonProgressions(parseRoot('A')!, 'Minor');
    expect(progressions.map((p) => `${p.pattern}: ${names(p.chords).join(', ')}`)).toEqual([
      'i-iv-v: A Minor, D Minor, E Minor',
      'i-VI-III-VII: A Minor, F Major, C Major, G Major',
      'ii°-v-i: B Diminished, E Minor, A Minor',
    ]);
  });

  it('reads Roman numerals', () => {
    expect(parseNumeral('vi')).toEqual({ degree: 5, type: 'Minor' });
    expect(parseNumeral('ii°')).toEqual({ degree: 1, type: 'Diminished' });
    expect(parseNumeral('VII')).toEqual({ degree: 6, type: 'Major' });
    expect(() => parseNumeral('Vi')).toThrow();
    expect(() => parseNumeral('VIII')).toThrow();
  });
});
