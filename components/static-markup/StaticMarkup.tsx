'use client';

import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { STATIC_MARKUP_ATTRIBUTE, type STATIC_MARKUP_OPTIONAL_PROP, type STATIC_MARKUP_PROP } from '@/lib/static-markup';

/**
 * The element that last showed each part without children in this page load, for when React renders
 * the part again. Its markup is read only then: a removed element keeps its children.
 */
const kept = new Map<string, HTMLElement>();

// The optional flag is read by the post-build step, from the payload; the wrapper renders the same either way.
type Props = { [K in typeof STATIC_MARKUP_PROP]: string } & { [K in typeof STATIC_MARKUP_OPTIONAL_PROP]?: boolean } & { className?: string; children?: ReactNode };

/**
 * A part of the page that the exported HTML carries and React's payload does not (lib/static-markup.ts).
 * Three ways it renders:
 * - with children (the server, `next dev`, a client navigation's payload): as any element would;
 * - without (the exported page's first load, whose payload the build emptied): an element whose
 *   inner HTML React leaves as the HTML had it, noted here once hydrated;
 * - without children again later in the same visit (the router shows the first load's payload once
 *   more, going back to the page): the markup of the element last noted.
 */
export function StaticMarkup({ staticMarkupId: id, className, children }: Props) {
  const element = useRef<HTMLDivElement>(null);
  // Read once: a later change would make React write the markup anew over what the visitor has open.
  const [html] = useState(() => (children === undefined ? (kept.get(id)?.innerHTML ?? '') : null));
  useLayoutEffect(() => {
    if (html === null || !element.current) return;
    if (element.current.childNodes.length > 0) kept.set(id, element.current);
    // Never a blank part: with nothing noted and nothing in the HTML, the page is loaded whole.
    else window.location.reload();
  }, [html, id]);
  const attributes = { className, [STATIC_MARKUP_ATTRIBUTE]: id };
  if (html === null) return <div {...attributes}>{children}</div>;
  return <div ref={element} {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
