import { describe, expect, it } from 'vitest';
import { wrappedFocusIndex } from './focus-trap';

describe('wrappedFocusIndex', () => {
  it('wraps Tab from the last control to the first', () => expect(wrappedFocusIndex(3, 2, false)).toBe(0));
  it('wraps Shift+Tab from the first control to the last', () => expect(wrappedFocusIndex(3, 0, true)).toBe(2));
  it('leaves moves between inner controls to the browser', () => {
    expect(wrappedFocusIndex(3, 1, false)).toBeNull();
    expect(wrappedFocusIndex(3, 1, true)).toBeNull();
    expect(wrappedFocusIndex(3, 0, false)).toBeNull();
  });
  it('brings focus that is outside back in at the start or the end', () => {
    expect(wrappedFocusIndex(3, -1, false)).toBe(0);
    expect(wrappedFocusIndex(3, -1, true)).toBe(2);
  });
  it('does nothing in a dialog with no controls', () => expect(wrappedFocusIndex(0, -1, false)).toBeNull());
});
