'use client';

import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The transition type every site link gives its navigation (React's addTransitionType, through
 * next/link's transitionTypes): only navigations cross-fade the main content, not other updates.
 */
export const NAVIGATION_TRANSITION = 'site-navigation';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Whether the reader asked for less motion. The server cannot know, so it renders as if not; React
 * then re-renders with the browser's answer right after hydration, before any navigation.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
