import { samePageHash } from './hash-focus';
import { followsHere, type ClickLike, type LinkLike } from './plain-click';

/**
 * Route links: links to the site's pages that are markup alone, with no Link component to hydrate,
 * so that the content they sit in can be static markup (lib/static-markup.ts). One page-wide listener
 * (components/shell/use-route-links.ts) follows them through the router and prefetches them, as
 * next/link does for the links it renders.
 */
export const ROUTE_LINK_ATTRIBUTE = 'data-route-link';

/** The selector of route links. */
export const ROUTE_LINK_SELECTOR = `a[${ROUTE_LINK_ATTRIBUTE}]`;

/**
 * Where the router should take a plain click on a route link (path, query and hash), or null when
 * the browser should handle the click itself: a modified or non-primary click, another window, a
 * download, another origin, or a place on the current page (the in-page links' own listener).
 */
export function routeLinkTarget(click: ClickLike, link: LinkLike, currentHref: string): string | null {
  if (!followsHere(click, link)) return null;
  const target = new URL(link.href, currentHref);
  if (target.origin !== new URL(currentHref).origin || samePageHash(link.href, currentHref) !== null) return null;
  return target.pathname + target.search + target.hash;
}
