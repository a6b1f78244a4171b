'use client';

import { ViewTransition, type ReactNode } from 'react';
import { NAVIGATION_TRANSITION, usePrefersReducedMotion } from '@/lib/client/page-transition';
import './main-transition.css';

/**
 * Cross-fades the main content when a site link navigates (React's <ViewTransition>; Next runs each
 * navigation as a transition with the link's transition types); the navbar stays put, and the docs
 * sidebar, unchanged, shows no change. Other updates inside (tabs, menus) never animate. With reduced
 * motion every class is "none", so React starts no view transition; the prop changes, never the
 * element, so switching it does not remount the page.
 */
export function MainTransition({ children }: { children: ReactNode }) {
  const reduced = usePrefersReducedMotion();
  return (
    <ViewTransition default="none" update={reduced ? 'none' : { [NAVIGATION_TRANSITION]: 'main-fade', default: 'none' }}>
      {children}
    </ViewTransition>
  );
}
