import Link from '@/components/shell/PrefetchLink';
import './pager.css';

export interface PagerLink {
  href: string;
  label: string;
  /** Small text above the label; 'Previous' or 'Next' by default. */
  sublabel?: string;
}

/** Previous and next links at the foot of a doc or post. */
export function Pager({ previous, next, ariaLabel }: { previous: PagerLink | null; next: PagerLink | null; ariaLabel: string }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={ariaLabel}>
      {previous ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" href={previous.href}>
          <span className="pagination-nav__sublabel">{previous.sublabel ?? 'Previous'}</span>
          <span className="pagination-nav__label">{previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link className="pagination-nav__link pagination-nav__link--next" href={next.href}>
          <span className="pagination-nav__sublabel">{next.sublabel ?? 'Next'}</span>
          <span className="pagination-nav__label">{next.label}</span>
        </Link>
      )}
    </nav>
  );
}
