import { describe, expect, it } from 'vitest';
import { initialReferenceView, isInteractiveHash } from './interactive';

describe('the API reference view', () => {
  it("tells Scalar's section links from the outline's anchors", () => {
    expect(isInteractiveHash('#api-1/tag/chords/GET/Chords/{root}/{chordType}')).toBe(true);
    expect(isInteractiveHash('#api-1/model/note')).toBe(true);
    expect(isInteractiveHash('#op-getChord')).toBe(false);
    expect(isInteractiveHash('#model-Note')).toBe(false);
    expect(isInteractiveHash('')).toBe(false);
  });

  it('starts on the outline unless the visitor chose the interactive reference or followed a link into it', () => {
    expect(initialReferenceView('', null)).toBe('outline');
    expect(initialReferenceView('#authentication', 'outline')).toBe('outline');
    expect(initialReferenceView('', 'interactive')).toBe('interactive');
    expect(initialReferenceView('#api-1/model/note', 'outline')).toBe('interactive');
    expect(initialReferenceView('', 'something else')).toBe('outline');
  });
});
