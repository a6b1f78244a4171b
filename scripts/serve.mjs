#!/usr/bin/env node
/**
 * Serves the static export (out/) the way a static host does: clean URLs (/docs/About serves
 * docs/About.html), .html and /index.html redirected to the clean path, no trailing slash, no
 * directory listings, 404.html with status 404, feeds with their own content types.
 * Like a careful host it answers only GET and HEAD (405 otherwise), never redirects to another host
 * (a path that starts with several slashes or backslashes is read as one slash), and sends the
 * security headers of the export's `_headers` file (nosniff, Referrer-Policy, X-Frame-Options and
 * each page's Content-Security-Policy with frame-ancestors), which the build writes for Netlify
 * and Cloudflare Pages. Redirects are built from the path alone, also for an absolute-form request
 * target (`GET http://other.example/index`). A NUL byte in the path answers 400 and a path segment too
 * long to be a file name 404, before the file system sees them. Validators, conditional requests,
 * ranges and HEAD are those of static-validators.mjs. Text files go to a client that takes Brotli
 * near its best, compressed once (best-brotli.mjs). Slow clients are cut like the API cuts them.
 * PORT (default 3000) and SITE_DIR (default out) can be set; HOST defaults to localhost.
 */
import http from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import handler from 'serve-handler';
import compression from 'compression';
import { representation } from './static-validators.mjs';
import { brotliMethods, brotliStore } from './best-brotli.mjs';

// A server made with createPreviewServer({ brotli }) takes a store of its own.
export { brotliStore };

export const serveOptions = (root) => ({
  public: root,
  cleanUrls: true,
  trailingSlash: false,
  directoryListing: false,
  // The ETag is set per encoding by static-validators.mjs; serve-handler then sends Last-Modified.
  etag: false,
  headers: [
    { source: 'blog/rss.xml', headers: [{ key: 'Content-Type', value: 'application/rss+xml; charset=utf-8' }] },
    { source: 'blog/atom.xml', headers: [{ key: 'Content-Type', value: 'application/atom+xml; charset=utf-8' }] },
    { source: 'blog/feed.json', headers: [{ key: 'Content-Type', value: 'application/feed+json; charset=utf-8' }] },
    // RFC 9512's type; serve-handler's own table says text/yaml.
    { source: 'openapi.yaml', headers: [{ key: 'Content-Type', value: 'application/yaml; charset=utf-8' }] },
    { source: '_next/static/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    // The folded sidebar categories' items (app/sidebar-items/): named after their content's hash.
    { source: 'sidebar-items/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
  ],
});

/** /x/index.html and /x/index name the page /x: redirect there, as cleanUrls does for /x.html. */
export function indexRedirect(url) {
  const [path, query] = url.split(/\?(.*)/s, 2);
  const match = /^(.*?)\/index(?:\.html)?$/.exec(path);
  if (!match) return null;
  return `${match[1] || '/'}${query ? `?${query}` : ''}`;
}

/** Sent on every answer, also when the export has no `_headers` file. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

/**
 * `//host/x` and `/\host/x` are read by browsers as another host: a redirect that kept the leading
 * slashes would be an open redirect. Any run of leading slashes and backslashes becomes one slash.
 */
export function collapseLeadingSlashes(url) {
  return url.replace(/^[/\\]+/, '/');
}

/**
 * The request target as a path and query. An absolute-form target (`http://host/x`, which a client
 * may send and Node passes on as the URL) keeps only its path, so that no redirect names its host.
 * Undefined when the target is neither (`*`, or garbage).
 */
export function requestTarget(url) {
  if (url.startsWith('/') || url.startsWith('\\')) return collapseLeadingSlashes(url);
  try {
    const parsed = new URL(url);
    return collapseLeadingSlashes(parsed.pathname) + parsed.search;
  } catch {
    return undefined;
  }
}

/** serve-handler also looks for `<segment>.html`: a longer segment is no file name (255 bytes at most). */
const MAX_SEGMENT_BYTES = 255 - '.html'.length;

/**
 * 400 for a NUL byte and 404 for a segment too long to name a file: the file system would throw for
 * both (ERR_INVALID_ARG_VALUE, ENAMETOOLONG). Undefined when the path may go on to serve-handler,
 * which answers bad percent-encoding with 400 itself.
 */
export function pathRefusal(url) {
  let path;
  try {
    path = decodeURIComponent(url.split('?')[0]);
  } catch {
    return undefined;
  }
  if (path.includes('\0')) return 400;
  if (path.split(/[\\/]/).some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)) return 404;
  return undefined;
}

/** The same numbers as the API's (server/app.ts DEFAULT_TIMEOUTS): a stalled request is cut within 25 s. */
export const PREVIEW_TIMEOUTS = { requestMs: 20_000, headersMs: 10_000, keepAliveMs: 5_000, checkIntervalMs: 5_000 };

/**
 * A path with its percent-escapes decoded, or as it is when they are not valid: percentDecoded of
 * lib/markup/urls.ts, copied because this file runs with plain Node, before or without a build.
 */
function decodedPath(path) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Netlify's and Cloudflare Pages' `_headers` format: a path line, then indented `Name: value` lines.
 * A rule's path is written as browsers request it (`/docs/My%20Page`), and compared decoded, as the request's is.
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: decodedPath(line.trim()), headers: [] });
    else {
      const colon = line.indexOf(':');
      if (colon > 0 && rules.length > 0) rules.at(-1).headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** The headers of every rule whose path matches: exact, or a prefix ending in `*`. Pages without a rule take the 404 page's. */
export function headersFor(rules, pathname) {
  const matches = (path) => (path.endsWith('*') ? pathname.startsWith(path.slice(0, -1)) : path === pathname);
  const own = rules.filter((rule) => rule.path !== '/*' && matches(rule.path));
  const chosen = [...rules.filter((rule) => rule.path === '/*'), ...(own.length > 0 ? own : rules.filter((rule) => rule.path === '/404'))];
  return Object.fromEntries(chosen.flatMap((rule) => rule.headers));
}

function routeOf(url) {
  const pathname = decodedPath(new URL(url, 'http://localhost').pathname);
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The `_headers` rules of the export, read again when the file changes (a new build under a running server). */
function headersRules(root) {
  const file = resolve(root, '_headers');
  let cached = { mtime: -1, rules: [] };
  return () => {
    const mtime = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (mtime !== cached.mtime) cached = { mtime, rules: mtime ? parseHeadersFile(readFileSync(file, 'utf8')) : [] };
    return cached.rules;
  };
}

// Compressed like any real static host (Brotli or gzip, as the client asks), so measurements on
// loopback match what visitors download. Text files go out in Brotli near its best, kept (best-brotli.mjs).
const compress = compression();

export function createPreviewServer({ root, timeouts = PREVIEW_TIMEOUTS, brotli = brotliStore() }) {
  const options = serveOptions(root);
  const rules = headersRules(root);
  const server = http.createServer(
    {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    (request, response) => {
      // Before compression wraps the response, so that its last look sees the chosen encoding.
      const { lstat, read } = brotliMethods(brotli, request, response);
      const methods = { ...representation(request, response, read), lstat };
      compress(request, response, () => serve(request, response, { root, options, rules: rules(), methods }));
    },
  );
  return server;
}

function plain(response, status, text) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(text);
}

/** The export's 404 page, for paths refused before serve-handler could find it. */
function notFound(response, root) {
  const page = resolve(root, '404.html');
  if (!existsSync(page)) return plain(response, 404, 'Not Found');
  const body = readFileSync(page);
  response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
  response.end(body);
}

function serve(request, response, { root, options, rules, methods }) {
  const target = requestTarget(request.url ?? '/');
  request.url = target ?? '/';
  for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...headersFor(rules, routeOf(request.url)) })) response.setHeader(name, value);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Method Not Allowed');
    return;
  }
  const refusal = target === undefined ? 400 : pathRefusal(request.url);
  if (refusal === 400) return plain(response, 400, 'Bad Request');
  if (refusal === 404) return notFound(response, root);
  const redirect = indexRedirect(request.url);
  if (redirect) {
    response.writeHead(301, { Location: redirect });
    response.end();
    return;
  }
  // HEAD is answered as GET, so that compression and serve-handler choose the same headers; Node
  // sends no body for a HEAD request whatever is written.
  request.method = 'GET';
  handler(request, response, options, methods).catch((error) => {
    // One line, without the stack: it would name the export's folder.
    console.error(`Could not serve ${request.url}: ${error.code ?? error.message}`);
    if (!response.headersSent) plain(response, 500, 'Internal Server Error');
    else response.destroy();
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? 'localhost';
  const root = resolve(process.env.SITE_DIR ?? 'out');
  if (!existsSync(resolve(root, 'index.html'))) {
    console.error(`No built site in ${root}. Run "npm run build" first (npm start does both).`);
    process.exit(1);
  }
  const server = createPreviewServer({ root });
  server.listen(port, host, () => {
    console.log(`Serving ${root} on http://${host}:${port}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
