/**
 * Whether /api opens Scalar's interactive reference or stays on the server-rendered outline.
 *
 * Scalar costs about three seconds of main-thread work on a mid-range phone (BENCHMARKS.md,
 * Lighthouse), so it loads when a visitor asks for it; the choice is remembered, and a link into
 * Scalar's own sections opens it directly.
 */

/** localStorage key of the visitor's choice. */
export const INTERACTIVE_PREFERENCE_KEY = 'api-reference-view';

export type ReferenceView = 'outline' | 'interactive';

/**
 * Scalar names its sections with paths (`#api-1/tag/chords/GET/Chords/{root}/{chordType}`,
 * `#api-1/model/note`); the outline's anchors never hold a slash.
 */
export function isInteractiveHash(hash: string): boolean {
  return hash.slice(hash.startsWith('#') ? 1 : 0).includes('/');
}

/** The view /api starts in: a Scalar link wins, then the remembered choice, then the outline. */
export function initialReferenceView(hash: string, stored: string | null): ReferenceView {
  if (isInteractiveHash(hash)) return 'interactive';
  return stored === 'interactive' ? 'interactive' : 'outline';
}
