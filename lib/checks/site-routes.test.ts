import { describe, expect, it } from 'vitest';
import { appRoutes, generatedRoutes, isCertainlyMissing, knownSiteRoutes, redirectRoutes } from './site-routes';

describe('isCertainlyMissing', () => {
  const site = { routes: new Set(['/', '/docs/About', '/img/a.svg', '/guide']), open: ['/docs/tags', '/pagefind'] };

  it('knows the routes and files, and nothing under an open path', () => {
    expect(isCertainlyMissing('/docs/About', site)).toBe(false);
    expect(isCertainlyMissing('/img/a.svg', site)).toBe(false);
    expect(isCertainlyMissing('/docs/tags', site)).toBe(false);
    expect(isCertainlyMissing('/docs/tags/synthesis', site)).toBe(false);
    expect(isCertainlyMissing('/docs/Missing', site)).toBe(true);
    expect(isCertainlyMissing('/docs/tagsx', site)).toBe(true);
  });

  it("answers a page's own files: its HTML, payload and twin, and the router's files beside it", () => {
    expect(isCertainlyMissing('/docs/About.html', site)).toBe(false);
    expect(isCertainlyMissing('/docs/About.txt', site)).toBe(false);
    expect(isCertainlyMissing('/docs/About.md', site)).toBe(false);
    expect(isCertainlyMissing('/index.html', site)).toBe(false);
    expect(isCertainlyMissing('/guide/index.html', site)).toBe(false);
    expect(isCertainlyMissing('/docs/About/__next._tree.txt', site)).toBe(false);
    expect(isCertainlyMissing('/docs/Missing.html', site)).toBe(true);
  });
});

describe('appRoutes', () => {
  const files = [
    'page.tsx',
    'layout.tsx',
    'not-found.tsx',
    'globals.css',
    'accessibility/page.tsx',
    'docs/page.tsx',
    'docs/[...slug]/page.tsx',
    'docs/tags/[tag]/page.tsx',
    'docs/changes.xml/route.ts',
    'blog/[year]/[month]/[day]/page.tsx',
    'e2e/crash/page.e2e.tsx',
    '(marketing)/pricing/page.tsx',
    '_parts/hidden/page.tsx',
    'search/SearchBox.tsx',
    'icon.png',
  ];

  it('gives each page and route handler its route, and each dynamic segment not listed from the content as an open path', () => {
    const { routes, open } = appRoutes(files, new Set(['docs/[...slug]', 'blog/[year]/[month]/[day]']));
    expect([...routes].sort()).toEqual(['/', '/accessibility', '/docs', '/docs/changes.xml', '/e2e/crash', '/icon.png', '/pricing']);
    expect(open).toEqual(['/docs/tags']);
  });

  it('leaves a dynamic route open when the content does not list its pages', () => {
    expect(appRoutes(['blog/[year]/[month]/[day]/page.tsx'], new Set()).open).toEqual(['/blog']);
  });
});

describe('redirectRoutes', () => {
  it('takes every listed address, and what createRedirects gives for each page', () => {
    const options = { redirects: [{ from: ['/old/', '/older.html'], to: '/docs/About' }], createRedirects: (path: string) => (path === '/docs/About' ? '/about-me' : undefined) };
    const { routes, open } = redirectRoutes(options, ['/docs/About', '/blog'], []);
    expect([...routes].sort()).toEqual(['/about-me', '/old', '/older.html']);
    expect(open).toEqual([]);
  });

  it('asks createRedirects about a stand-in page under each open path, and keeps open what it derives from it', () => {
    const options = { createRedirects: (path: string) => (path.startsWith('/docs/tags/') ? [path.replace('/docs/tags', '/tags')] : undefined) };
    expect(redirectRoutes(options, ['/docs/About'], ['/docs/tags', '/pagefind'])).toEqual({ routes: new Set(), open: ['/tags'] });
  });
});

describe('knownSiteRoutes', () => {
  const sources = {
    appFiles: ['page.tsx', 'docs/page.tsx', 'docs/[...slug]/page.tsx', 'blog/page.tsx', 'blog/archive/page.tsx', 'blog/[year]/[month]/[day]/page.tsx', 'blog/tags/[tag]/page.tsx'],
    contentRoutes: new Set(['docs/[...slug]', 'blog/[year]/[month]/[day]']),
    publicFiles: ['img/logo.svg', 'verify/index.html'],
    docUrls: ['/docs/About', '/docs/1.0/About'],
    versionPaths: ['/docs', '/docs/1.0'],
    generatedIndexes: ['/docs/category/guides'],
    posts: [{ url: '/blog/2025/01/25', sourceFile: 'blog/2025-01-25-researching.mdx' }],
    clientRedirects: { redirects: [{ from: '/about', to: '/docs/About' }] },
    blog: true,
  };
  const site = knownSiteRoutes(sources);

  it('lists the pages, public files, generated files and redirect pages the export will have', () => {
    for (const route of [
      '/',
      '/docs',
      '/docs/About',
      '/docs/1.0/About',
      '/docs/category/guides',
      '/blog/2025/01/25',
      '/img/logo.svg',
      '/verify',
      '/sitemap.xml',
      '/blog/rss.xml',
      '/about',
      '/about.html',
    ])
      expect(isCertainlyMissing(route, site), route).toBe(false);
    // The post's Docusaurus address is a redirect page; each version's tags and llms.txt are the build's.
    for (const route of ['/blog/2025/01/25/researching', '/docs/1.0/tags/history', '/docs/1.0/llms.txt', '/blog/tags/vital', '/_next/static/x.js'])
      expect(isCertainlyMissing(route, site), route).toBe(false);
  });

  it('knows that a doc, post or top-level page not in the sources is missing', () => {
    for (const route of ['/docs/Missing', '/docs/2.0/About', '/blog/2025/01/26', '/blog/2025', '/releases', '/img/missing.svg']) expect(isCertainlyMissing(route, site), route).toBe(true);
  });

  it("leaves open the tag pages of a version served at the site's root", () => {
    const root = knownSiteRoutes({ appFiles: [], contentRoutes: new Set(), publicFiles: [], docUrls: [], versionPaths: ['/'], generatedIndexes: [], posts: [], blog: true });
    expect(isCertainlyMissing('/tags/x', root)).toBe(false);
  });

  it('keeps the generated files open or listed', () => {
    const generated = generatedRoutes({ blog: true });
    expect(generated.routes.has('/llms.txt')).toBe(true);
    expect(generated.routes.has('/blog/rss.xml')).toBe(true);
    expect(generated.open).toContain('/img/cards');
  });

  it("has none of app/blog/'s pages, and no feeds, with blog: false, which leaves the blog out of the export", () => {
    const blogless = knownSiteRoutes({ ...sources, posts: [], blog: false });
    for (const route of ['/blog', '/blog/archive', '/blog/tags', '/blog/tags/vital', '/blog/rss.xml', '/blog/atom.xml', '/blog/feed.json', '/blog.md'])
      expect(isCertainlyMissing(route, blogless), route).toBe(true);
    for (const route of ['/', '/docs/About', '/sitemap.xml', '/llms.txt']) expect(isCertainlyMissing(route, blogless), route).toBe(false);
    expect(generatedRoutes({ blog: false }).routes.has('/blog/rss.xml')).toBe(false);
  });
});
