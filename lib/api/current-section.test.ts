import { describe, expect, it } from 'vitest';
import { currentSection, hashTargetId } from './current-section';

describe('the section being read', () => {
  const at = (...tops: number[]) => tops.map((top, i) => ({ id: `s${i}`, top }));
  it('is the last heading above the reading line, 30% down the viewport', () => {
    expect(currentSection(at(-900, -10, 200, 700), 1000)).toBe('s2');
    expect(currentSection(at(-900, -10, 301, 700), 1000)).toBe('s1');
    expect(currentSection(at(-900, -500, -10), 1000)).toBe('s2');
  });

  it('is none before the first heading reaches the line', () => {
    expect(currentSection(at(400, 900), 1000)).toBeNull();
    expect(currentSection([], 1000)).toBeNull();
  });
});

describe('the id an in-page link names', () => {
  it('is the hash decoded, as element ids are written', () => {
    expect(hashTargetId('#caf%C3%A9')).toBe('café');
    expect(hashTargetId('#operation-getScale')).toBe('operation-getScale');
  });

  it('keeps a % that starts no escape, where decoding would throw', () => {
    expect(hashTargetId('#100%')).toBe('100%');
  });
});
