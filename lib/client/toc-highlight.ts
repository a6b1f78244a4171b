'use client';

import { useEffect, useState } from 'react';
import { onScrollFrame } from './scroll-frame';

/**
 * Which table-of-contents entry is active, given where each heading's top is in the viewport (px,
 * in page order), as Docusaurus chooses it: the first heading at or below the reading line (the
 * navbar's bottom) is active when it sits in the top half of the viewport; lower down, the text on
 * screen still belongs to the heading before it. Past the last heading, the last one stays active.
 * Null above the first section (the page's introduction).
 */
export function activeHeadingIndex(tops: readonly number[], readingLine: number, viewportHeight: number): number | null {
  if (tops.length === 0) return null;
  const next = tops.findIndex((top) => top >= readingLine);
  if (next === -1) return tops.length - 1;
  if (tops[next]! < viewportHeight / 2) return next;
  return next > 0 ? next - 1 : null;
}

/** A heading scrolled to by its link stops at the page's scroll padding: count it as reached. */
function readingLine(): number {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return (Number.isFinite(padding) ? padding : 0) - 2;
}

/** The id among `ids` whose section is in view, following scrolling and resizing. */
export function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');
  useEffect(() => {
    const list = key ? key.split('\n') : [];
    return onScrollFrame(() => {
      const headings = list.map((id) => document.getElementById(id)).filter((h): h is HTMLElement => h !== null);
      const index = activeHeadingIndex(
        headings.map((h) => h.getBoundingClientRect().top),
        readingLine(),
        window.innerHeight,
      );
      setActive(index === null ? null : headings[index]!.id);
    });
  }, [key]);
  return active;
}
