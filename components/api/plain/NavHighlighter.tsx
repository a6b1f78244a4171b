'use client';

import { useEffect } from 'react';
import { currentSection, hashTargetId, READING_LINE } from '@/lib/api/current-section';

/**
 * Marks the navigation's entry for the section being read with `aria-current="location"`. The
 * section being read is the last one whose heading has passed the reading line; the observer only
 * says when a heading crosses it, so nothing runs while the page scrolls between headings.
 */
export function NavHighlighter({ navSelector }: { navSelector: string }) {
  useEffect(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>(`${navSelector} a[href^="#"]`)];
    const idOf = (link: HTMLAnchorElement) => hashTargetId(link.hash);
    const targets = [...new Set(links.map(idOf))].map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    if (targets.length === 0) return;
    let current: string | null = null;
    const update = () => {
      const id = currentSection(
        targets.map((t) => ({ id: t.id, top: t.getBoundingClientRect().top })),
        window.innerHeight,
      );
      if (id === current) return;
      current = id;
      for (const link of links) {
        if (id !== null && idOf(link) === id) {
          link.setAttribute('aria-current', 'location');
          keepInView(link);
        } else link.removeAttribute('aria-current');
      }
    };
    const observer = new IntersectionObserver(update, { rootMargin: `0px 0px -${100 - READING_LINE * 100}% 0px` });
    for (const target of targets) observer.observe(target);
    update();
    return () => observer.disconnect();
  }, [navSelector]);
  return null;
}

/** Scrolls a scrollable navigation (never the page) so its marked link shows. */
function keepInView(link: HTMLElement) {
  const box = link.closest('nav');
  if (!box || box.scrollHeight <= box.clientHeight || box.offsetParent === null) return;
  const linkBox = link.getBoundingClientRect();
  const navBox = box.getBoundingClientRect();
  if (linkBox.top < navBox.top || linkBox.bottom > navBox.bottom) box.scrollTop += linkBox.top - navBox.top - box.clientHeight / 3;
}
