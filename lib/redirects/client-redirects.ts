/**
 * Redirects a site configures, in the options of Docusaurus's @docusaurus/plugin-client-redirects
 * (`clientRedirects` in site.config.ts, copied over as they are): `redirects` sends one old address
 * or several to a page, and `createRedirects` names old addresses for each page of the site. As in
 * Docusaurus, a redirect must lead to a page that exists, and one from an address the site serves
 * is left out; here each is a finding under the check Docusaurus reports it with.
 */
import type { Finding } from '../checks/findings';
import { docsAtRootHint } from '../checks/links';
import { DOCS_ROUTE } from '../config/schema';
import type { SiteConfig } from '../config/types';
import { isExternalUrl } from './redirect-page';

export type ClientRedirectsOptions = NonNullable<SiteConfig['clientRedirects']>;

export interface ClientRedirect {
  from: string;
  to: string;
}

const CONFIG_FILE = 'site.config.ts';

/** An address as the export's routes write it: a leading slash, none at the end (but for `/`). */
export const routeOf = (path: string): string => `/${path.replace(/^\/+/, '')}`.replace(/(.)\/+$/, '$1');

/** The page part of a destination: `/docs/a#b` → `/docs/a`. */
export const pagePart = (to: string) => routeOf(to.replace(/[?#].*$/, ''));

/**
 * The configured redirects, each from an address the export does not serve to one it does (or to
 * another site), and the findings about the rest. `routes` is every route and file the export serves;
 * `pages` the routes of its pages, which `createRedirects` is asked about, as Docusaurus asks it.
 */
export function collectClientRedirects(options: ClientRedirectsOptions | undefined, routes: ReadonlySet<string>, pages: readonly string[]): { redirects: ClientRedirect[]; findings: Finding[] } {
  if (!options) return { redirects: [], findings: [] };
  const listed = (options.redirects ?? []).flatMap(({ from, to }) => (typeof from === 'string' ? [from] : from).map((one) => ({ from: routeOf(one), to })));
  const created = options.createRedirects
    ? pages.flatMap((page) => {
        const froms = options.createRedirects!(page) ?? [];
        return (typeof froms === 'string' ? [froms] : froms).map((from) => ({ from: routeOf(from), to: page }));
      })
    : [];
  const findings: Finding[] = [];
  const finding = (check: string, message: string) => findings.push({ check, file: CONFIG_FILE, message: `clientRedirects: ${message}` });
  const byFrom = new Map<string, ClientRedirect>();
  for (const redirect of [...listed, ...created]) {
    const to = isExternalUrl(redirect.to) ? redirect.to : routeOf(redirect.to);
    if (!isExternalUrl(to) && !routes.has(pagePart(to))) {
      // Docusaurus sites with their docs at the root write redirects to `/intro`, not `/docs/intro`.
      const written = docsAtRootHint(pagePart(to), routes, DOCS_ROUTE);
      finding('onBrokenLinks', `${redirect.from} leads to ${to}, which the site does not serve. ${written ? `It is ${written.replace('; ', ': ')}; fix "to".` : 'Fix "to", or remove the redirect.'}`);
      continue;
    }
    if (routes.has(redirect.from)) {
      finding('onDuplicateRoutes', `${redirect.from} is a page of the site, so it is not redirected to ${to}. Remove the redirect, or move the page.`);
      continue;
    }
    const earlier = byFrom.get(redirect.from);
    if (earlier && earlier.to !== to) {
      finding('onDuplicateRoutes', `${redirect.from} is redirected twice, to ${earlier.to} and to ${to}; the first is kept. Remove one of them.`);
      continue;
    }
    byFrom.set(redirect.from, { from: redirect.from, to });
  }
  return { redirects: [...byFrom.values()], findings };
}
