'use client';

import { useBackToTopVisible } from '@/lib/client/back-to-top';
import { MAIN_CONTENT_ID } from './SkipToContent';
import './back-to-top.css';

/**
 * "Back to top", offered once the reader is a screen down a long page. It scrolls to the top and
 * moves focus to the start of the page's content, so keyboard and screen reader users continue
 * from there instead of from a button that has just disappeared.
 */
export function BackToTop() {
  const visible = useBackToTopVisible();
  const goToTop = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="back-to-top" hidden={!visible} onClick={goToTop}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <path d="M3 10l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="back-to-top__label">Back to top</span>
    </button>
  );
}
