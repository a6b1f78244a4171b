#!/usr/bin/env node
/**
 * Serves the static export (out/) the way a static host does: clean URLs (/docs/About serves
 * docs/About.html), .html and /index.html redirected to the clean path, no trailing slash, no
 * directory listings, 404.html with status 404, feeds with their own content types.
 * Like a careful host it answers only GET and HEAD (405 otherwise), never redirects to another host
 * (a path that starts with several slashes or backslashes is read as one slash), and sends the
 * security headers of the export's `_headers` file (nosniff, Referrer-Policy, X-Frame-Options and
 * each page's Content-Security-Policy with frame-ancestors), which the build writes for Netlify
 * and Cloudflare Pages.
 * PORT (default 3000) and SITE_DIR (default out) can be set; HOST defaults to localhost.
 */
import http from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import handler from 'serve-handler';
import compression from 'compression';

export const serveOptions = (root) => ({
  public: root,
  cleanUrls: true,
  trailingSlash: false,
  directoryListing: false,
  etag: true,
  headers: [
    { source: 'blog/rss.xml', headers: [{ key: 'Content-Type', value: 'application/rss+xml; charset=utf-8' }] },
    { source: 'blog/atom.xml', headers: [{ key: 'Content-Type', value: 'application/atom+xml; charset=utf-8' }] },
    { source: 'blog/feed.json', headers: [{ key: 'Content-Type', value: 'application/feed+json; charset=utf-8' }] },
    { source: '_next/static/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
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
  'X-Frame-Options': 'DENY',
};

/**
 * `//host/x` and `/\host/x` are read by browsers as another host: a redirect that kept the leading
 * slashes would be an open redirect. Any run of leading slashes and backslashes becomes one slash.
 */
export function collapseLeadingSlashes(url) {
  return url.replace(/^[/\\]+/, '/');
}

/** Netlify's and Cloudflare Pages' `_headers` format: a path line, then indented `Name: value` lines. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] });
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
  let pathname = new URL(url, 'http://localhost').pathname;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // left encoded: it matches no rule
  }
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

// gzip like any real static host, so measurements on loopback match what visitors download.
const compress = compression();

export function createPreviewServer({ root }) {
  const options = serveOptions(root);
  const rules = headersRules(root);
  return http.createServer((request, response) => {
    compress(request, response, () => serve(request, response, options, rules()));
  });
}

function serve(request, response, options, rules) {
  request.url = collapseLeadingSlashes(request.url ?? '/');
  for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...headersFor(rules, routeOf(request.url)) })) response.setHeader(name, value);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Method Not Allowed');
    return;
  }
  const target = indexRedirect(request.url);
  if (target) {
    response.writeHead(301, { Location: target });
    response.end();
    return;
  }
  handler(request, response, options).catch((error) => {
    console.error(error);
    response.statusCode = 500;
    response.end('Internal server error');
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
