/**
 * A score's Play/Stop button (components/music/PlayButton.tsx) is markup alone: the page-wide
 * listener (lib/client/on-use.ts) loads its code on the first press (components/music/score-player.ts),
 * so a page of scores, whose body is static markup (lib/static-markup.ts), hydrates none of it.
 */

/** Marks a score's Play button; its value is the id of the score's figure, whose notes light up. */
export const PLAY_SCORE_ATTRIBUTE = 'data-play-score';

/** The class of the button's word, Play or Stop, which the player changes. */
export const PLAY_LABEL_CLASS = 'score__play-label';
/** The class of the button's icon. */
export const PLAY_ICON_CLASS = 'score__play-icon';

export type PlayState = 'idle' | 'loading' | 'playing' | 'failed';

/** What the button shows and its status line announces in each state. */
export function playButtonView(state: PlayState): { icon: string; label: string; status: string } {
  const busy = state === 'loading' || state === 'playing';
  return {
    icon: busy ? '■' : '▶',
    label: busy ? 'Stop' : 'Play',
    status: state === 'loading' ? 'Loading the piano' : state === 'failed' ? 'The piano could not play in this browser' : '',
  };
}

/** Shows `state` on a Play button and its status line (the element after it). */
export function showPlayState(button: HTMLElement, state: PlayState): void {
  const { icon, label, status } = playButtonView(state);
  button.dataset.state = state;
  const iconElement = button.querySelector(`.${PLAY_ICON_CLASS}`);
  const labelElement = button.querySelector(`.${PLAY_LABEL_CLASS}`);
  if (iconElement) iconElement.textContent = icon;
  if (labelElement) labelElement.textContent = label;
  const line = button.nextElementSibling;
  if (line?.getAttribute('role') === 'status') line.textContent = status;
}
