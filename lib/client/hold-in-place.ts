/**
 * Keeps the target of an in-page jump where the jump put it while the page around it settles.
 *
 * A block with `content-visibility: auto` (the API reference's samples) takes an estimated height
 * until it is first drawn. A jump lands by those estimates; the blocks it brings near the screen are
 * then drawn at their real height, and the target moves, by hundreds of pixels on /api. Scroll
 * anchoring does not cover a jump's destination (w3c/csswg-drafts#9833, open), so the target is put
 * back here, frame by frame, until it has stayed put for a few frames. The reader's own scrolling,
 * keys or touch end the hold at once.
 */

/** Frames the target must stay put for the hold to end. */
const SETTLED_FRAMES = 5;
/** The hold ends after this many frames whatever happens (about a second). */
const MAX_FRAMES = 60;
/** What a reader does to move the page: the hold gives way to it. */
const READER_INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The part of a window the hold uses. */
export type HoldWindow = Pick<Window, 'requestAnimationFrame' | 'cancelAnimationFrame' | 'scrollBy' | 'addEventListener' | 'removeEventListener'>;

/** Starts holding `target` at its current distance from the top of the viewport; returns the stop. */
export function holdInPlace(win: HoldWindow, target: Pick<Element, 'getBoundingClientRect'>): () => void {
  const top = target.getBoundingClientRect().top;
  let frames = 0;
  let still = 0;
  let handle = 0;
  const stop = () => {
    win.cancelAnimationFrame(handle);
    for (const type of READER_INPUTS) win.removeEventListener(type, stop, true);
  };
  const step = () => {
    const moved = Math.round(target.getBoundingClientRect().top - top);
    if (moved === 0) still += 1;
    else {
      still = 0;
      win.scrollBy(0, moved);
    }
    frames += 1;
    if (still >= SETTLED_FRAMES || frames >= MAX_FRAMES) stop();
    else handle = win.requestAnimationFrame(step);
  };
  for (const type of READER_INPUTS) win.addEventListener(type, stop, { capture: true, passive: true });
  handle = win.requestAnimationFrame(step);
  return stop;
}
