import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linkCheckStep } from './link-check';

describe('the link check step', () => {
  const out = mkdtempSync(join(tmpdir(), 'link-check-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  // On disk only what the routes need: the links are read from the page list, not the files.
  for (const file of ['index.html', 'docs/About.html', 'api.html', 'img/card.png', 'llms.txt']) {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file), '');
  }
  const home = [
    '<a href="/docs/About#tuning">ok</a>',
    '<a href="/docs/About#missing">anchor</a>',
    '<a href="/api#tag/pets">Scalar’s own</a>',
    '<a href="/nowhere">broken</a>',
    '<img src="/img/card.png"/>',
    '<a href="/llms.txt">written by a step</a>',
    '<a href="https://example.org/x">external</a>',
  ].join('');
  const pages = [
    { file: 'index.html', route: '/', html: `<html><body>${home}</body></html>` },
    { file: 'docs/About.html', route: '/docs/About', html: '<html><body><h2 id="tuning">Tuning</h2><a href="/#top">top</a></body></html>' },
    { file: 'api.html', route: '/api', html: '<html><body></body></html>' },
  ];
  const result = linkCheckStep({ out, config: { baseUrl: '/', url: 'https://example.com', docs: { routeBasePath: '/docs' } }, pages, sourceOf: new Map([['/', 'content/index.mdx']]) });

  it('reports links to no page or file of the export, on the page’s source file', () => {
    expect(result.brokenLinks).toEqual([{ page: '/', sourceFile: 'content/index.mdx', target: '/nowhere' }]);
  });

  it('reports anchors missing from their page as findings, except the sections Scalar names as it renders', () => {
    expect(result.findings).toEqual([
      { check: 'onBrokenAnchors', file: 'content/index.mdx', message: 'link /docs/About#missing points to an anchor "#missing" that does not exist on its page.' },
      { check: 'onBrokenAnchors', file: '/docs/About', message: 'link /#top points to an anchor "#top" that does not exist on its page.' },
    ]);
  });

  it('names a missing anchor once for a source file shown at two routes, as the main doc is at /docs and at its own path', () => {
    const doc = '<html><body><a href="/#top">top</a></body></html>';
    const twice = [
      { file: 'index.html', route: '/', html: '<html><body></body></html>' },
      { file: 'docs.html', route: '/docs', html: doc },
      { file: 'docs/About.html', route: '/docs/About', html: doc },
    ];
    const sourceOf = new Map([
      ['/docs', 'content/docs/About.mdx'],
      ['/docs/About', 'content/docs/About.mdx'],
    ]);
    const { findings } = linkCheckStep({ out, config: { baseUrl: '/', url: 'https://example.com', docs: { routeBasePath: '/docs' } }, pages: twice, sourceOf });
    expect(findings).toEqual([{ check: 'onBrokenAnchors', file: 'content/docs/About.mdx', message: 'link /#top points to an anchor "#top" that does not exist on its page.' }]);
  });
});
