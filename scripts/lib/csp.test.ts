import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { algoliaHosts, cspSources, headersFile, inlineScripts, offSiteSources, pagePolicy, pagePoliciesStep, pageScripts, sha256Source, withCspMeta } from './csp';
import type { ExportPage } from './export-files';

const none = { connect: [], scripts: [], runtimeScripts: [], images: [] };
const page = (head: string, body = '') => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('inline scripts', () => {
  it('finds the text of every inline script the browser runs, and no others', () => {
    const html = page(
      '<script src="/_next/static/chunks/a.js" async=""></script><script>document.documentElement.dataset.theme="light"</script>',
      '<script>self.__next_f.push([1,"é"])</script><script type="application/ld+json">{"@type":"Person"}</script><script type="module">import("/x.js")</script><script\nid="x">let a = 1;</script>',
    );
    expect(inlineScripts(html)).toEqual(['document.documentElement.dataset.theme="light"', 'self.__next_f.push([1,"é"])', 'import("/x.js")', 'let a = 1;']);
  });

  it('hashes the UTF-8 bytes of the exact text, as the browser does', () => {
    const text = 'self.__next_f.push([1,"é"])';
    expect(sha256Source(text)).toBe(`'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`);
  });
});

describe('the policy of a page', () => {
  const policy = pagePolicy('/docs/About', ['a()', 'b()', 'a()'], none);

  it('allows scripts from the site and the page’s own inline scripts by hash, never any inline script', () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", sha256Source('a()'), sha256Source('b()')]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toMatch(/'unsafe-eval'/);
  });

  it('keeps everything else to the site: default, connect, images (and data: images), no plugins, no base or form elsewhere', () => {
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
  });

  it('leaves frame-ancestors to the header, where browsers apply it', () => {
    expect(policy).not.toContain('frame-ancestors');
    expect(headersFile([{ route: '/docs/About', policy }])).toContain(`/docs/About\n  Content-Security-Policy: ${policy}; frame-ancestors 'self'\n`);
  });

  it('writes a route with a space or a letter outside ASCII as the path the browser requests, percent-encoded', () => {
    const file = headersFile([
      { route: '/docs/My Page', policy },
      { route: '/docs/Café', policy },
    ]);
    expect(file).toContain(`\n/docs/My%20Page\n  Content-Security-Policy: ${policy}; frame-ancestors 'self'\n`);
    expect(file).toContain(`\n/docs/Caf%C3%A9\n  Content-Security-Policy: ${policy}; frame-ancestors 'self'\n`);
    expect(file).not.toMatch(/^\/docs\/(My Page|Café)$/m);
  });

  it("lets only a site variant's own test pages reach loopback stand-ins", () => {
    const variant = { ownRoutes: '/e2e' };
    expect(directive(pagePolicy('/e2e/hosted-search', [], none, variant), 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:*', 'http://localhost:*']);
    expect(directive(pagePolicy('/e2e-not', [], none, variant), 'connect-src')).toEqual(["'self'"]);
    expect(directive(pagePolicy('/e2e/hosted-search', [], none), 'connect-src')).toEqual(["'self'"]);
  });
});

describe('sources from the configuration', () => {
  const base = {
    search: { algolia: undefined },
    api: {
      servers: [
        { url: '/api/v0', description: '' },
        { url: 'http://localhost:8080/api/v0', description: '' },
      ],
    },
    analytics: undefined,
  };

  it('by default: the local reference server only (the documented server is the site itself)', () => {
    expect(cspSources(base as never)).toEqual({ connect: ['http://localhost:8080'], scripts: [], runtimeScripts: [], images: [] });
  });

  it('hosted search adds Algolia’s hosts for the app id, or the configured ALGOLIA_HOSTS', () => {
    const algolia = { appId: 'APP1', apiKey: 'k', indexName: 'i' };
    expect(cspSources({ ...base, search: { algolia } } as never).connect).toEqual([...algoliaHosts('APP1'), 'http://localhost:8080']);
    expect(algoliaHosts('APP1')[0]).toBe('https://APP1-dsn.algolia.net');
    const custom = cspSources({ ...base, search: { algolia: { ...algolia, hosts: ['127.0.0.1:7700', 'search.example.com:443'] } } } as never);
    expect(custom.connect).toEqual(['http://127.0.0.1:7700', 'https://search.example.com:443', 'http://localhost:8080']);
  });

  it('the Insights API only with hosted search and search.insights on, at ALGOLIA_INSIGHTS_HOST when given', () => {
    const algolia = { appId: 'APP1', apiKey: 'k', indexName: 'i' };
    const connect = (search: object) => cspSources({ ...base, search } as never).connect;
    expect(connect({ algolia, insights: true })).toEqual([...algoliaHosts('APP1'), 'https://insights.algolia.io', 'http://localhost:8080']);
    expect(connect({ algolia, insights: false })).toEqual([...algoliaHosts('APP1'), 'http://localhost:8080']);
    expect(connect({ algolia: { ...algolia, insightsHost: 'insights.de.algolia.io' } })).toEqual([...algoliaHosts('APP1'), 'http://localhost:8080']);
    expect(connect({ algolia: undefined, insights: true })).toEqual(['http://localhost:8080']);
    expect(connect({ algolia: { ...algolia, insightsHost: '127.0.0.1:7701' }, insights: true })).toContain('http://127.0.0.1:7701');
    expect(connect({ algolia: { ...algolia, insightsHost: 'insights.de.algolia.io' }, insights: true })).toContain('https://insights.de.algolia.io');
  });

  it('SITE_API_BASE_URL’s server is allowed by its origin', () => {
    const servers = [{ url: 'https://api.example.com/api/v0', description: '' }, base.api.servers[1]];
    expect(cspSources({ ...base, api: { servers } } as never).connect).toEqual(['https://api.example.com', 'http://localhost:8080']);
  });

  it('the feedback endpoint’s origin only when feedback.endpoint is set', () => {
    expect(cspSources({ ...base, feedback: { endpoint: 'https://feedback.example.com/answers?site=1' } } as never).connect).toEqual(['http://localhost:8080', 'https://feedback.example.com']);
    expect(cspSources({ ...base, feedback: { fallback: 'email' } } as never).connect).toEqual(['http://localhost:8080']);
  });

  it('analytics hosts and the bootstrap script’s hash only when SITE_GTAG_ID is set', () => {
    const sources = cspSources({ ...base, analytics: { trackingID: 'G-TEST', anonymizeIP: true } } as never);
    expect(sources.scripts).toEqual(['https://www.googletagmanager.com']);
    expect(sources.connect).toContain('https://*.google-analytics.com');
    expect(sources.images).toContain('https://*.google-analytics.com');
    expect(sources.runtimeScripts[0]).toContain('gtag(\'config\',"G-TEST"');
    expect(directive(pagePolicy('/', [], sources), 'script-src')).toContain(sha256Source(sources.runtimeScripts[0]!));
  });
});

describe('hosts a page loads from, when checks.onOffSiteResources lets it', () => {
  it('finds each element’s host by the directive that governs it, once over all pages', () => {
    const html = [
      '<img src="https://badges.example/v/pkg" alt=""/><img src="https://badges.example/ci" alt=""/>',
      '<img src="/img/own.png" alt=""/><img src="data:image/png;base64,AA" alt=""/>',
      '<img srcset="//cdn.example/a.png 1x, https://cdn2.example/a.png 2x" alt=""/>',
      '<video poster="https://stills.example/p.jpg"><source src="https://media.example/a.mp4" type="video/mp4"/></video>',
      "<iframe src='https://player.example/embed/1' title='Video'></iframe><iframe src='//pens.example/embed/2' title='Pen'></iframe>",
      '<script src="https://widgets.example/w.js"></script><link rel="stylesheet" href="https://fonts.example/css"/>',
      '<a href="https://elsewhere.example/">a link loads nothing</a><link rel="canonical" href="https://site.example/x"/>',
    ].join('');
    expect(offSiteSources([html, '<img src="https://badges.example/other" alt=""/><img src="https://more.example/b.png" alt=""/>'])).toEqual({
      'img-src': ['https://badges.example', 'cdn.example', 'https://cdn2.example', 'https://stills.example', 'https://more.example'],
      'media-src': ['https://media.example'],
      // Scheme-relative: the host alone, which the policy matches over the page's own scheme.
      'frame-src': ['https://player.example', 'pens.example'],
      'script-src': ['https://widgets.example'],
      'style-src': ['https://fonts.example'],
    });
    expect(offSiteSources(['<img src="/img/a.png" alt=""/>'])).toEqual({});
  });

  it('adds them to the page’s policy, frames and media by directives of their own', () => {
    const policy = pagePolicy('/docs', [], none, {}, { 'img-src': ['https://badges.example'], 'frame-src': ['https://player.example'] });
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'https://badges.example']);
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://player.example']);
    expect(directive(policy, 'media-src')).toEqual([]);
  });

  it('the step allows them on every page, as a client-side navigation keeps the first page’s policy, only when the check is not set to throw', () => {
    const policyWith = (checks: Record<string, string>) => {
      const pages: ExportPage[] = [
        { file: 'other.html', route: '/docs/other', html: page('') },
        { file: 'index.html', route: '/docs', html: page('', '<img src="https://badges.example/v/pkg" alt=""/>') },
      ];
      const config = { search: { algolia: undefined }, api: { servers: [] }, analytics: undefined, checks, blog: {} } as never;
      const out = mkdtempSync(join(tmpdir(), 'csp-'));
      try {
        pagePoliciesStep({ out, config, overlay: {}, pages, nextNotFound: undefined }, { headers: [] });
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
      return /img-src ([^;"]*)/.exec(pages[0]!.html)?.[1];
    };
    expect(policyWith({ onOffSiteResources: 'warn' })).toBe("'self' data: https://badges.example");
    expect(policyWith({})).toBe("'self' data:");
  });
});

describe('the meta element', () => {
  it('comes right after the charset, before any script, and replaces an earlier one', () => {
    const html = page('<title>x</title><script>a()</script>');
    const once = withCspMeta(html, "default-src 'self'");
    expect(once).toContain(`<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><title>`);
    const twice = withCspMeta(once, "default-src 'none'");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain(`content="default-src 'none'"`);
    expect(pageScripts(twice)).toEqual(['a()']);
  });
});

describe('the Content-Security-Policy step', () => {
  const config = { search: { algolia: undefined }, api: { servers: [] }, analytics: undefined, checks: {}, blog: {} } as never;
  const twinRules = '\n/docs/About.md\n  Content-Type: text/markdown; charset=utf-8\n';

  it('names the file of a page it cannot put a policy in', () => {
    const pages: ExportPage[] = [{ file: 'verify.html', route: '/verify', html: 'verification: 1234' }];
    expect(() => pagePoliciesStep({ out: tmpdir(), config, overlay: {}, pages, nextNotFound: undefined }, { headers: [] })).toThrow(
      'verify.html in the export: The page has no <head> to put its Content-Security-Policy in.',
    );
  });

  it('writes each page’s policy into the page, through the page list, and into _headers before the rules earlier steps added', () => {
    const out = mkdtempSync(join(tmpdir(), 'csp-'));
    try {
      const pages: ExportPage[] = [
        { file: 'About.html', route: '/docs/About', html: page('<script>a()</script>') },
        { file: 'search.html', route: '/e2e/search', html: page('', '<script>b()</script>') },
      ];
      const nextNotFound: ExportPage = { file: '_not-found.html', route: '/_not-found', html: page('<script>c()</script>') };
      // What is on disk is not read: the list is the pages as the steps left them.
      for (const p of [...pages, nextNotFound]) writeFileSync(join(out, p.file), 'stale');

      expect(pagePoliciesStep({ out, config, overlay: { ownRoutes: '/e2e' }, pages, nextNotFound }, { headers: [twinRules] })).toEqual({});
      const about = pagePolicy('/docs/About', ['a()'], cspSources(config));
      const search = pagePolicy('/e2e/search', ['b()'], cspSources(config), { ownRoutes: '/e2e' });
      expect(pages[0]!.html).toBe(withCspMeta(page('<script>a()</script>'), about));
      expect(pages[1]!.html).toContain('http://127.0.0.1:*');
      // Changed in the list; runSteps writes them into the export after the last step.
      for (const p of [...pages, nextNotFound]) expect(p.changed).toBe(true);
      expect(nextNotFound.html).toContain(sha256Source('c()'));
      expect(readFileSync(join(out, '_headers'), 'utf8')).toBe(
        headersFile([
          { route: '/docs/About', policy: about },
          { route: '/e2e/search', policy: search },
        ]) + twinRules,
      );
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
