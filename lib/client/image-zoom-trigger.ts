'use client';

import { useEffect } from 'react';
import { ZOOM_LINK_CLASS } from './image-zoom-link';

/**
 * A plain click (or Enter, which clicks a link) on a content image opens it in the zoom dialog; the
 * dialog's code loads on that first use, so pages pay only for this listener. A modified click still
 * opens the file the way the browser would.
 */
export function useImageZoom(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`a.${ZOOM_LINK_CLASS}`);
      if (!link) return;
      event.preventDefault();
      void import('./image-zoom').then(({ openImageZoom }) => openImageZoom(link));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
