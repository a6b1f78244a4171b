'use client';

import { useEffect, useState } from 'react';
import { onScrollFrame } from './scroll-frame';

/**
 * "Back to top" is offered once the reader has scrolled a whole screen down: only a page at least
 * two screens long gets there, and before that the top is still close.
 */
export function backToTopVisible(scrollY: number, viewportHeight: number): boolean {
  return viewportHeight > 0 && scrollY >= viewportHeight;
}

/** Whether "Back to top" is offered now, following scrolling. False during the server render. */
export function useBackToTopVisible(): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => onScrollFrame(() => setVisible(backToTopVisible(window.scrollY, window.innerHeight))), []);
  return visible;
}
