import './score.css';
import { engraveScore } from '@/lib/music/engrave';
import { scoreLabel } from '@/lib/music/label';
import { MUSIC_URL, scoreMidiUrl, scorePerformanceUrl } from '@/lib/music/score-urls';
import { PlayButton } from './PlayButton';

/**
 * `<Score src="twelve-pieces/01-open-window.krn" />` in MDX: a score of content/music/, engraved at
 * build time and inlined as SVG, with its caption, a Play/Stop button and its MIDI file. `label` says
 * which bars these are ("opening bars" by default).
 */
export async function Score({ src, label }: { src: string; label?: string }) {
  const score = await engraveScore(src);
  const name = scoreLabel(score.meta, label);
  const captionId = `${score.domId}-caption`;
  return (
    <figure className="score" id={score.domId}>
      <div className="score__sheet" role="img" aria-labelledby={captionId} dangerouslySetInnerHTML={{ __html: score.svg }} />
      <figcaption id={captionId} className="score__caption">
        {name}
      </figcaption>
      <div className="score__actions">
        <PlayButton performanceUrl={scorePerformanceUrl(src)} samplesUrl={`${MUSIC_URL}/piano/`} scoreId={score.domId} describedBy={captionId} />
        <a className="score__midi" href={scoreMidiUrl(src)} download aria-describedby={captionId}>
          Download MIDI
        </a>
      </div>
    </figure>
  );
}
