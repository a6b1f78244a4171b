import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isOwnRoute, type SiteOverlay } from '../../lib/config/overlay';
import type { SiteConfig } from '../../lib/config/types';
import { checkSeverity } from '../../lib/checks/findings';
import { gtagBootstrap } from '../../lib/client/analytics';
import { hostOrigin } from '../../lib/search/hosts';
import { insightsHostOf } from '../../lib/search/client-config';
import { routeUrlPath } from '../../lib/markup/urls';
import { changeExportPage, type ExportPage } from './export-files';
import type { PostbuildContext, StepResult, StepResults } from './postbuild-context';

/**
 * The Content-Security-Policy of each exported page, written by the post-build step into the page
 * (a <meta http-equiv> right after the charset) and into `_headers` for hosts that read one. Scripts
 * run only from the site itself or as inline scripts whose exact text is hashed here: a script that
 * an author or an attacker slipped into the markup does not run. See the README's "Deploy".
 */

/** `'sha256-…'` of a script's exact text, as the browser hashes it. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Types the browser runs; any other type (JSON, JSON-LD) is a data block that CSP does not govern. */
const EXECUTABLE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

/** The text of every inline script the browser would run, in document order. */
export function inlineScripts(html: string): string[] {
  const texts: string[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? '';
    if (!EXECUTABLE.test(type.trim())) continue;
    texts.push(match[2] ?? '');
  }
  return texts;
}

/** What a policy allows beyond the site itself, from the site's configuration. */
export interface CspSources {
  /** Hosts the page may fetch from: hosted search and its Insights API, the API servers of 'Try it', the feedback endpoint. */
  connect: string[];
  /** Script hosts beyond 'self' (analytics). */
  scripts: string[];
  /** Inline scripts that code adds at run time (analytics' bootstrap), hashed like the page's own. */
  runtimeScripts: string[];
  /** Image hosts beyond 'self' and data: (analytics' beacons). */
  images: string[];
}

/** Algolia's hosts for an application id: the read host, the write host and the three fallbacks. */
export function algoliaHosts(appId: string): string[] {
  return [`https://${appId}-dsn.algolia.net`, `https://${appId}.algolia.net`, ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`)];
}

/** Google Analytics 4 through gtag.js, as Google's CSP guidance lists them. */
export const ANALYTICS = {
  scripts: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  images: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

const unique = (values: string[]) => [...new Set(values)];

export function cspSources(config: Pick<SiteConfig, 'search' | 'api' | 'analytics' | 'feedback'>): CspSources {
  const algolia = config.search.algolia;
  const search = algolia ? (algolia.hosts?.map(hostOrigin) ?? algoliaHosts(algolia.appId)) : [];
  const insightsHost = insightsHostOf(config.search);
  const insights = insightsHost ? [hostOrigin(insightsHost)] : [];
  // Site paths (the documented /api/v0) are covered by 'self'; other servers by their origin.
  const api = config.api.servers.flatMap((s) => (/^https?:\/\//.test(s.url) ? [new URL(s.url).origin] : []));
  const analytics = config.analytics;
  const feedback = config.feedback?.endpoint ? [new URL(config.feedback.endpoint).origin] : [];
  return {
    connect: unique([...search, ...insights, ...api, ...feedback, ...(analytics ? ANALYTICS.connect : [])]),
    scripts: analytics ? ANALYTICS.scripts : [],
    runtimeScripts: analytics ? [gtagBootstrap(analytics.trackingID, analytics.anonymizeIP)] : [],
    images: analytics ? ANALYTICS.images : [],
  };
}

/** Directives a page's off-site resources need, by the hosts' origins: `{ 'img-src': ['https://badgen.net'] }`. */
export type OffSiteSources = Partial<Record<'img-src' | 'media-src' | 'frame-src' | 'script-src' | 'style-src', string[]>>;

const TAG = /<(img|source|video|audio|track|iframe|script|link)\b([^>]*)>/gi;
const attributeOf = (attributes: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(` ${attributes}`)
    ?.slice(1)
    .find((v) => v !== undefined);
/**
 * A full URL's origin; a scheme-relative one's host alone (`//codepen.io/embed` → `codepen.io`), which a
 * policy matches over the page's own scheme, as the browser loads it: given as `https://`, it was
 * refused on a page served over http, such as `npm run serve`'s.
 */
const originOf = (url: string | undefined): string | null => {
  const trimmed = url?.trim() ?? '';
  if (!/^(?:https?:)?\/\//i.test(trimmed)) return null;
  const parsed = new URL(trimmed, 'https://site.invalid');
  return trimmed.startsWith('//') ? parsed.host : parsed.origin;
};

/**
 * The other hosts the pages' own markup loads from, by the directive that governs each: images (and
 * `srcset` candidates, a video's poster), audio and video, frames, scripts and stylesheets. The
 * authoring check (`checks.onOffSiteResources`) names these; when it is set to let them through, the
 * policy must allow them, or the browser blocks what the page was built to show.
 */
export function offSiteSources(htmls: readonly string[]): OffSiteSources {
  const found: Required<OffSiteSources> = { 'img-src': [], 'media-src': [], 'frame-src': [], 'script-src': [], 'style-src': [] };
  const add = (directive: keyof OffSiteSources, url: string | undefined) => {
    const origin = originOf(url);
    if (origin && !found[directive].includes(origin)) found[directive].push(origin);
  };
  for (const [, tag, attributes = ''] of htmls.flatMap((html) => [...html.replace(META, '').matchAll(TAG)])) {
    const name = tag!.toLowerCase();
    const src = attributeOf(attributes, 'src');
    for (const candidate of attributeOf(attributes, 'srcset')?.split(',') ?? []) add('img-src', candidate.trim().split(/\s+/)[0]);
    if (name === 'img') add('img-src', src);
    else if (name === 'video' || name === 'audio' || name === 'source' || name === 'track') add('media-src', src);
    if (name === 'video') add('img-src', attributeOf(attributes, 'poster'));
    if (name === 'iframe') add('frame-src', src);
    if (name === 'script') add('script-src', src);
    if (name === 'link') {
      const rel = attributeOf(attributes, 'rel')?.toLowerCase().split(/\s+/) ?? [];
      if (rel.includes('stylesheet')) add('style-src', attributeOf(attributes, 'href'));
      else if (rel.includes('icon')) add('img-src', attributeOf(attributes, 'href'));
    }
  }
  return Object.fromEntries(Object.entries(found).filter(([, origins]) => origins.length > 0));
}

/**
 * A site variant's own test pages (its `ownRoutes`, lib/config/overlay.ts) talk to stand-ins for
 * Algolia on loopback ports chosen at run time; the site itself has none.
 */
const LOOPBACK = ['http://127.0.0.1:*', 'http://localhost:*'];

/**
 * The policy of one page. Styles: `'unsafe-inline'` is allowed for styles, not scripts. KaTeX lays
 * out every formula with inline style attributes, React renders `style` props as attributes and
 * Scalar injects its own <style> elements as it renders; a hash cannot allow an attribute (short of
 * `'unsafe-hashes'` with every value listed) nor a style made at run time. Inline CSS cannot run
 * script; what it could still do, restyle or probe the page, needs markup injected into a page
 * whose HTML is all built from the repository's own content.
 */
export function pagePolicy(route: string, scriptTexts: string[], sources: CspSources, overlay: Pick<SiteOverlay, 'ownRoutes'> = {}, offSite: OffSiteSources = {}): string {
  const hashes = unique([...scriptTexts, ...sources.runtimeScripts].map(sha256Source));
  const connect = [...sources.connect, ...(isOwnRoute(route, overlay) ? LOOPBACK : [])];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Pagefind's search engine is WebAssembly, which needs 'wasm-unsafe-eval' (not 'unsafe-eval').
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...hashes, ...sources.scripts, ...(offSite['script-src'] ?? [])]],
    ['style-src', ["'self'", "'unsafe-inline'", ...(offSite['style-src'] ?? [])]],
    ['img-src', ["'self'", 'data:', ...sources.images, ...(offSite['img-src'] ?? [])]],
    // Without hosts of their own, frames and media fall back to default-src 'self'.
    ...(['media-src', 'frame-src'] as const).flatMap((name): [string, string[]][] => (offSite[name] ? [[name, ["'self'", ...offSite[name]]]] : [])),
    ['connect-src', ["'self'", ...connect]],
    // The offline service worker (out/sw.js) is the site's own script; no other worker may start.
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${unique(values).join(' ')}`).join('; ');
}

/**
 * Directives that browsers ignore in a <meta> policy (and warn about), added only to the header. A
 * page may be framed by the site's own pages (a doc that shows a demo page of the site in an
 * `<iframe>`), by no other site's.
 */
export const HEADER_ONLY = "frame-ancestors 'self'";

const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/i;

/** The page with its policy as the first element after the charset (a policy governs only what follows it). */
export function withCspMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
  const clean = html.replace(META, '');
  const charset = /<meta charSet="utf-8"\s*\/?>/i.exec(clean);
  if (charset) return `${clean.slice(0, charset.index + charset[0].length)}${meta}${clean.slice(charset.index + charset[0].length)}`;
  const head = /<head[^>]*>/i.exec(clean);
  if (!head) throw new Error('The page has no <head> to put its Content-Security-Policy in.');
  return `${clean.slice(0, head.index + head[0].length)}${meta}${clean.slice(head.index + head[0].length)}`;
}

/** The page's inline scripts, ignoring a policy an earlier run of the post-build step put in. */
export function pageScripts(html: string): string[] {
  return inlineScripts(html.replace(META, ''));
}

/** Headers every answer of a static host should carry. */
export const SECURITY_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'SAMEORIGIN'],
];

/**
 * `_headers` for Netlify and Cloudflare Pages: the security headers for every path, then each
 * page's policy with frame-ancestors under its clean route. The 404 page's rule is `/404`, which
 * `npm run serve` applies to any path without a page. A route is written as the path a browser
 * requests (`/docs/My%20Page`), not as its file is named (`/docs/My Page`): Cloudflare's parser
 * puts a rule's path through the URL parser, which gives that form, and matches it against the
 * request's path. Netlify's documentation does not say whether a rule matches the encoded or the
 * decoded path, and this was not tried there: the rule is written as the request is sent.
 */
export function headersFile(pages: { route: string; policy: string }[]): string {
  const blocks = [`/*\n${SECURITY_HEADERS.map(([k, v]) => `  ${k}: ${v}`).join('\n')}`];
  for (const { route, policy } of pages) blocks.push(`${routeUrlPath(route)}\n  Content-Security-Policy: ${policy}; ${HEADER_ONLY}`);
  return `${blocks.join('\n\n')}\n`;
}

/**
 * The post-build step "Content-Security-Policy", last, once every page is final: each page gets a
 * policy with the hashes of its own inline scripts, as a <meta> element and in `_headers`, which
 * also carries the rules earlier steps asked for. When `checks.onOffSiteResources` lets pages load
 * from other hosts, the policy allows the hosts the pages' markup loads from, and no others.
 */
export function pagePoliciesStep(
  {
    out,
    config,
    overlay,
    pages,
    nextNotFound,
  }: Pick<PostbuildContext, 'out' | 'overlay' | 'pages' | 'nextNotFound'> & { config: Pick<SiteConfig, 'search' | 'api' | 'analytics' | 'feedback' | 'checks' | 'blog'> },
  earlier: Pick<StepResults, 'headers'>,
): StepResult {
  const sources = cspSources(config);
  // Every page allows every page's hosts: a client-side navigation keeps the policy of the page
  // first loaded, so a page's own list would block what the next page shows.
  const offSite = checkSeverity(config)('onOffSiteResources') === 'throw' ? {} : offSiteSources(pages.map((page) => page.html));
  const withPolicy = (page: ExportPage) => {
    const policy = pagePolicy(page.route, pageScripts(page.html), sources, overlay, offSite);
    try {
      changeExportPage(page, withCspMeta(page.html, policy));
    } catch (error) {
      throw new Error(`${page.file} in the export: ${(error as Error).message}`, { cause: error });
    }
    return { route: page.route, policy };
  };
  // Next's own copy of the not-found page gets a policy too, but no route of `_headers`: none serves it.
  if (nextNotFound) withPolicy(nextNotFound);
  writeFileSync(join(out, '_headers'), headersFile(pages.map(withPolicy)) + earlier.headers.join(''));
  return {};
}
