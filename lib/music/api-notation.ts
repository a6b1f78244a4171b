/**
 * Notes of the Music Theory API's example responses, written as a one-staff Humdrum score so the
 * plain /api reference can show them engraved beside the JSON: a chord as one stacked chord, a
 * scale as a rising line, a list of chords one after another.
 */

/** A note as the API spells it: a Note object ({ name, accidental }) or a string such as "D#", "Bb", "F##". */
type ApiNote = { name: string; accidental: string } | string;

export interface ExampleNotes {
  /** Each group sounds at once: one group per chord, one note per group for a scale. */
  groups: { letter: string; alter: number }[][];
  /** How to say the notes: "B♭, D♭, F" (chords separated by " | "). */
  spoken: string;
}

const ACCIDENTALS: Record<string, number> = { Natural: 0, Sharp: 1, Flat: -1, DoubleSharp: 2, DoubleFlat: -2 };
const LETTERS = 'CDEFGAB';

function parseNote(note: unknown): { letter: string; alter: number } | null {
  if (typeof note === 'string') {
    const match = /^([A-G])(#{1,2}|b{1,2}|♯|♭)?$/.exec(note);
    if (!match) return null;
    const acc = match[2] ?? '';
    return { letter: match[1]!, alter: acc.startsWith('#') || acc === '♯' ? acc.length : acc ? -acc.length : 0 };
  }
  if (note && typeof note === 'object' && 'name' in note && 'accidental' in note) {
    const { name, accidental } = note as { name: unknown; accidental: unknown };
    if (typeof name !== 'string' || !LETTERS.includes(name) || typeof accidental !== 'string' || !(accidental in ACCIDENTALS)) return null;
    return { letter: name, alter: ACCIDENTALS[accidental]! };
  }
  return null;
}

const notesOf = (value: unknown): { letter: string; alter: number }[] | null => {
  if (!value || typeof value !== 'object' || !Array.isArray((value as { notes?: unknown }).notes)) return null;
  const notes = (value as { notes: ApiNote[] }).notes.map(parseNote);
  return notes.length > 0 && notes.every(Boolean) ? (notes as { letter: string; alter: number }[]) : null;
};

const SIGN = ['𝄫', '♭', '', '♯', '𝄪'];
const say = (n: { letter: string; alter: number }) => `${n.letter}${SIGN[n.alter + 2]}`;

/** The notes of a Chord, a Scale, a ScaleNotesResponse or a list of Chords; null for anything else. */
export function exampleNotes(value: unknown): ExampleNotes | null {
  if (Array.isArray(value)) {
    const chords = value.map(notesOf);
    if (chords.length === 0 || !chords.every(Boolean)) return null;
    const groups = chords as { letter: string; alter: number }[][];
    return { groups, spoken: groups.map((g) => g.map(say).join(', ')).join(' | ') };
  }
  const notes = notesOf(value);
  if (!notes) return null;
  // A Chord (root, type and a triad) stacks; a Scale or a list of note names is a line.
  const isChord = 'root' in (value as object) && notes.length === 3;
  return { groups: isChord ? [notes] : notes.map((n) => [n]), spoken: notes.map(say).join(', ') };
}

/**
 * The notes as **kern on a treble staff, each group stacked upwards from around middle C and each
 * group after the first starting near the last, so a scale rises and chords sit in one octave.
 */
export function kernOfNotes(notes: ExampleNotes): string {
  const line = notes.groups.every((g) => g.length === 1);
  let step = 0; // the previous note's diatonic step (C4 = 28)
  const tokens = notes.groups.map((group, g) =>
    group
      .map((note, i) => {
        const letter = LETTERS.indexOf(note.letter);
        if (i === 0 && (g === 0 || !line)) step = letter + 28;
        else {
          // The next note of this letter above the previous one.
          const candidate = letter + 7 * Math.floor(step / 7);
          step = candidate > step ? candidate : candidate + 7;
        }
        return `1${kernPitch(step, note.alter)}`;
      })
      .join(' '),
  );
  return ['**kern', '*clefG2', '*k[]', ...tokens.flatMap((t, i) => (i === 0 ? [t] : ['=', t])), '==', '*-', ''].join('\n');
}

function kernPitch(step: number, alter: number): string {
  const letter = LETTERS[step % 7]!.toLowerCase();
  const octave = Math.floor(step / 7);
  const name = octave >= 4 ? letter.repeat(octave - 3) : letter.toUpperCase().repeat(4 - octave);
  return `${name}${alter > 0 ? '#'.repeat(alter) : '-'.repeat(-alter)}`;
}
