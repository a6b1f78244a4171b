/** A URL with a scheme (`https:`, `mailto:`, `data:`) or a host of its own (`//cdn.example`): not a path of this site. */
export const isOffSiteUrl = (url: string): boolean => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);

/**
 * The path a browser requests for a route, which is named as its file is (`/docs/My Page`):
 * percent-encoded as the URL parser encodes a path (`/docs/My%20Page`, `/docs/Caf%C3%A9`). A `%`,
 * `?` or `#` of a file name is encoded first, since the parser would read it as an escape, the
 * query or the fragment.
 */
export const routeUrlPath = (route: string): string => new URL(route.replace(/[%?#]/g, encodeURIComponent), 'http://site.invalid').pathname;

/**
 * The absolute URL of a route or a file of the site (a page's canonical URL, its twin's), as a
 * browser requests it: routeUrlPath, so a `#`, `?` or `%` of a file name stays in the path.
 */
export const absoluteUrl = (siteUrl: string, route: string): string => siteAddress(siteUrl, routeUrlPath(route));

/**
 * `url` under the site's URL (origin and base path), read as a URL: its query and fragment are its
 * own, and a URL with a scheme or a host of its own (`//cdn.example/x.png`) stays where it leads.
 */
export function siteAddress(siteUrl: string, url: string): string {
  const base = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  // A path from the root is read from the base path, which a leading slash would leave.
  return new URL(isRootPath(url) ? url.slice(1) : url, base).href;
}

/** A URL's path, and its query and fragment as written (`/a.png?v=2#x` → `/a.png`, `?v=2#x`). */
export function splitSuffix(url: string): [path: string, suffix: string] {
  const at = url.search(/[?#]/);
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

/**
 * `text` with its percent-escapes decoded, or as written when one is malformed (`/docs/100%`): such
 * a `%` is no escape but the character itself, and a URL a reader wrote that way should not stop a
 * page or a check. scripts/serve.mjs keeps a copy, since it runs without a build.
 */
export const percentDecoded = (text: string): string => (hasMalformedEscape(text) ? text : decodeURIComponent(text));

/** Whether `text` has a `%` that is no percent-escape of UTF-8 (`100%`, `%FF`), which decodeURIComponent refuses. */
export function hasMalformedEscape(text: string): boolean {
  try {
    decodeURIComponent(text);
    return false;
  } catch {
    return true;
  }
}

/**
 * What is wrong with a path of the site with a `%` that is no percent-escape (`/img/50%.png`), with the
 * fix, or null. A browser sends such a `%` as it is and a host answers 400, so the path reaches no
 * file, and the build cannot tell which file it means. Only the path counts, not a query or fragment.
 */
export function malformedEscapeProblem(url: string): string | null {
  const [path, suffix] = splitSuffix(url);
  if (!hasMalformedEscape(path)) return null;
  const escaped = path.replace(/%(?![0-9a-f]{2})/gi, '%25');
  const example = hasMalformedEscape(escaped) ? '' : ` ('${escaped}${suffix}')`;
  return `'${url}' has a % that is no percent-escape, so no host serves a file at that path. Write a % of the file's name as %25${example}.`;
}

/** A path from the site's root (`/img/x.png`), not one relative to the page nor a host of its own (`//cdn.example`): a file the site serves. */
export const isRootPath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');

/**
 * A site path without its first folder (`/project/img/x.png` → `/img/x.png`), or null for a path of
 * one segment: where a path written with a GitHub project page's base URL in front (an `<img src>`,
 * which Docusaurus leaves as written) is served here, from the host's root.
 */
export function withoutFirstFolder(path: string): string | null {
  const rest = /^\/[^/?#]+(\/[^/?#].*)$/.exec(path)?.[1];
  return rest ?? null;
}

/**
 * The path of `url` on the site at `siteUrl` (site.config.ts's `url`, an origin), when `url` is the
 * site's own address written in full (`https://docs.example/img/a.png` → `/img/a.png`); else null.
 * Such an address still loads from that host wherever the export is served, so the checks name it.
 */
export function ownAddressPath(url: string, siteUrl: string | undefined): string | null {
  const site = siteUrl?.replace(/\/+$/, '');
  if (!site) return null;
  const target = url.trim();
  if (target === site) return '/';
  const rest = target.slice(site.length);
  return target.startsWith(site) && /^[/?#]/.test(rest) ? (rest.startsWith('/') ? rest : `/${rest}`) : null;
}

/**
 * The site path a Docusaurus `pathname://` link names (`pathname:///api/v7/index.html` →
 * `/api/v7/index.html`), else null. Docusaurus's escape hatch from its router: a plain link to a
 * path the site's pages do not make (an API reference or old docs copied beside the export at
 * deploy time), which its broken-link check leaves alone.
 */
export function pathnameProtocolPath(href: string): string | null {
  const match = /^pathname:\/\/(.*)$/i.exec(href.trim());
  return match ? match[1]! : null;
}

/** The attribute that keeps a link out of the broken-link check, as Docusaurus's `<Link data-noBrokenLinkCheck>`. */
export const NO_LINK_CHECK_ATTRIBUTE = 'data-nobrokenlinkcheck';
