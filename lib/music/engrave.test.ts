import { describe, expect, it } from 'vitest';
import { engraveScore } from './engrave';
import { NotationError } from './humdrum';
import { scoreLabel } from './label';

describe('engraveScore', () => {
  it('engraves a score to an inline SVG in currentColor, with its MIDI and performance', async () => {
    const score = await engraveScore('twelve-pieces/01-open-window.krn');
    expect(score.domId).toBe('score-twelve-pieces-01-open-window');
    expect(score.svg).toMatch(/^<svg viewBox="[^"]+"[^>]* fill="currentColor"/);
    expect(score.svg).not.toContain('<style');
    expect(score.svg).not.toContain('color="black"');
    expect(scoreLabel(score.meta)).toBe('No. 1, Open Window: opening bars, C major, 3/4, Andantino semplice');
    expect(String.fromCharCode(...score.midi.subarray(0, 4))).toBe('MThd');
    // Every highlighted note is an element of the SVG, and the first sounds at once.
    const ids = score.performance.steps.flatMap((s) => s.on);
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(score.svg).toContain(`id="${id}"`);
    expect(score.performance.notes[0]).toMatchObject({ time: 0 });
    // Open Window's left hand starts on C3 (MIDI 48) and the melody on E5 (76).
    expect(score.performance.notes.filter((n) => n.time === 0).map((n) => n.pitch)).toEqual([48, 76]);
    // The pedal holds the left hand's broken chord: C3 sounds to the end of the bar (3 beats at 92).
    expect(score.performance.notes[0]!.duration).toBeGreaterThan(1900);
  }, 120_000); // Verovio's WebAssembly module takes seconds to start on a busy machine

  it('names a missing file', async () => {
    await expect(engraveScore('nowhere/none.krn')).rejects.toThrow(new NotationError('no file content/music/nowhere/none.krn'));
  });
});
