import { describe, expect, it } from 'vitest';
import { collectClientRedirects, routeOf } from './client-redirects';

const routes = new Set(['/', '/docs/About', '/docs/Guide', '/blog', '/rss.xml']);
const pages = ['/', '/docs/About', '/docs/Guide', '/blog'];

describe('routeOf', () => {
  it('writes an address as the routes of the export do', () => {
    expect(routeOf('docs/old/')).toBe('/docs/old');
    expect(routeOf('/')).toBe('/');
  });
});

describe('collectClientRedirects', () => {
  it('sends each address of `redirects` to its page, from one address or several, as Docusaurus does', () => {
    const { redirects, findings } = collectClientRedirects(
      {
        redirects: [
          { from: '/docs/old-about', to: '/docs/About' },
          { from: ['/guide', '/docs/guide-v1/'], to: '/docs/Guide#install' },
        ],
      },
      routes,
      pages,
    );
    expect(redirects).toEqual([
      { from: '/docs/old-about', to: '/docs/About' },
      { from: '/guide', to: '/docs/Guide', suffix: '#install' },
      { from: '/docs/guide-v1', to: '/docs/Guide', suffix: '#install' },
    ]);
    expect(findings).toEqual([]);
  });

  it('asks `createRedirects` for the old addresses of each page', () => {
    const createRedirects = (path: string) => (path.startsWith('/docs/') ? [path.replace('/docs/', '/documentation/')] : path === '/blog' ? '/news' : undefined);
    expect(collectClientRedirects({ createRedirects }, routes, pages).redirects).toEqual([
      { from: '/documentation/About', to: '/docs/About' },
      { from: '/documentation/Guide', to: '/docs/Guide' },
      { from: '/news', to: '/blog' },
    ]);
  });

  it("leads to a page whose file name has a # or ? by its whole route: only an author's `to` has a query or fragment", () => {
    const odd = ['/docs/C#', '/docs/Why?', '/docs/100%'];
    const { redirects, findings } = collectClientRedirects({ createRedirects: (path) => (odd.includes(path) ? `/old${path}` : undefined) }, new Set([...routes, ...odd]), [...pages, ...odd]);
    expect(findings).toEqual([]);
    expect(redirects).toEqual([
      { from: '/old/docs/C#', to: '/docs/C#' },
      { from: '/old/docs/Why?', to: '/docs/Why?' },
      { from: '/old/docs/100%', to: '/docs/100%' },
    ]);
  });

  it('leads to another site by its URL', () => {
    expect(collectClientRedirects({ redirects: [{ from: '/old-api', to: 'https://api.example/docs' }] }, routes, pages).redirects).toEqual([{ from: '/old-api', to: 'https://api.example/docs' }]);
  });

  it("says when a redirect's target was written for docs at the site's root", () => {
    expect(collectClientRedirects({ redirects: [{ from: '/old-guide', to: '/Guide#setup' }] }, routes, pages).findings).toEqual([
      {
        check: 'onBrokenLinks',
        file: 'site.config.ts',
        message: `clientRedirects: /old-guide leads to /Guide#setup, which the site does not serve. It is written for docs at the site's root (routeBasePath: '/'): the page is /docs/Guide; fix "to".`,
      },
    ]);
  });

  it('names a redirect to an address the site does not serve, under onBrokenLinks', () => {
    const { redirects, findings } = collectClientRedirects({ redirects: [{ from: '/a', to: '/docs/Missing' }] }, routes, pages);
    expect(redirects).toEqual([]);
    expect(findings).toEqual([
      { check: 'onBrokenLinks', file: 'site.config.ts', message: 'clientRedirects: /a leads to /docs/Missing, which the site does not serve. Fix "to", or remove the redirect.' },
    ]);
  });

  it('leaves out a redirect from a page of the site, and a second one from the same address, under onDuplicateRoutes', () => {
    const { redirects, findings } = collectClientRedirects(
      {
        redirects: [
          { from: '/docs/About', to: '/docs/Guide' },
          { from: '/old', to: '/docs/Guide' },
          { from: '/old', to: '/docs/About' },
          { from: '/old/', to: '/docs/Guide' },
        ],
      },
      routes,
      pages,
    );
    expect(redirects).toEqual([{ from: '/old', to: '/docs/Guide' }]);
    expect(findings.map((f) => [f.check, f.message])).toEqual([
      ['onDuplicateRoutes', 'clientRedirects: /docs/About is a page of the site, so it is not redirected to /docs/Guide. Remove the redirect, or move the page.'],
      ['onDuplicateRoutes', 'clientRedirects: /old is redirected twice, to /docs/Guide and to /docs/About; the first is kept. Remove one of them.'],
    ]);
  });

  it('makes none without options', () => {
    expect(collectClientRedirects(undefined, routes, pages)).toEqual({ redirects: [], findings: [] });
  });
});
