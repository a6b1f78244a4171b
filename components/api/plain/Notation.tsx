import '@/components/music/score.css';

/** A response example's notes engraved on a staff at build time (SVG in currentColor), named by its label. */
export function Notation({ svg, label }: { svg: string; label: string }) {
  return (
    <figure className="score api-notation">
      <div className="score__sheet" role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />
      <figcaption className="score__caption" aria-hidden="true">
        {label}
      </figcaption>
    </figure>
  );
}
