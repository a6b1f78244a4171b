/**
 * Collapse animation timing (spec §4): longer for taller content, as Material's auto-height rule
 * does, and 1 ms when the visitor asks for reduced motion.
 */
export function collapseDuration(heightPx: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  if (heightPx <= 0) return 0;
  const constant = heightPx / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

export const COLLAPSE_EASING = 'ease-in-out';
