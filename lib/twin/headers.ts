import { routeUrlPath } from '../markup/urls';
import { twinPath } from './urls';

/** The Content-Type of a Markdown twin (RFC 7763), for the preview server and for `_headers`. */
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';

const TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8';

/** The two llms files at the site's root. */
export const LLMS_FILES = ['/llms.txt', '/llms-full.txt'] as const;

/**
 * `_headers` rules (Netlify's and Cloudflare Pages' format) that serve each twin as Markdown: one
 * exact path per twin, since those hosts match a `*` only as a whole path segment's tail.
 * The llms files are declared UTF-8 text; `others` are further files for agents, with their types.
 */
export function twinHeaders(routes: readonly string[], others: readonly (readonly [path: string, type: string])[] = []): string {
  const rules = [...routes.map((route) => [twinPath(route), MARKDOWN_CONTENT_TYPE] as const), ...LLMS_FILES.map((path) => [path, TEXT_CONTENT_TYPE] as const), ...others];
  // As the page's own rule (scripts/lib/csp.ts): the path a browser requests, `/docs/My%20Page.md`.
  return rules.map(([path, type]) => `\n${routeUrlPath(path)}\n  Content-Type: ${type}\n`).join('');
}
