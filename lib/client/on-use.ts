'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { COPY_CODE_BUTTON_CLASS, copyCode } from './copy-code';
import { ZOOM_LINK_CLASS } from './image-zoom-link';
import { isPlainClick } from './plain-click';
import { FEEDBACK_ANSWER } from '@/lib/docs/feedback-answer';
import { PLAY_SCORE_ATTRIBUTE, showPlayState } from '@/lib/music/play-button';

/** The score player, once a Play button has asked for it. */
let scorePlayer: Promise<typeof import('@/components/music/score-player')> | null = null;

/**
 * One click listener for the code blocks' Copy buttons, which are markup alone (lib/client/copy-code.ts:
 * small, and run in the click's own turn, which the clipboard asks for), and for the page features
 * whose code loads on first use, so that pages pay only for it: a Yes or No of "Was this page
 * helpful?" loads the comment form (components/docs/feedback-form.ts), a score's Play button loads the
 * piano (components/music/score-player.ts), which stops when the visitor leaves the page, and a plain
 * click (or Enter, which clicks a link) on a content image opens it in the zoom dialog. A modified
 * click on an image still opens the file the way the browser would.
 */
export function useLoadOnUse(): void {
  const pathname = usePathname();
  useEffect(() => {
    if (scorePlayer) void scorePlayer.then(({ stopScores }) => stopScores());
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const copy = target?.closest?.(`.${COPY_CODE_BUTTON_CLASS}`);
      if (copy) return void copyCode(copy);
      const answer = target?.closest?.<HTMLButtonElement>(`[${FEEDBACK_ANSWER}]`);
      if (answer) return void import('@/components/docs/feedback-form').then(({ openFeedbackForm }) => openFeedbackForm(answer));
      const play = target?.closest?.<HTMLButtonElement>(`[${PLAY_SCORE_ATTRIBUTE}]`);
      if (play) {
        scorePlayer ??= import('@/components/music/score-player');
        // A player that cannot be fetched (offline, a new deployment) is a piano that cannot play.
        return void scorePlayer
          .then(({ toggleScore }) => toggleScore(play))
          .catch(() => {
            scorePlayer = null;
            showPlayState(play, 'failed');
          });
      }
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
