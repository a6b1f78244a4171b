'use client';

import { useEffect } from 'react';
import { focusHashTarget, samePageHash } from './hash-focus';
import { holdInPlace } from './hold-in-place';
import { followsHere, type ClickLike, type LinkLike } from './plain-click';

/**
 * The hash a plain click on this link leads to within the current page, or null when the browser
 * should handle the click itself: a modified or non-primary click, another window, a download, or
 * another page.
 */
export function inPageClickHash(click: ClickLike, link: LinkLike, currentHref: string): string | null {
  return followsHere(click, link) ? samePageHash(link.href, currentHref) : null;
}

/**
 * Wires in-page links on a document; returns the function that unwires them. A browser-made history
 * entry for an in-page link has no router state, and Next ignores a popstate without it: Back from
 * the next page would change the URL but not the page. So in-page links push their entry with the
 * router's state, then scroll and focus as the browser would. A hash change made any other way
 * (typed, Back) moves focus too. Either way the target is held in place while the page settles
 * (hold-in-place.ts).
 */
export function installInPageLinks(win: Window, doc: Document): () => void {
  // One hold at a time: a second jump must not be pulled back to the first one's target.
  let release = () => {};
  const hold = (target: HTMLElement) => {
    release();
    release = holdInPlace(win, target);
  };
  // The browser has scrolled to the target by then.
  const onHashChange = () => {
    const target = focusHashTarget(doc, win.location.hash);
    if (target) hold(target);
  };
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    // SVG links match the selector too, but their href is not a string.
    if (!link || typeof (link as HTMLAnchorElement).href !== 'string') return;
    const hash = inPageClickHash(event, link as HTMLAnchorElement, win.location.href);
    if (hash === null) return;
    event.preventDefault();
    if (hash !== win.location.hash) win.history.pushState(win.history.state, '', hash);
    const target = focusHashTarget(doc, hash);
    if (!target) return;
    target.scrollIntoView();
    hold(target);
  };
  doc.addEventListener('click', onClick);
  win.addEventListener('hashchange', onHashChange);
  return () => {
    release();
    doc.removeEventListener('click', onClick);
    win.removeEventListener('hashchange', onHashChange);
  };
}

/** Spec §2: in-page links keep Back working and move focus to their target. */
export function useInPageLinks(): void {
  useEffect(() => installInPageLinks(window, document), []);
}
