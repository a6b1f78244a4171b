import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Scripts a page loads before it is interactive: every same-site <script src> of its HTML, except
 * noModule polyfills, which modern browsers never download.
 */
export function firstLoadScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\bnomodule\b/i.test(tag));
  const srcs = tags.flatMap((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1] ?? []);
  return [...new Set(srcs.filter((src) => src.startsWith('/') && !src.startsWith('//')))];
}

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

export interface RouteBytes {
  route: string;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
}

/** The export's file behind a same-site address of a page: "/_next/static/a%20b.js?v=1" → "_next/static/a b.js". */
export const exportFileOf = (src: string): string => decodeURIComponent(src.split('?')[0]!).replace(/^\//, '');

/** First-load JavaScript of an exported page, measured from the files themselves. */
export function firstLoadJs(outDir: string, route: string, htmlFile: string): RouteBytes {
  const html = readFileSync(join(outDir, htmlFile), 'utf8');
  const scripts = firstLoadScripts(html);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const src of scripts) {
    const content = readFileSync(join(outDir, exportFileOf(src)));
    rawBytes += content.length;
    gzipBytes += gzipSize(content);
  }
  return { route, scripts: scripts.length, rawBytes, gzipBytes };
}

/** The first-load JavaScript budget of each route, gzip bytes (bench/budgets.json). */
export function readBudgets(root = process.cwd()): Record<string, number> {
  return (JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8')) as { routes: Record<string, number> }).routes;
}

/** "docs/About.html" for "/docs/About", "index.html" for "/". */
export function htmlFileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`;
}
