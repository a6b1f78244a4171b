import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engraveNotation, engraveScore } from './engrave';
import { NotationError } from './humdrum';
import { scoreLabel } from './label';

describe('engraveScore', () => {
  it('engraves a score to an inline SVG in currentColor, with its MIDI and performance', async () => {
    const score = await engraveScore('twelve-pieces/01-open-window.krn', { cacheDir: null });
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

  it('keeps Verovio’s output, and a later build reads it back instead of engraving', async () => {
    const first = mkdtempSync(join(tmpdir(), 'engravings-'));
    const later = mkdtempSync(join(tmpdir(), 'engravings-'));
    try {
      const src = 'twelve-pieces/04-canon-in-the-attic.krn';
      const engraved = await engraveScore(src, { cacheDir: null });
      expect(await engraveScore(src, { cacheDir: first })).toEqual(engraved);
      const [entry, ...others] = readdirSync(first);
      expect(others).toEqual([]);
      // What a later build finds in the folder is what it shows: marked here to tell it from an engraving.
      const kept = JSON.parse(readFileSync(join(first, entry!), 'utf8')) as { pages: string[] };
      expect(kept.pages[0]).toMatch(/^<svg/);
      cpSync(first, later, { recursive: true });
      writeFileSync(join(later, entry!), JSON.stringify({ ...kept, pages: [kept.pages[0]!.replace('</svg>', '<g class="kept"/></svg>')] }));
      const read = await engraveScore(src, { cacheDir: later });
      expect(read.svg).toContain('<g class="kept"/>');
      expect(read.performance).toEqual(engraved.performance);
      expect(read.midi).toEqual(engraved.midi);
    } finally {
      rmSync(first, { recursive: true, force: true });
      rmSync(later, { recursive: true, force: true });
    }
  }, 120_000);

  it('keeps the notes of the API reference too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'engravings-'));
    try {
      const kern = '**kern\n*clefG2\n4c\n4e\n4g\n*-\n';
      const svg = await engraveNotation(kern, 'chord', { cacheDir: dir });
      expect(svg).toMatch(/^<svg/);
      expect(readdirSync(dir)).toHaveLength(1);
      expect(await engraveNotation(kern, 'chord', { cacheDir: dir })).toBe(svg);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('names a missing file', async () => {
    await expect(engraveScore('nowhere/none.krn')).rejects.toThrow(new NotationError('no file content/music/nowhere/none.krn'));
  });
});
