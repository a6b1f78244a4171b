import { describe, expect, it } from 'vitest';
import { brokenSiteLinkFindings, type LinkingPage, type SiteLinkContext } from './site-links';

describe('brokenSiteLinkFindings', () => {
  const routes = new Set(['/docs', '/docs/About', '/docs/guide/setup', '/docs/next/guide/setup', '/docs/cli/commands/build', '/docs/models/data-types', '/blog', '/blog/2023/11/13', '/img/logo.svg']);
  const context: SiteLinkContext = {
    site: { routes, open: ['/docs/tags'] },
    docs: [
      { path: 'docs/About.mdx', url: '/docs/About', versionPath: '/docs' },
      { path: 'docs/guide/01-setup.mdx', url: '/docs/guide/setup', versionPath: '/docs' },
      { path: 'docs/models/data-types.mdx', url: '/docs/models/data-types', versionPath: '/docs' },
    ],
    fileLink: (_from, href) =>
      href.startsWith('./Draft.mdx') ? { path: 'docs/Draft.mdx', route: '/docs/Draft' } : href.startsWith('./About.mdx') ? { path: 'docs/About.mdx', route: '/docs/About' } : null,
    drafts: new Set(['docs/Draft.mdx']),
    baseUrl: '/',
    docsBase: '/docs',
    blog: true,
  };
  const page = (source: string, path = 'docs/querying/operators.mdx', route = '/docs/querying/operators'): LinkingPage => ({ path, source, format: 'mdx', route });
  const messages = (source: string, at?: Partial<LinkingPage>) =>
    brokenSiteLinkFindings([{ ...page(source), ...at }], context).map((f) => {
      expect(f.check).toBe('onBrokenLinks');
      return `${f.file}: ${f.message}`;
    });

  it('leaves alone links the export may answer: pages, files, open paths, anchors, other sites, file links to pages', () => {
    const source = [
      '[a](/docs/About) [b](/docs/About/#x) [c](/docs/About.html) [d](/img/logo.svg) [e](/docs/tags/x)',
      '[f](#here) [g](https://example.com/x) [h](mailto:a@b.c) [i](pathname:///api/v1) [j](./About.mdx#x) [k](./Missing.mdx) [l](./img/x.png) [m](@site/static/x.pdf)',
    ].join('\n');
    expect(messages(source)).toEqual([]);
  });

  it('reads a Markdown link with a query, or with its extension in capitals, as the build does: a file link', () => {
    expect(messages('[a](./Draft.mdx?v=2#top)')).toEqual([expect.stringContaining('the link "./Draft.mdx?v=2#top" leads to content/docs/Draft.mdx, a draft')]);
    // A file link to no page is left as written, for the Markdown links check (onBrokenMarkdownLinks).
    expect(messages('[b](./Guide.MD) [c](./guide.md?tab=npm)')).toEqual([]);
  });

  it('names the file, the line and the nearest page of a link to no page, once per link with its other lines', () => {
    expect(messages(['[a](/docs/Abuot)', '', '[again](/docs/Abuot)', '[b](/releases)'].join('\n'))).toEqual([
      'content/docs/querying/operators.mdx:1: the link "/docs/Abuot" leads to no page or file of the site. The nearest page is /docs/About; fix the path. (also on line 3)',
      'content/docs/querying/operators.mdx:4: the link "/releases" leads to no page or file of the site. Fix the path, or add the page (content/, app/) or file (public/) it names.',
    ]);
  });

  it("says where a doc is when the link writes its file's path", () => {
    expect(messages('[setup](/docs/guide/01-setup)')).toEqual([
      'content/docs/querying/operators.mdx:1: the link "/docs/guide/01-setup" leads to no page or file of the site. The doc at content/docs/guide/01-setup.mdx is at /docs/guide/setup: link to that, or to the file (../guide/01-setup.mdx), which leads to the doc\'s page whatever its URL.',
    ]);
  });

  it('tells a Docusaurus post URL, a link written for docs at the root, and a page left out of the path', () => {
    expect(messages('[a](/blog/2023/11/13/release) [b](/cli/commands/build) [c](/docs/setup)')).toEqual([
      expect.stringContaining("It is a Docusaurus post URL: this site's post of that day is /blog/2023/11/13."),
      expect.stringContaining("It is written for docs at the site's root (routeBasePath: '/'): the page is /docs/cli/commands/build."),
      expect.stringContaining('The nearest page is /docs/guide/setup; fix the path.'),
    ]);
  });

  it("leads a link written for docs at the site's root to the page of the linking doc's own version", () => {
    expect(messages('[build](/cli/commands/build)', { path: 'docs/next/guide.md', route: '/docs/next/guide', versionPath: '/docs/next' })).toEqual([
      expect.stringContaining('the page is /docs/cli/commands/build.'),
    ]);
    const next = { ...context, site: { ...context.site, routes: new Set([...routes, '/docs/next/cli/commands/build']) } };
    expect(brokenSiteLinkFindings([{ ...page('[build](/cli/commands/build)', 'docs/next/guide.md', '/docs/next/guide'), versionPath: '/docs/next' }], next)[0]?.message).toContain(
      'the page is /docs/next/cli/commands/build.',
    );
  });

  it("says why a folder's own page had such links: Docusaurus serves it at a URL that ends in a slash by default", () => {
    expect(messages('[ranges](../models/data-types#ranges)', { path: 'docs/querying/index.md', route: '/docs/querying' })).toEqual([
      'content/docs/querying/index.md:1: the link "../models/data-types#ranges" (/models/data-types from this page) leads to no page or file of the site. Docusaurus serves a folder\'s own page (index.md, README.md) at a URL that ends in a slash unless trailingSlash is false, where it led to /docs/models/data-types; link to the doc\'s file instead (../models/data-types.mdx#ranges), which resolves whatever form URLs take.',
    ]);
  });

  it("says why the docs' root page (slug: /) had such links, on a site that never set trailingSlash", () => {
    expect(messages('[setup](guide/setup)', { path: 'docs/welcome.md', route: '/docs', versionPath: '/docs' })).toEqual([
      'content/docs/welcome.md:1: the link "guide/setup" (/guide/setup from this page) leads to no page or file of the site. Docusaurus serves the docs\' own root page (slug: /) at a URL that ends in a slash unless trailingSlash is false, where it led to /docs/guide/setup; link to the doc\'s file instead (./guide/01-setup.mdx), which resolves whatever form URLs take.',
    ]);
  });

  it('tells a relative link written for URLs that end in a slash, with the file to link instead', () => {
    expect(messages('[ranges](../../models/data-types#ranges)')).toEqual([
      'content/docs/querying/operators.mdx:1: the link "../../models/data-types#ranges" (/models/data-types from this page) leads to no page or file of the site. It was written for page URLs that end in a slash (trailingSlash: true), where it led to /docs/models/data-types; link to the doc\'s file instead (../models/data-types.mdx#ranges), which resolves whatever form URLs take.',
    ]);
  });

  it('warns of a link written for URLs that end in a slash that leads to another page here, as the same page of the last version', () => {
    const versioned: SiteLinkContext = {
      ...context,
      docs: [
        { path: 'versioned_docs/version-1.0/guide/01-setup.mdx', url: '/docs/guide/setup', versionPath: '/docs' },
        { path: 'docs/guide/01-setup.mdx', url: '/docs/next/guide/setup', versionPath: '/docs/next' },
      ],
    };
    const from = (source: string) => brokenSiteLinkFindings([{ ...page(source, 'docs/api/hooks.mdx', '/docs/next/api/hooks'), versionPath: '/docs/next' }], versioned);
    expect(from('[setup](../../guide/setup/#start)')).toEqual([
      {
        check: 'trailingSlashLinks',
        file: 'content/docs/api/hooks.mdx:1',
        message:
          'the link "../../guide/setup/#start" leads to /docs/guide/setup here. It was written for page URLs that end in a slash (trailingSlash: true), where it led to /docs/next/guide/setup; link to the doc\'s file instead (../guide/01-setup.mdx#start), which resolves whatever form URLs take.',
      },
    ]);
    // Written without the slash, or leading to the same page either way, it is as meant.
    expect(from('[setup](../../guide/setup) [also](../guide/setup/) [file](../guide/01-setup.mdx)')).toEqual([]);
  });

  it('names a file link to a draft, whose page the build leaves out', () => {
    expect(messages('[draft](./Draft.mdx)')).toEqual([
      'content/docs/querying/operators.mdx:1: the link "./Draft.mdx" leads to content/docs/Draft.mdx, a draft, which the build leaves out, so its page /docs/Draft will not exist. Publish the doc (remove draft: true) or remove the link.',
    ]);
  });

  it('reads a link under the base URL as the export serves it, and leaves one outside it to the link check', () => {
    const based = { ...context, baseUrl: '/site/' };
    expect(brokenSiteLinkFindings([page('[a](/site/docs/About) [b](/docs/Nowhere) [c](/site/docs/Nowhere)')], based).map((f) => f.message)).toEqual([
      'the link "/site/docs/Nowhere" (/docs/Nowhere from this page) leads to no page or file of the site. Fix the path, or add the page (content/, app/) or file (public/) it names.',
    ]);
  });

  it('says that a link into the blog of a site without one (blog: false) has no blog to lead to', () => {
    const blogless = { ...context, site: { routes: new Set([...routes].filter((route) => !route.startsWith('/blog'))), open: ['/docs/tags'] }, blog: false };
    expect(brokenSiteLinkFindings([page('[blog](/blog) [post](/blog/2023/11/13)')], blogless).map((f) => f.message)).toEqual([
      'the link "/blog" leads to no page or file of the site. The site has no blog (blog: false in site.config.ts): remove the link, or give blog its options to build the blog.',
      'the link "/blog/2023/11/13" leads to no page or file of the site. The site has no blog (blog: false in site.config.ts): remove the link, or give blog its options to build the blog.',
    ]);
  });
});
