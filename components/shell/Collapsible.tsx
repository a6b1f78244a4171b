'use client';

import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { COLLAPSE_EASING, collapseDuration } from '@/lib/client/collapse';

/** Height-animated region for sidebar categories and mobile dropdowns. */
export function Collapsible({ open, id, children, as: Tag = 'div', className }: { open: boolean; id?: string; children: ReactNode; as?: 'div' | 'ul'; className?: string }) {
  const ref = useRef<HTMLElement | null>(null);
  const first = useRef(true);
  // React sets `hidden` only for the first render. After that the effect owns it: a closing region
  // must stay visible until its height has animated to zero, or there is nothing to measure.
  const [initiallyHidden] = useState(!open);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const height = el.scrollHeight;
    const duration = collapseDuration(height, reduced);
    el.style.overflow = 'hidden';
    el.style.transition = `height ${duration}ms ${COLLAPSE_EASING}`;
    el.dataset.collapseDuration = String(duration);
    if (open) {
      el.hidden = false;
      el.style.height = '0px';
      requestAnimationFrame(() => {
        el.style.height = `${height}px`;
      });
    } else {
      el.style.height = `${height}px`;
      requestAnimationFrame(() => {
        el.style.height = '0px';
      });
    }
    const done = () => {
      el.style.transition = '';
      el.style.overflow = '';
      el.style.height = '';
      if (!open) el.hidden = true;
    };
    const timer = window.setTimeout(done, duration + 20);
    return () => window.clearTimeout(timer);
  }, [open]);
  return (
    <Tag ref={ref as never} id={id} className={className} hidden={initiallyHidden}>
      {children}
    </Tag>
  );
}
