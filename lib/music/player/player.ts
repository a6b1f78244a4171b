/**
 * The piano player, loaded on the first click of a Play button: it fetches a score's performance
 * (built by lib/music/performance.ts) and the few Salamander Grand Piano samples it needs, plays
 * them pitch-shifted through Web Audio, and lights up the sounding notes of the engraved SVG. One
 * score plays at a time; starting another stops the first.
 */
import type { Performance, SampleRef } from '../performance';

export interface Playback {
  stop(): void;
}

export interface PlayOptions {
  performanceUrl: string;
  /** Folder URL of the samples, ending in "/". */
  samplesUrl: string;
  /** The score's figure: its SVG notes (by id) light up. */
  root: HTMLElement;
  onStart(): void;
  /** Called once, when the piece ends, is stopped, or could not play. */
  onEnd(failed: boolean): void;
}

const SOUNDING = 'is-sounding';
/** Damper: how long a string takes to fall silent after its key (and the pedal) is released. */
const RELEASE_S = 0.35;
/** Scheduling lead, so the first notes are not late. */
const LEAD_S = 0.06;

let context: AudioContext | undefined;
let current: Playback | undefined;
const buffers = new Map<string, Promise<AudioBuffer>>();

function audioContext(): AudioContext {
  context ??= new AudioContext({ latencyHint: 'interactive' });
  return context;
}

function sample(ctx: AudioContext, url: string): Promise<AudioBuffer> {
  let buffer = buffers.get(url);
  if (!buffer) {
    buffer = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.arrayBuffer();
      })
      .then((bytes) => ctx.decodeAudioData(bytes));
    buffer.catch(() => buffers.delete(url));
    buffers.set(url, buffer);
  }
  return buffer;
}

/** Stops the score that sounds, if any: one sounds at a time. */
export function stopPlaying(): void {
  current?.stop();
}

export function playScore(options: PlayOptions): Playback {
  stopPlaying();
  const ctx = audioContext();
  const output = ctx.createGain();
  output.connect(ctx.destination);
  const sources: AudioBufferSourceNode[] = [];
  const lit = new Set<Element>();
  let frame = 0;
  let ended = false;

  const finish = (failed: boolean) => {
    if (ended) return;
    ended = true;
    cancelAnimationFrame(frame);
    for (const element of lit) element.classList.remove(SOUNDING);
    lit.clear();
    // A short fade rather than a cut, which would click.
    output.gain.setTargetAtTime(0, ctx.currentTime, 0.02);
    setTimeout(() => {
      for (const source of sources) source.stop();
      output.disconnect();
    }, 150);
    window.removeEventListener('pagehide', stop);
    if (current === playback) current = undefined;
    options.onEnd(failed);
  };
  const stop = () => finish(false);
  const playback: Playback = { stop };
  current = playback;
  window.addEventListener('pagehide', stop);

  void (async () => {
    try {
      await ctx.resume();
      const response = await fetch(options.performanceUrl);
      if (!response.ok) throw new Error(`${options.performanceUrl}: ${response.status}`);
      const performance = (await response.json()) as Performance;
      const loaded = await Promise.all(performance.samples.map(async (ref) => [ref.file, { ref, buffer: await sample(ctx, options.samplesUrl + ref.file) }] as const));
      if (ended) return;
      schedule(ctx, output, performance, new Map(loaded), sources);
      options.onStart();
      animate(ctx.currentTime + LEAD_S, performance);
    } catch {
      finish(true);
    }
  })();

  function animate(start: number, performance: Performance) {
    let next = 0;
    const tick = () => {
      const elapsed = (ctx.currentTime - start) * 1000;
      while (next < performance.steps.length && performance.steps[next]!.time <= elapsed) {
        const step = performance.steps[next++]!;
        for (const id of step.off) {
          const element = document.getElementById(id);
          element?.classList.remove(SOUNDING);
          if (element) lit.delete(element);
        }
        for (const id of step.on) {
          const element = document.getElementById(id);
          element?.classList.add(SOUNDING);
          if (element) lit.add(element);
        }
      }
      if (elapsed > performance.duration + RELEASE_S * 1000) finish(false);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
  }

  return playback;
}

function schedule(ctx: AudioContext, output: GainNode, performance: Performance, samples: Map<string, { ref: SampleRef; buffer: AudioBuffer }>, sources: AudioBufferSourceNode[]) {
  const start = ctx.currentTime + LEAD_S;
  const byFile = (pitch: number) => performance.samples.reduce((best, ref) => (Math.abs(ref.pitch - pitch) < Math.abs(best.pitch - pitch) ? ref : best));
  for (const note of performance.notes) {
    const { ref, buffer } = samples.get(byFile(note.pitch).file)!;
    const rate = 2 ** ((note.pitch - ref.pitch) / 12);
    const source = ctx.createBufferSource();
    source.buffer = buffer;
    source.playbackRate.value = rate;
    const gain = ctx.createGain();
    const on = start + note.time / 1000;
    // Release at the key's (or pedal's) end, or before the shortened sample runs out.
    const off = Math.min(on + note.duration / 1000, on + buffer.duration / rate - RELEASE_S);
    const level = 0.25 + (note.velocity / 127) * 0.55;
    gain.gain.setValueAtTime(level, on);
    gain.gain.setTargetAtTime(0, Math.max(on, off), RELEASE_S / 4);
    source.connect(gain).connect(output);
    source.start(on);
    source.stop(Math.max(on, off) + RELEASE_S * 2);
    sources.push(source);
  }
}
