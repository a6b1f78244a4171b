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
import { splitSuffix } from '../markup/urls';
import { isExternalUrl, type Redirect } from './redirect-page';

export type ClientRedirectsOptions = NonNullable<SiteConfig['clientRedirects']>;

/** A redirect the configuration asks for, before the export names its page's title. */
export type ClientRedirect = Omit<Redirect, 'title'>;

const CONFIG_FILE = 'site.config.ts';

/** An address as the export's routes write it: a leading slash, none at the end (but for `/`). */
export const routeOf = (path: string): string => `/${path.replace(/^\/+/, '')}`.replace(/(.)\/+$/, '$1');

/**
 * A destination as Docusaurus reads a redirect's `to`: another site's URL, or a page's route (as its
 * file names it) then any query and fragment (`/docs/a#b` → `/docs/a` and `#b`).
 */
function destinationOf(to: string): { to: string; suffix?: string } {
  if (isExternalUrl(to)) return { to };
  const [route, suffix] = splitSuffix(to);
  return { to: routeOf(route), ...(suffix && { suffix }) };
}

/** A destination as the messages name it: `/docs/a#b`. */
const destinationText = (redirect: ClientRedirect) => `${redirect.to}${redirect.suffix ?? ''}`;

/**
 * The configured redirects, each from an address the export does not serve to one it does (or to
 * another site), and the findings about the rest. `routes` is every route and file the export serves;
 * `pages` the routes of its pages, which `createRedirects` is asked about, as Docusaurus asks it.
 */
export function collectClientRedirects(options: ClientRedirectsOptions | undefined, routes: ReadonlySet<string>, pages: readonly string[]): { redirects: ClientRedirect[]; findings: Finding[] } {
  if (!options) return { redirects: [], findings: [] };
  const listed = (options.redirects ?? []).flatMap(({ from, to }) => (typeof from === 'string' ? [from] : from).map((one): ClientRedirect => ({ from: routeOf(one), ...destinationOf(to) })));
  // A page's own route, whole: a `#` or `?` of its file name is no fragment or query.
  const created = options.createRedirects
    ? pages.flatMap((page) => {
        const froms = options.createRedirects!(page) ?? [];
        return (typeof froms === 'string' ? [froms] : froms).map((from): ClientRedirect => ({ from: routeOf(from), to: page }));
      })
    : [];
  const findings: Finding[] = [];
  const finding = (check: string, message: string) => findings.push({ check, file: CONFIG_FILE, message: `clientRedirects: ${message}` });
  const byFrom = new Map<string, ClientRedirect>();
  for (const redirect of [...listed, ...created]) {
    const to = destinationText(redirect);
    if (!isExternalUrl(redirect.to) && !routes.has(redirect.to)) {
      // Docusaurus sites with their docs at the root write redirects to `/intro`, not `/docs/intro`.
      const written = docsAtRootHint(redirect.to, routes, DOCS_ROUTE);
      finding('onBrokenLinks', `${redirect.from} leads to ${to}, which the site does not serve. ${written ? `It is ${written.replace('; ', ': ')}; fix "to".` : 'Fix "to", or remove the redirect.'}`);
      continue;
    }
    if (routes.has(redirect.from)) {
      finding('onDuplicateRoutes', `${redirect.from} is a page of the site, so it is not redirected to ${to}. Remove the redirect, or move the page.`);
      continue;
    }
    const earlier = byFrom.get(redirect.from);
    if (earlier && destinationText(earlier) !== to) {
      finding('onDuplicateRoutes', `${redirect.from} is redirected twice, to ${destinationText(earlier)} and to ${to}; the first is kept. Remove one of them.`);
      continue;
    }
    byFrom.set(redirect.from, redirect);
  }
  return { redirects: [...byFrom.values()], findings };
}
