/**
 * Reads the Standard MIDI File that Verovio writes for a score into what a piano plays: notes in
 * milliseconds, with the sustain pedal (controller 64) already applied, so the player in the browser
 * only schedules samples and needs no MIDI code.
 */

export interface PlayedNote {
  /** Start, ms from the beginning. */
  time: number;
  /** How long the string sounds, ms, pedal included. */
  duration: number;
  /** MIDI key number, 21 (A0) to 108 (C8). */
  pitch: number;
  /** 1 to 127. */
  velocity: number;
}

interface RawEvent {
  tick: number;
  kind: 'on' | 'off' | 'pedal' | 'tempo';
  value: number;
  velocity?: number;
}

class Reader {
  pos = 0;
  constructor(readonly bytes: Uint8Array) {}
  u8() {
    if (this.pos >= this.bytes.length) throw new Error('MIDI file ends early');
    return this.bytes[this.pos++]!;
  }
  u16() {
    return (this.u8() << 8) | this.u8();
  }
  u32() {
    return ((this.u8() << 24) >>> 0) + (this.u8() << 16) + (this.u8() << 8) + this.u8();
  }
  varint() {
    let value = 0;
    for (let i = 0; i < 4; i++) {
      const byte = this.u8();
      value = (value << 7) | (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('bad variable-length number in MIDI file');
  }
  text(n: number) {
    return String.fromCharCode(...this.bytes.subarray(this.pos, (this.pos += n)));
  }
}

function trackEvents(reader: Reader, end: number): RawEvent[] {
  const events: RawEvent[] = [];
  let tick = 0;
  let status = 0;
  while (reader.pos < end) {
    tick += reader.varint();
    let byte = reader.u8();
    if (byte === 0xff) {
      const type = reader.u8();
      const length = reader.varint();
      if (type === 0x51 && length === 3) events.push({ tick, kind: 'tempo', value: (reader.u8() << 16) | (reader.u8() << 8) | reader.u8() });
      else reader.pos += length;
      continue;
    }
    if (byte === 0xf0 || byte === 0xf7) {
      reader.pos += reader.varint();
      continue;
    }
    if (byte & 0x80) status = byte;
    else reader.pos--; // running status: this byte is the first data byte
    const kind = status & 0xf0;
    const a = reader.u8();
    byte = kind === 0xc0 || kind === 0xd0 ? 0 : reader.u8();
    if (kind === 0x90 && byte > 0) events.push({ tick, kind: 'on', value: a, velocity: byte });
    else if (kind === 0x80 || kind === 0x90) events.push({ tick, kind: 'off', value: a });
    else if (kind === 0xb0 && a === 64) events.push({ tick, kind: 'pedal', value: byte });
  }
  return events;
}

/** The notes of a MIDI file, in time order, each lasting until its key or the pedal is released. */
export function playedNotes(file: Uint8Array): PlayedNote[] {
  const reader = new Reader(file);
  if (reader.text(4) !== 'MThd') throw new Error('not a MIDI file');
  const headerLength = reader.u32();
  reader.u16(); // format
  const trackCount = reader.u16();
  const division = reader.u16();
  if (division & 0x8000) throw new Error('SMPTE time in MIDI files is not supported');
  reader.pos = 8 + headerLength;
  const events: RawEvent[] = [];
  for (let t = 0; t < trackCount; t++) {
    if (reader.text(4) !== 'MTrk') throw new Error('bad MIDI track');
    const length = reader.u32();
    const end = reader.pos + length;
    events.push(...trackEvents(reader, end));
    reader.pos = end;
  }
  events.sort((x, y) => x.tick - y.tick || order(x) - order(y));

  // Ticks to ms through the tempo map (default 120 bpm).
  let usPerQuarter = 500000;
  let lastTick = 0;
  let lastMs = 0;
  const ms = (tick: number) => lastMs + ((tick - lastTick) * usPerQuarter) / division / 1000;

  const sounding = new Map<number, { time: number; velocity: number }>();
  const held: { pitch: number; time: number; velocity: number }[] = [];
  const notes: PlayedNote[] = [];
  let pedal = false;
  const release = (pitch: number, start: { time: number; velocity: number }, at: number) => notes.push({ time: round(start.time), duration: round(at - start.time), pitch, velocity: start.velocity });

  for (const event of events) {
    const now = ms(event.tick);
    if (event.kind === 'tempo') {
      lastMs = now;
      lastTick = event.tick;
      usPerQuarter = event.value;
    } else if (event.kind === 'on') {
      // A key struck again while still sounding (or held by the pedal) stops its previous note.
      const previous = sounding.get(event.value);
      if (previous) release(event.value, previous, now);
      const heldIndex = held.findIndex((h) => h.pitch === event.value);
      if (heldIndex >= 0) release(event.value, held.splice(heldIndex, 1)[0]!, now);
      sounding.set(event.value, { time: now, velocity: event.velocity! });
    } else if (event.kind === 'off') {
      const start = sounding.get(event.value);
      if (!start) continue;
      sounding.delete(event.value);
      if (pedal) held.push({ pitch: event.value, ...start });
      else release(event.value, start, now);
    } else {
      pedal = event.value >= 64;
      if (!pedal) for (const h of held.splice(0)) release(h.pitch, h, now);
    }
  }
  const end = events.length ? ms(events[events.length - 1]!.tick) : 0;
  for (const [pitch, start] of sounding) release(pitch, start, end);
  for (const h of held) release(h.pitch, h, end);
  return notes.sort((x, y) => x.time - y.time || x.pitch - y.pitch);
}

// At one tick: tempo first, then releases, then the pedal, then new notes.
const order = (event: RawEvent) => ({ tempo: 0, off: 1, pedal: 2, on: 3 })[event.kind];
const round = (n: number) => Math.round(n);
