import { describe, expect, it } from 'vitest';
import { exampleNotes, kernOfNotes } from './api-notation';

const note = (name: string, accidental: string) => ({ name, accidental, pitchClass: 0 });

describe('exampleNotes and kernOfNotes', () => {
  it('stacks a chord', () => {
    const notes = exampleNotes({ root: note('B', 'Flat'), type: 'Minor', notes: [note('B', 'Flat'), note('D', 'Flat'), note('F', 'Natural')] })!;
    expect(notes.spoken).toBe('B♭, D♭, F');
    expect(kernOfNotes(notes)).toBe('**kern\n*clefG2\n*k[]\n1b- 1dd- 1ff\n==\n*-\n');
  });

  it('writes a scale as a rising line, from strings too', () => {
    const notes = exampleNotes({ notes: ['A', 'B', 'C', 'D', 'E', 'F', 'G#'] })!;
    expect(notes.spoken).toBe('A, B, C, D, E, F, G♯');
    expect(
      kernOfNotes(notes)
        .split('\n')
        .filter((l) => /^1/.test(l)),
    ).toEqual(['1a', '1b', '1cc', '1dd', '1ee', '1ff', '1gg#']);
  });

  it('reads a list of chords, and nothing else', () => {
    const c = { root: note('C', 'Natural'), type: 'Major', notes: [note('C', 'Natural'), note('E', 'Natural'), note('G', 'Natural')] };
    expect(exampleNotes([c, c])!.groups).toHaveLength(2);
    expect(exampleNotes({ token: 'x' })).toBeNull();
    expect(exampleNotes([{ pattern: 'I-IV-V', chords: [c] }])).toBeNull();
  });
});
