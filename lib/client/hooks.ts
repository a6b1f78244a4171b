'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** Spec §4: desktop when the window is wider than 996 px. */
export const DESKTOP_MIN_WIDTH = 997;
const desktopQuery = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** 'ssr' until hydrated, then 'desktop' or 'mobile', following the window. */
export function useWindowSize(): WindowSize {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(desktopQuery);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => (window.matchMedia(desktopQuery).matches ? 'desktop' : 'mobile'),
    () => 'ssr',
  );
}

/** Locks page scrolling while `locked` (the mobile panel is open). */
export function useLockBodyScroll(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}

/**
 * Hide-on-scroll (spec §4): hidden while scrolling down past the navbar, shown again on scroll up.
 * Returns whether the navbar is visible; always true when disabled.
 */
export function useHideableNavbar(enabled: boolean, navbarHeight = 60): boolean {
  const [visible, setVisible] = useState(true);
  const last = useRef(0);
  useEffect(() => {
    if (!enabled) return;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < navbarHeight) setVisible(true);
      else if (y > last.current) setVisible(false);
      else if (y < last.current) setVisible(true);
      last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, navbarHeight]);
  return visible;
}
