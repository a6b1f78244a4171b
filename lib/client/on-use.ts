'use client';

import { useEffect } from 'react';
import { COPY_CODE_BUTTON_CLASS, copyCode } from './copy-code';
import { ZOOM_LINK_CLASS } from './image-zoom-link';
import { isPlainClick } from './plain-click';
import { FEEDBACK_ANSWER } from '@/lib/docs/feedback-answer';

/**
 * One click listener for the code blocks' Copy buttons, which are markup alone (lib/client/copy-code.ts:
 * small, and run in the click's own turn, which the clipboard asks for), and for the page features
 * whose code loads on first use, so that pages pay only for it: a Yes or No of "Was this page
 * helpful?" loads the comment form (components/docs/feedback-form.ts), a plain click (or Enter, which
 * clicks a link) on a content image opens it in the zoom dialog. A modified click on an image still
 * opens the file the way the browser would.
 */
export function useLoadOnUse(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const copy = target?.closest?.(`.${COPY_CODE_BUTTON_CLASS}`);
      if (copy) return void copyCode(copy);
      const answer = target?.closest?.<HTMLButtonElement>(`[${FEEDBACK_ANSWER}]`);
      if (answer) return void import('@/components/docs/feedback-form').then(({ openFeedbackForm }) => openFeedbackForm(answer));
      if (!isPlainClick(event)) return;
      const link = target?.closest?.<HTMLAnchorElement>(`a.${ZOOM_LINK_CLASS}`);
      if (!link) return;
      event.preventDefault();
      void import('./image-zoom').then(({ openImageZoom }) => openImageZoom(link));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
