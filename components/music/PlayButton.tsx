import { PLAY_ICON_CLASS, PLAY_LABEL_CLASS, PLAY_SCORE_ATTRIBUTE, playButtonView } from '@/lib/music/play-button';

interface Props {
  performanceUrl: string;
  samplesUrl: string;
  /** The id of the score's figure, whose SVG notes light up. */
  scoreId: string;
  describedBy: string;
}

/**
 * Play/Stop under a score, as markup: the first press loads the player (components/music/score-player.ts,
 * through lib/client/on-use.ts), which fetches the performance and the piano samples from the site, so
 * a page with scores loads no audio code and hydrates no button.
 */
export function PlayButton({ performanceUrl, samplesUrl, scoreId, describedBy }: Props) {
  const { icon, label } = playButtonView('idle');
  const marker = { [PLAY_SCORE_ATTRIBUTE]: scoreId };
  return (
    <>
      <button type="button" className="score__play" {...marker} data-performance={performanceUrl} data-samples={samplesUrl} aria-describedby={describedBy} data-state="idle">
        <span aria-hidden="true" className={PLAY_ICON_CLASS}>
          {icon}
        </span>{' '}
        <span className={PLAY_LABEL_CLASS}>{label}</span>
      </button>
      <span role="status" className="visually-hidden" />
    </>
  );
}
