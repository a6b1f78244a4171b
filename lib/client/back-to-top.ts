'use client';

import { useEffect, useState } from 'react';

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
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(backToTopVisible(window.scrollY, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return visible;
}
