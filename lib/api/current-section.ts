import { percentDecoded } from '../markup/urls';

/**
 * Which section of a page is being read, for the navigation's highlight: the last heading (in page
 * order) above the reading line, a fraction of the viewport's height from its top. Before the first
 * heading reaches it, none.
 */
export const READING_LINE = 0.3;

export function currentSection(headings: readonly { id: string; top: number }[], viewportHeight: number): string | null {
  const line = viewportHeight * READING_LINE;
  let current: string | null = null;
  for (const h of headings) if (h.top <= line) current = h.id;
  return current;
}

/**
 * The id an in-page link's hash names: a hash is percent-encoded (`#caf%C3%A9`), an element's id is
 * not (`café`). A `%` that starts no escape is kept as written, where decodeURIComponent would throw.
 */
export const hashTargetId = (hash: string): string => percentDecoded(hash.replace(/^#/, ''));
