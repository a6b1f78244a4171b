#!/usr/bin/env node
/**
 * Serves the static export (out/) the way a static host does: clean URLs (/docs/About serves
 * docs/About.html), .html and /index.html redirected to the clean path, no trailing slash, no
 * directory listings, 404.html with status 404, feeds with their own content types.
 * PORT (default 3000) and SITE_DIR (default out) can be set; HOST defaults to localhost.
 */
import http from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import handler from 'serve-handler';
import compression from 'compression';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';
const root = resolve(process.env.SITE_DIR ?? 'out');

if (!existsSync(resolve(root, 'index.html'))) {
  console.error(`No built site in ${root}. Run "npm run build" first (npm start does both).`);
  process.exit(1);
}

export const serveOptions = {
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
};

/** /x/index.html and /x/index name the page /x: redirect there, as cleanUrls does for /x.html. */
export function indexRedirect(url) {
  const [path, query] = url.split(/\?(.*)/s, 2);
  const match = /^(.*?)\/index(?:\.html)?$/.exec(path);
  if (!match) return null;
  return `${match[1] || '/'}${query ? `?${query}` : ''}`;
}

// gzip like any real static host, so measurements on loopback match what visitors download.
const compress = compression();

const server = http.createServer((request, response) => {
  compress(request, response, () => serve(request, response));
});

function serve(request, response) {
  const target = indexRedirect(request.url ?? '/');
  if (target) {
    response.writeHead(301, { Location: target });
    response.end();
    return;
  }
  handler(request, response, serveOptions).catch((error) => {
    console.error(error);
    response.statusCode = 500;
    response.end('Internal server error');
  });
}

server.listen(port, host, () => {
  console.log(`Serving ${root} on http://${host}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
