'use client';

import { useEffect, useRef, useState } from 'react';
import type { Playback } from '@/lib/music/player/player';

interface Props {
  performanceUrl: string;
  samplesUrl: string;
  /** The id of the score's figure, whose SVG notes light up. */
  scoreId: string;
  describedBy: string;
}

type State = 'idle' | 'loading' | 'playing' | 'failed';

/**
 * Play/Stop under a score. The player and the piano samples load on the first click (a dynamic
 * import and fetches of the site's own files), so a page with scores loads no audio code.
 */
export function PlayButton({ performanceUrl, samplesUrl, scoreId, describedBy }: Props) {
  const [state, setState] = useState<State>('idle');
  const playback = useRef<Playback | null>(null);
  const clicks = useRef(0);

  // Leaving the page (a client-side navigation unmounts the button) stops the sound.
  useEffect(() => () => playback.current?.stop(), []);

  const toggle = async () => {
    const click = ++clicks.current;
    if (state === 'loading' || state === 'playing') {
      playback.current?.stop();
      playback.current = null;
      setState('idle');
      return;
    }
    setState('loading');
    try {
      const { playScore } = await import('@/lib/music/player/player');
      const root = document.getElementById(scoreId);
      if (click !== clicks.current || !root) return; // stopped while the player loaded
      playback.current = playScore({
        performanceUrl,
        samplesUrl,
        root,
        onStart: () => setState('playing'),
        onEnd: (failed) => {
          playback.current = null;
          setState(failed ? 'failed' : 'idle');
        },
      });
    } catch {
      setState('failed');
    }
  };

  const busy = state === 'loading' || state === 'playing';
  return (
    <>
      <button type="button" className="score__play" onClick={toggle} aria-describedby={describedBy} data-state={state}>
        <span aria-hidden="true" className="score__play-icon">
          {busy ? '■' : '▶'}
        </span>{' '}
        {busy ? 'Stop' : 'Play'}
      </button>
      <span role="status" className="visually-hidden">
        {state === 'loading' ? 'Loading the piano' : state === 'failed' ? 'The piano could not play in this browser' : ''}
      </span>
    </>
  );
}
