import { playScore, stopPlaying } from '@/lib/music/player/player';
import { PLAY_SCORE_ATTRIBUTE, showPlayState } from '@/lib/music/play-button';

/**
 * Loaded on the first press of a score's Play button (lib/client/on-use.ts). The button's own
 * `data-state` is its state. The player sounds one score at a time: starting one ends the other,
 * whose end resets its button, so a busy button is the one sounding. Plain DOM on markup React does
 * not re-render (components/music/PlayButton.tsx).
 */

/** A press of a Play/Stop button: plays its score, or stops it while it loads or plays. */
export function toggleScore(button: HTMLButtonElement): void {
  const state = button.dataset.state;
  if (state === 'loading' || state === 'playing') {
    // This button's score is the one sounding: its end (onEnd below) resets the button.
    stopPlaying();
    return;
  }
  const root = document.getElementById(button.getAttribute(PLAY_SCORE_ATTRIBUTE) ?? '');
  const { performance, samples } = button.dataset;
  if (!root || !performance || !samples) return showPlayState(button, 'failed');
  showPlayState(button, 'loading');
  try {
    playScore({
      performanceUrl: performance,
      samplesUrl: samples,
      root,
      onStart: () => showPlayState(button, 'playing'),
      onEnd: (failed) => showPlayState(button, failed ? 'failed' : 'idle'),
    });
  } catch {
    showPlayState(button, 'failed');
  }
}

/** Silences the score that sounds, if any: the visitor has left its page. */
export const stopScores = stopPlaying;
