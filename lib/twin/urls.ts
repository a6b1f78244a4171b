import { absoluteUrl, pathnameProtocolPath, percentDecoded } from '../markup/urls';

/**
 * Where a page's Markdown twin lives and how a twin writes its links: every URL absolute, and a link
 * to another page of the site pointing at that page's own twin.
 */

/** The twin of a route: `/docs/x` → `/docs/x.md`, the home page `/` → `/index.md`. */
export function twinPath(route: string): string {
  const trimmed = route.length > 1 ? route.replace(/\/+$/, '') : route;
  return trimmed === '/' ? '/index.md' : `${trimmed}.md`;
}

/** The file of a twin in the export, relative to its root: `docs/x.md`. */
export const twinFile = (route: string): string => twinPath(route).slice(1);

export interface LinkResolver {
  /** The absolute URL a twin writes for `href`, found on the page at `route`. */
  (href: string): string;
}

/**
 * A resolver for the page at `route` of a site at `siteUrl` (origin and base path). `pages` are the
 * routes that have a twin: a link to one of them (anchor kept) points at its `.md`; a link to
 * anything else (an image, a feed, another host) is only made absolute. Same-page anchors point at
 * this page's twin.
 */
export function linkResolver(siteUrl: string, route: string, pages: ReadonlySet<string>): LinkResolver {
  const pageUrl = new URL(absoluteUrl(siteUrl, route));
  return (written: string) => {
    if (!written) return written;
    const href = pathnameProtocolPath(written) ?? written;
    let url: URL;
    try {
      url = new URL(href, pageUrl);
    } catch {
      return href;
    }
    if (url.origin !== pageUrl.origin) return url.href;
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    // The parser percent-encodes the path; a route is named as its file is (`/docs/My Page`). A
    // malformed escape (`/docs/100%`, as written) names no route: the path is kept as it is.
    if (pages.has(percentDecoded(path))) url.pathname = twinPath(path);
    return url.href;
  };
}
