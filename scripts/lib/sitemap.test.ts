import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sitemapRoutes, sitemapStep } from './sitemap';

const page = (route: string, head = '') => ({ route, html: `<html><head>${head}</head><body></body></html>` });
const ctx = {
  config: { url: 'https://example.com', baseUrl: '/' },
  overlay: { ownRoutes: '/e2e' },
  pages: [
    page('/'),
    page('/docs/About'),
    page('/docs/Hidden'),
    page('/docs/tags', '<meta name="robots" content="noindex, follow"/>'),
    page('/404'),
    page('/_error'),
    page('/e2e/hosted-search'),
    page('/e2e-notes'),
    page('/blog/2025/01/01/first'),
  ],
  site: { unlisted: new Set(['/docs/Hidden']) },
};

describe('the sitemap step', () => {
  const out = mkdtempSync(join(tmpdir(), 'sitemap-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('lists the public pages only: no noindex, unlisted, error, internal or variant-only page', () => {
    expect(sitemapRoutes(ctx)).toEqual(['/', '/docs/About', '/e2e-notes', '/blog/2025/01/01/first']);
  });

  it('writes sitemap.xml and robots.txt for them', () => {
    expect(sitemapStep({ ...ctx, out, publicDir: join(out, 'no-public') })).toEqual({ summary: '4 sitemap URLs' });
    const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
    expect([...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://example.com',
      'https://example.com/blog/2025/01/01/first',
      'https://example.com/docs/About',
      'https://example.com/e2e-notes',
    ]);
    expect(readFileSync(join(out, 'robots.txt'), 'utf8')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://example.com/sitemap.xml\n');
  });

  it("keeps the site's own robots.txt as written, as Docusaurus serves static/robots.txt", () => {
    // playwright.dev's keeps crawlers out of /docs/next/; the export already holds Next's copy of it.
    const site = mkdtempSync(join(tmpdir(), 'sitemap-site-'));
    const own = 'UserAgent: *\nDisallow: /docs/next/\n';
    mkdirSync(join(site, 'public'));
    mkdirSync(join(site, 'out'));
    writeFileSync(join(site, 'public', 'robots.txt'), own);
    writeFileSync(join(site, 'out', 'robots.txt'), own);
    expect(sitemapStep({ ...ctx, out: join(site, 'out'), publicDir: join(site, 'public') })).toEqual({ summary: '4 sitemap URLs, robots.txt as written in public/' });
    expect(readFileSync(join(site, 'out', 'robots.txt'), 'utf8')).toBe(own);
    rmSync(site, { recursive: true, force: true });
  });
});
