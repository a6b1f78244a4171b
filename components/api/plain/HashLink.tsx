import type { ReactNode } from 'react';
import { SEARCH_IGNORE_ATTRIBUTE } from '@/lib/search/records';

/** The `#` beside a heading or row: a link to its own anchor, to copy or share. */
export function HashLink({ anchor, label }: { anchor: string; label: string }) {
  return (
    <a href={`#${anchor}`} className="api-hash-link" aria-label={`Link to ${label}`} {...{ [SEARCH_IGNORE_ATTRIBUTE]: '' }}>
      #
    </a>
  );
}

/**
 * A heading with its anchor and hash link. The link sits beside the heading, not in it, so the
 * heading's accessible name stays its text.
 */
export function AnchorHeading({ level, anchor, label, children }: { level: 2 | 3 | 4; anchor: string; label: string; children: ReactNode }) {
  const Heading = `h${level}` as const;
  return (
    <div className="api-heading">
      <Heading id={anchor}>{children}</Heading>
      <HashLink anchor={anchor} label={label} />
    </div>
  );
}
