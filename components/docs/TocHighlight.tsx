'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useActiveHeading } from '@/lib/client/toc-highlight';
import './toc-highlight.css';

/**
 * Marks the entry of the section in view with aria-current, on the server-rendered links it wraps,
 * so the outline itself stays server-only markup and this is the only script it needs.
 */
export function TocHighlight({ ids, children }: { ids: string[]; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const active = useActiveHeading(ids);
  // The links are new after a client-side switch to another page, even when the active id is not.
  const page = ids.join('\n');
  useEffect(() => {
    const links = root.current?.querySelectorAll<HTMLAnchorElement>('a[href^="#"]') ?? [];
    for (const link of links) {
      if (active !== null && link.getAttribute('href') === `#${active}`) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  }, [active, page]);
  return (
    <div ref={root} className="toc-highlight">
      {children}
    </div>
  );
}
