import { describe, expect, it } from 'vitest';
import { scoreMidiUrl, scorePerformanceUrl } from './score-urls';

describe('score URLs', () => {
  it('serve a score’s files under /music at its path under content/music, extension replaced', () => {
    expect(scoreMidiUrl('twelve-pieces/01-open-window.krn')).toBe('/music/twelve-pieces/01-open-window.mid');
    expect(scorePerformanceUrl('twelve-pieces/01-open-window.krn')).toBe('/music/twelve-pieces/01-open-window.json');
    expect(scoreMidiUrl('set/piece.musicxml')).toBe('/music/set/piece.mid');
  });
});
