/**
 * Shortens an MP3 file to its first seconds by whole frames, so that a piano sample of 10 to 20
 * seconds ships as the 4 seconds a short score needs. The ID3 tag and the encoder's Xing/Info frame
 * (whose frame count would no longer be true) are dropped; every frame kept is untouched, so no
 * re-encoding and no encoder are needed.
 */

const BITRATES_V1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2_L3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

interface Frame {
  length: number;
  samples: number;
  sampleRate: number;
}

function frameAt(bytes: Uint8Array, at: number): Frame | null {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return null;
  const version = (bytes[at + 1]! >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
  const layer = (bytes[at + 1]! >> 1) & 3; // 1: Layer III
  if (version === 1 || layer !== 1) return null;
  const bitrate = (version === 3 ? BITRATES_V1_L3 : BITRATES_V2_L3)[(bytes[at + 2]! >> 4) & 15];
  const sampleRate = SAMPLE_RATES[version]![(bytes[at + 2]! >> 2) & 3];
  if (!bitrate || !sampleRate) return null;
  const padding = (bytes[at + 2]! >> 1) & 1;
  const samples = version === 3 ? 1152 : 576;
  return { length: Math.floor(((samples / 8) * bitrate * 1000) / sampleRate) + padding, samples, sampleRate };
}

function id3Length(bytes: Uint8Array): number {
  if (bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0; // "ID3"
  const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  return 10 + size + (bytes[5]! & 0x10 ? 10 : 0);
}

const hasTag = (bytes: Uint8Array, from: number, to: number, tag: string) => {
  const text = String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));
  return text.includes(tag);
};

/** The first `seconds` of an MP3 (whole frames), without ID3 tag or Xing/Info frame. */
export function truncateMp3(bytes: Uint8Array, seconds: number): Uint8Array {
  let at = id3Length(bytes);
  while (at < bytes.length && !frameAt(bytes, at)) at++; // resynchronise after the tag
  const first = frameAt(bytes, at);
  if (!first) throw new Error('no MPEG audio frame found');
  if (hasTag(bytes, at, at + first.length, 'Xing') || hasTag(bytes, at, at + first.length, 'Info')) at += first.length;
  const start = at;
  let duration = 0;
  while (duration < seconds) {
    const frame = frameAt(bytes, at);
    if (!frame || at + frame.length > bytes.length) break;
    at += frame.length;
    duration += frame.samples / frame.sampleRate;
  }
  return bytes.slice(start, at);
}

/** Duration of an MP3's frames, seconds. */
export function mp3Duration(bytes: Uint8Array): number {
  let at = id3Length(bytes);
  let duration = 0;
  for (let frame = frameAt(bytes, at); frame; frame = frameAt(bytes, at)) {
    at += frame.length;
    duration += frame.samples / frame.sampleRate;
  }
  return duration;
}
