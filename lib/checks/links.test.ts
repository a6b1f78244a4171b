import { describe, expect, it } from 'vitest';
import { brokenAnchorFinding, checkLinks, extractPageLinks, formatBrokenLinks, fullAddressFindings, resolveInternalLink, routesOfExport } from './links';
import { bySeverity } from './findings';
import { buildRobotsTxt, buildSitemap } from '../seo/sitemap';

const routes = routesOfExport(['index.html', 'docs/About.html', 'docs.html', 'img/a.svg', 'blog/rss.xml', 'guide/index.html']);

describe('routesOfExport', () => {
  it('serves clean URLs for .html files and index files', () => {
    expect([...routes].sort()).toEqual(['/', '/blog/rss.xml', '/docs', '/docs.html', '/docs/About', '/docs/About.html', '/guide', '/guide/index.html', '/img/a.svg', '/index.html'].sort());
  });
});

describe('resolveInternalLink', () => {
  it('resolves relative links and leaves external ones alone', () => {
    expect(resolveInternalLink('/docs/Vital/Filters', 'Effects#chorus')).toEqual({ path: '/docs/Vital/Effects', hash: 'chorus' });
    expect(resolveInternalLink('/docs/About', '/blog/')).toEqual({ path: '/blog', hash: '' });
    expect(resolveInternalLink('/', 'https://example.com/x')).toBeNull();
    expect(resolveInternalLink('/', 'mailto:a@b.c')).toBeNull();
    expect(resolveInternalLink('/', 'https://site.test/docs', 'https://site.test')).toEqual({ path: '/docs', hash: '', fullAddress: true });
    expect(resolveInternalLink('/', 'https://site.test/docs#a', 'https://site.test/')).toEqual({ path: '/docs', hash: 'a', fullAddress: true });
    // The site's address with only a fragment is its home page's, not the linking page's.
    expect(resolveInternalLink('/docs/About', 'https://site.test#a', 'https://site.test')).toEqual({ path: '/', hash: 'a', fullAddress: true });
    expect(resolveInternalLink('/', 'https://site.testing/docs', 'https://site.test')).toBeNull();
  });
});

describe('checkLinks', () => {
  const pages = [
    { route: '/', html: '<a href="/docs/About">ok</a><a href="/docs/Missing">bad</a><img src="/img/a.svg"><a href="/docs/About#nope">anchor</a>' },
    { route: '/docs/About', html: '<h2 id="intro">Intro</h2><a href="#intro">self</a><a href="/docs/About.html">html</a><a href="/gone.png">img</a>', sourceFile: 'content/docs/About.mdx' },
  ];
  const report = checkLinks(pages, routes);

  it('reports each broken target per page with its source file', () => {
    expect(report.brokenLinks).toEqual([
      { page: '/', sourceFile: undefined, target: '/docs/Missing' },
      { page: '/docs/About', sourceFile: 'content/docs/About.mdx', target: '/gone.png' },
    ]);
    const text = formatBrokenLinks(report.brokenLinks);
    expect(text).toContain('On page /docs/About (source: content/docs/About.mdx), these links go nowhere:');
    expect(text).toContain('-> /gone.png');
  });

  it('reports a link with a malformed percent-escape as broken, rather than failing the check', () => {
    expect(resolveInternalLink('/docs/About', '/docs/100%#a%')).toEqual({ path: '/docs/100%', hash: 'a%' });
    expect(checkLinks([{ route: '/docs/About', html: '<a href="/docs/100%">a</a>' }], routes).brokenLinks).toEqual([{ page: '/docs/About', sourceFile: undefined, target: '/docs/100%' }]);
  });

  it('leaves a link to a Markdown file, in any case, to the Markdown links check', () => {
    expect(checkLinks([{ route: '/docs/About', html: '<a href="./Setup.MD">a</a><a href="./setup.md?tab=npm">b</a>' }], routes).brokenLinks).toEqual([]);
  });

  it('reports anchors missing on their target page', () => {
    expect(report.brokenAnchors).toEqual([{ page: '/', sourceFile: undefined, target: '/docs/About#nope', anchor: 'nope' }]);
  });

  it("reports a link written with the site's own address that no page answers as a warning, not a broken link, as Docusaurus leaves such links unchecked", () => {
    const found = checkLinks(
      [{ route: '/blog/x', sourceFile: 'content/blog/x.md', html: '<a href="https://site.test/docs/About">ok</a><a href="https://site.test/team">team</a><a href="https://site.test/repl/">repl</a>' }],
      routes,
      { siteUrl: 'https://site.test' },
    );
    expect(found.brokenLinks).toEqual([]);
    expect(found.unansweredFullAddresses.map((link) => link.target)).toEqual(['https://site.test/team', 'https://site.test/repl/']);
    const [finding, ...rest] = fullAddressFindings(found.unansweredFullAddresses);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ check: 'fullAddressLinks', file: 'content/blog/x.md' });
    expect(finding!.message).toMatch(
      /^2 links written with the site's own address \(url in site.config.ts\) that no page of the export answers: https:\/\/site.test\/team, https:\/\/site.test\/repl\//,
    );
  });

  it("reports a missing anchor of a link written with the site's own address as a warning, as Docusaurus leaves such links unchecked", () => {
    // The host's page at that path may be another app's (a marketing home page not moved here), with the anchor.
    const pages = [
      { route: '/', html: '<h1 id="home">Home</h1>' },
      { route: '/docs/start', sourceFile: 'content/docs/start.md', html: '<a href="https://site.test/#signup">news</a><a href="/#signup">news</a>' },
    ];
    const found = checkLinks(pages, routes, { siteUrl: 'https://site.test' });
    expect(found.brokenAnchors.map(brokenAnchorFinding)).toEqual([
      expect.objectContaining({
        check: 'fullAddressLinks',
        file: 'content/docs/start.md',
        message: expect.stringMatching(/^link https:\/\/site.test\/#signup, written with the site's own address, points to an anchor "#signup" that the page here does not have\./),
      }),
      expect.objectContaining({ check: 'onBrokenAnchors', message: 'link /#signup points to an anchor "#signup" that does not exist on its page.' }),
    ]);
  });

  it('names a source file shown at two routes once, as the last version’s main doc is at /docs and at its own path', () => {
    const html = '<a href="https://site.test/chat">chat</a>';
    const found = checkLinks(
      [
        { route: '/docs', sourceFile: 'content/versioned_docs/version-2.0/index.md', html },
        { route: '/docs/2.0', sourceFile: 'content/versioned_docs/version-2.0/index.md', html },
      ],
      routes,
      { siteUrl: 'https://site.test' },
    );
    const findings = fullAddressFindings(found.unansweredFullAddresses);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ file: 'content/versioned_docs/version-2.0/index.md' });
    expect(findings[0]!.message).toMatch(/^a link written with the site's own address .*: https:\/\/site.test\/chat\. /);
  });

  it('names the doc for a link written for docs at the root of a Docusaurus site (routeBasePath: /)', () => {
    const routes = routesOfExport(['docs/cli/commands/build.html', 'docs/v7/basics/workflow.html']);
    const html = '<a href="/cli/commands/build">build</a><a href="/cli/commands/gone">gone</a><a href="/docs/gone">gone too</a>';
    const found = checkLinks([{ route: '/docs/v7/basics/workflow', html, sourceFile: 'content/docs/workflow.md' }], routes, { docsBase: '/docs' });
    expect(found.brokenLinks).toEqual([
      {
        page: '/docs/v7/basics/workflow',
        sourceFile: 'content/docs/workflow.md',
        target: '/cli/commands/build',
        hint: "written for docs at the site's root (routeBasePath: '/'); the page is /docs/cli/commands/build",
      },
      { page: '/docs/v7/basics/workflow', sourceFile: 'content/docs/workflow.md', target: '/cli/commands/gone' },
      { page: '/docs/v7/basics/workflow', sourceFile: 'content/docs/workflow.md', target: '/docs/gone' },
    ]);
  });

  it('says a link to a folder that has a page of its own may have been written for a second docs plugin at that path', () => {
    const routes = routesOfExport(['docs/community.html', 'docs/community/security.html', 'docs/intro.html']);
    const html = '<a href="/community/security">security</a>';
    const found = checkLinks([{ route: '/docs/intro', html, sourceFile: 'content/docs/intro.md' }], routes, { docsBase: '/docs' });
    expect(found.brokenLinks.map((link) => link.hint)).toEqual([
      "written for docs at the site's root (routeBasePath: '/') or for a docs plugin at /community (routeBasePath: 'community'); the page is /docs/community/security",
    ]);
  });

  it("names the post of the day for a link to a post's Docusaurus URL", () => {
    const withPost = routesOfExport(['index.html', 'blog/2023/11/13.html']);
    const found = checkLinks([{ route: '/', html: '<a href="/blog/2023/11/13/3.1.0">post</a><a href="/blog/2023/11/14/other">none that day</a>' }], withPost);
    expect(found.brokenLinks).toEqual([
      { page: '/', sourceFile: undefined, target: '/blog/2023/11/13/3.1.0', hint: "a Docusaurus post URL; this site's post of that day is /blog/2023/11/13" },
      { page: '/', sourceFile: undefined, target: '/blog/2023/11/14/other' },
    ]);
    expect(formatBrokenLinks(found.brokenLinks)).toContain("-> /blog/2023/11/13/3.1.0 (a Docusaurus post URL; this site's post of that day is /blog/2023/11/13)");
  });

  it('honours a base URL', () => {
    const based = checkLinks([{ route: '/', html: '<a href="/site/docs/About">in</a><a href="/docs/About">out</a>' }], routes, { baseUrl: '/site/' });
    expect(based.brokenLinks.map((l) => l.target)).toEqual(['/docs/About']);
  });

  it("leaves out a link marked data-noBrokenLinkCheck, as a pathname:// link is, which Docusaurus's check leaves alone", () => {
    expect(extractPageLinks('<a href="/api/v2/" data-nobrokenlinkcheck="">reference</a><a href="/docs/About">about</a>').links).toEqual(['/docs/About']);
  });

  it('collects ids and links of every kind', () => {
    const { links, ids } = extractPageLinks('<link href="/a.css"><script src="/b.js"></script><a name="old"></a><div id="x"></div><meta property="og:image" content="https://s.test/card.png">');
    expect(links).toEqual(['/a.css', '/b.js', 'https://s.test/card.png']);
    expect([...ids].sort()).toEqual(['old', 'x']);
  });
});

describe('findings and sitemap', () => {
  it('sorts findings by the configured severity', () => {
    const sorted = bySeverity(
      [
        { check: 'a', file: 'f', message: 'm' },
        { check: 'b', file: 'f', message: 'm' },
        { check: 'c', file: 'f', message: 'm' },
      ],
      (check) => (check === 'a' ? 'throw' : check === 'b' ? 'warn' : 'ignore'),
    );
    expect(sorted.errors.map((f) => f.check)).toEqual(['a']);
    expect(sorted.warnings.map((f) => f.check)).toEqual(['b']);
  });
  it('writes a sitemap of absolute, unique URLs and a robots.txt pointing to it', () => {
    const xml = buildSitemap(['/docs/About', '/', '/docs/About'], 'https://s.test');
    expect(xml.match(/<loc>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://s.test</loc>');
    expect(buildRobotsTxt('https://s.test')).toContain('Sitemap: https://s.test/sitemap.xml');
  });
  it('writes a route whose file name has a space or an accent as a URL, percent-encoded', () => {
    const xml = buildSitemap(['/docs/recipes/nested themes', '/docs/café'], 'https://s.test');
    expect(xml).toContain('<loc>https://s.test/docs/recipes/nested%20themes</loc>');
    expect(xml).toContain('<loc>https://s.test/docs/caf%C3%A9</loc>');
  });
});
