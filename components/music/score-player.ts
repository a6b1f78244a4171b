import { playScore, type Playback } from '@/lib/music/player/player';
import { PLAY_SCORE_ATTRIBUTE, showPlayState, type PlayState } from '@/lib/music/play-button';

/**
 * Loaded on the first press of a score's Play button (lib/client/on-use.ts). Each button keeps its
 * state here; the player sounds one score at a time, so starting one ends the other, whose button its
 * end resets. Plain DOM on markup React does not re-render (components/music/PlayButton.tsx).
 */

interface Session {
  state: PlayState;
  playback: Playback | null;
}
const sessions = new WeakMap<HTMLButtonElement, Session>();
/** What sounds now, to stop when the visitor leaves the page. */
let sounding: Playback | null = null;

function show(button: HTMLButtonElement, session: Session, state: PlayState): void {
  session.state = state;
  showPlayState(button, state);
}

/** A press of a Play/Stop button: plays its score, or stops it while it loads or plays. */
export function toggleScore(button: HTMLButtonElement): void {
  const session = sessions.get(button) ?? { state: 'idle', playback: null };
  sessions.set(button, session);
  if (session.state === 'loading' || session.state === 'playing') {
    session.playback?.stop();
    session.playback = null;
    show(button, session, 'idle');
    return;
  }
  const root = document.getElementById(button.getAttribute(PLAY_SCORE_ATTRIBUTE) ?? '');
  const { performance, samples } = button.dataset;
  if (!root || !performance || !samples) return show(button, session, 'failed');
  show(button, session, 'loading');
  // Declared first: the player may end this playback before playScore returns.
  let playback: Playback | null = null;
  try {
    playback = playScore({
      performanceUrl: performance,
      samplesUrl: samples,
      root,
      onStart: () => show(button, session, 'playing'),
      onEnd: (failed) => {
        if (session.playback === playback) session.playback = null;
        if (sounding === playback) sounding = null;
        show(button, session, failed ? 'failed' : 'idle');
      },
    });
    session.playback = playback;
    sounding = playback;
  } catch {
    show(button, session, 'failed');
  }
}

/** Silences the score that sounds, if any: the visitor has left its page. */
export function stopScores(): void {
  sounding?.stop();
  sounding = null;
}
