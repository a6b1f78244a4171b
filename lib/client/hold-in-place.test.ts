// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { holdInPlace } from './hold-in-place';

/** A window whose frames run when the test says, and a target whose top the test moves. */
function fakePage(top: number) {
  let frame: (() => void) | null = null;
  const target = { top, getBoundingClientRect: () => ({ top: target.top }) as DOMRect };
  const events = new EventTarget();
  const win = {
    requestAnimationFrame: vi.fn((callback: FrameRequestCallback) => {
      frame = () => callback(0);
      return 1;
    }),
    cancelAnimationFrame: vi.fn(() => void (frame = null)),
    // Scrolling down moves the target up by as much.
    scrollBy: vi.fn((_x: number, y: number) => void (target.top -= y)),
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  };
  const runFrames = (n: number) => {
    for (let i = 0; i < n && frame; i++) {
      const next = frame;
      frame = null;
      next();
    }
  };
  return { win, target, runFrames, pending: () => frame !== null };
}

describe('holdInPlace', () => {
  it('puts the target back each time the blocks above it change height, then lets go once it stays put', () => {
    const { win, target, runFrames, pending } = fakePage(148);
    holdInPlace(win as never, target);
    runFrames(2);
    expect(win.scrollBy).not.toHaveBeenCalled();
    target.top = -94; // blocks above were drawn shorter than estimated
    runFrames(1);
    expect(win.scrollBy).toHaveBeenLastCalledWith(0, -242);
    expect(target.top).toBe(148);
    target.top = 100;
    runFrames(1);
    expect(target.top).toBe(148);
    runFrames(4);
    expect(pending()).toBe(true);
    runFrames(1);
    expect(pending()).toBe(false);
    expect(win.scrollBy).toHaveBeenCalledTimes(2);
  });

  it('gives way at once to the reader scrolling, pressing a key or touching', () => {
    for (const type of ['wheel', 'keydown', 'touchstart', 'pointerdown']) {
      const { win, target, runFrames, pending } = fakePage(148);
      holdInPlace(win as never, target);
      win.dispatchEvent(new Event(type));
      expect(pending(), type).toBe(false);
      target.top = 0;
      runFrames(3);
      expect(win.scrollBy, type).not.toHaveBeenCalled();
    }
  });

  it('ends after about a second when the target cannot reach its place (the end of the page)', () => {
    const { win, target, runFrames, pending } = fakePage(400);
    win.scrollBy.mockImplementation(() => {}); // the page cannot scroll further
    holdInPlace(win as never, target);
    target.top = 600;
    runFrames(59);
    expect(pending()).toBe(true);
    runFrames(1);
    expect(pending()).toBe(false);
  });

  it('stops when asked, as a second jump does', () => {
    const { win, target, runFrames, pending } = fakePage(148);
    const stop = holdInPlace(win as never, target);
    stop();
    expect(pending()).toBe(false);
    target.top = 10;
    runFrames(2);
    expect(win.scrollBy).not.toHaveBeenCalled();
  });
});
