/**
 * What the player needs for one score, computed at build time and served as JSON beside the MIDI
 * file: the notes to sound, the samples they need, and when each engraved note lights up.
 */
import type { PlayedNote } from './midi';

/** One sample a piano note is made from (by pitch-shifting), named as the site serves it. */
export interface SampleRef {
  /** File name under /music/piano/, e.g. "Ds4.mp3". */
  file: string;
  /** MIDI key number the sample was recorded at. */
  pitch: number;
}

export interface Performance {
  notes: PlayedNote[];
  samples: SampleRef[];
  /** Highlight steps: at `time` ms, the notes (SVG element ids) that sound. */
  steps: { time: number; on: string[]; off: string[] }[];
  /** Total length, ms. */
  duration: number;
}

/** Verovio's timemap, as `renderToTimemap()` returns it. */
export type Timemap = { tstamp: number; on?: string[]; off?: string[] }[];

/**
 * Salamander Grand Piano is sampled every minor third (C, D♯, F♯, A) from A0 to C8; each note plays
 * the nearest sample, so no note is shifted by more than a semitone and a half.
 */
const SAMPLE_NAMES = ['C', 'Ds', 'Fs', 'A'] as const;
const SAMPLE_STEPS = [0, 3, 6, 9];
export const LOWEST_SAMPLE = 21; // A0
export const HIGHEST_SAMPLE = 108; // C8

export function sampleFor(pitch: number): SampleRef {
  const clamped = Math.min(HIGHEST_SAMPLE, Math.max(LOWEST_SAMPLE, pitch));
  const rounded = Math.round(clamped / 3) * 3;
  const sample = Math.min(HIGHEST_SAMPLE, Math.max(LOWEST_SAMPLE, rounded));
  const octave = Math.floor(sample / 12) - 1;
  const name = SAMPLE_NAMES[SAMPLE_STEPS.indexOf(sample % 12)]!;
  return { file: `${name}${octave}.mp3`, pitch: sample };
}

/** Every sample the site can serve: A0, C1, D♯1 … C8. */
export function allSamples(): SampleRef[] {
  const refs: SampleRef[] = [];
  for (let pitch = LOWEST_SAMPLE; pitch <= HIGHEST_SAMPLE; pitch += 3) refs.push(sampleFor(pitch));
  return refs;
}

export function buildPerformance(notes: PlayedNote[], timemap: Timemap, idOf: (id: string) => string): Performance {
  const files = new Map<string, SampleRef>();
  for (const note of notes) {
    const ref = sampleFor(note.pitch);
    files.set(ref.file, ref);
  }
  const steps = timemap.filter((entry) => entry.on?.length || entry.off?.length).map((entry) => ({ time: Math.round(entry.tstamp), on: (entry.on ?? []).map(idOf), off: (entry.off ?? []).map(idOf) }));
  const duration = Math.max(0, ...notes.map((n) => n.time + n.duration), ...steps.map((s) => s.time));
  return { notes, samples: [...files.values()].sort((a, b) => a.pitch - b.pitch), steps, duration };
}
