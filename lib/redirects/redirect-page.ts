/**
 * A redirect page: a small file of the export at an old address that sends the visitor on to a page
 * of the site (or, for a configured redirect, another site). It works on any static host, without
 * scripts and under the strictest policy, which a server's redirect rules would not.
 */
import { posix } from 'node:path';
import { escapeHtml } from '../markup/escape';
import { routeUrlPath, siteAddress } from '../markup/urls';

export interface Redirect {
  /** The old address, a route of the export. */
  from: string;
  /** A route of the site, as its file names it (`/docs/My Page`), or an absolute http(s) URL. */
  to: string;
  /** The query and fragment an author wrote after the route (`#install`), kept as written. */
  suffix?: string;
  /** The destination's title. */
  title: string;
}

/** Whether `to` leads off the site. */
export const isExternalUrl = (to: string): boolean => /^https?:\/\//i.test(to);

/**
 * Where the route `to` is from the route `from`, as a relative URL, so that it holds under any base
 * URL: percent-encoded as a browser requests it (routeUrlPath), so a space, `#`, `?` or `%` of a file
 * name stays in the path.
 */
export function relativeUrl(from: string, to: string): string {
  const here = posix.dirname(routeUrlPath(from));
  const path = routeUrlPath(to);
  // The home page (or another folder's index) is its folder: never an empty URL, which would be this page.
  if (path.endsWith('/')) return `${posix.relative(here, path) || '.'}/`;
  const up = posix.relative(here, posix.dirname(path));
  const url = `${up ? `${up}/` : ''}${posix.basename(path)}`;
  // A colon before the first slash would make the name a scheme (`C:drive` → `c:`).
  return /^[^/]*:/.test(url) ? `./${url}` : url;
}

/** The file of the export that serves `from`: `/docs/old` → `docs/old.html`, as Next exports a page. */
export const redirectFileOf = (from: string): string => (/\.html?$/i.test(from) ? from.slice(1) : `${from.slice(1)}.html`);

/** Marks a redirect page on its `<html>`, so that the steps and tests that read the export's pages pass it by. */
const REDIRECT_PAGE_ATTRIBUTE = 'data-redirect-page';
const REDIRECT_PAGE_MARK = new RegExp(`^<!doctype html>\\s*<html[^>]* ${REDIRECT_PAGE_ATTRIBUTE}[\\s>]`, 'i');

/** Whether an exported HTML file is a redirect page (these come first in one), not a page of the site. */
export function isRedirectPage(html: string): boolean {
  return REDIRECT_PAGE_MARK.test(html.slice(0, 200));
}

/**
 * The redirect page: sends the visitor on at once (a refresh, which works without scripts and under
 * the strictest policy), tells search engines where the page lives and not to index the old address,
 * and links the destination for a browser that does not follow the refresh.
 */
export function redirectPageHtml(redirect: Redirect, siteUrl: string, lang: string): string {
  const external = isExternalUrl(redirect.to);
  const suffix = redirect.suffix ?? '';
  const target = escapeHtml(external ? redirect.to : `${relativeUrl(redirect.from, redirect.to)}${suffix}`);
  const canonical = escapeHtml(external ? redirect.to : siteAddress(siteUrl, `${routeUrlPath(redirect.to)}${suffix}`));
  const title = escapeHtml(redirect.title);
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" ${REDIRECT_PAGE_ATTRIBUTE}>
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${canonical}">
<title>${title}</title>
</head>
<body>
<main>
<h1>${title}</h1>
<p>This page has moved to <a href="${target}">${canonical}</a>.</p>
</main>
</body>
</html>
`;
}
