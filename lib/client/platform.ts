'use client';

import { useSyncExternalStore } from 'react';

export type ShortcutModifier = '⌘' | 'Ctrl';

/**
 * Apple keyboards open search with ⌘K, others with Ctrl K (DocSearch's rule: the platform names a
 * Mac, iPhone, iPod or iPad). The user agent decides only when the platform is not reported.
 */
export function shortcutModifier(platform: string, userAgent = ''): ShortcutModifier {
  const apple = /Mac|iPhone|iPod|iPad/i;
  return (platform ? apple.test(platform) : apple.test(userAgent)) ? '⌘' : 'Ctrl';
}

const noSubscription = () => () => {};

/** The modifier for this browser; null during the server render and hydration, so both agree. */
export function useShortcutModifier(): ShortcutModifier | null {
  return useSyncExternalStore(
    noSubscription,
    () => shortcutModifier(navigator.platform, navigator.userAgent),
    () => null,
  );
}
