import { describe, expect, it } from 'vitest';
import { docsVersionLink, isActive, isItemActive, navbarLogoAlt, resolveNavbarItem, versionedDocLink, withSearchItem, type NavbarContext } from './navbar';

const ctx: NavbarContext = {
  docs: new Map([['About', { id: 'About', title: 'About me', sidebarLabel: 'About', url: '/docs/About', unlisted: false, draft: false }]]),
  sidebars: { docs: [{ type: 'link', label: 'About', href: '/docs/About', docId: 'About', unlisted: false }] },
  versions: [{ name: 'current', label: 'Latest', path: '/docs' }],
  versionPersistence: 'localStorage',
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', htmlLang: 'en', direction: 'ltr', calendar: 'gregory' } } },
  search: { hosted: false, appId: 'local', apiKey: 'local', indexName: 'local', searchPagePath: '/search', facetFilters: [], maxResultsPerGroup: 5, baseUrl: '/', sections: ['Docs', 'API'] },
};

describe('resolveNavbarItem', () => {
  it('defaults the position to left and resolves doc items to their URL', () => {
    const item = resolveNavbarItem({ type: 'doc', docId: 'About' }, ctx);
    expect(item).toMatchObject({ kind: 'link', label: 'About', href: '/docs/About', position: 'left' });
  });

  it('keeps right-aligned external links external', () => {
    const item = resolveNavbarItem({ label: 'GitHub', href: 'https://example.com', position: 'right' }, ctx);
    expect(item).toMatchObject({ kind: 'link', external: true, position: 'right' });
  });

  it("passes an item's data attributes, title and other HTML attributes to its link, as Docusaurus does", () => {
    const item = resolveNavbarItem({ label: 'Repo', href: 'https://github.com/o/r', 'data-umami-event': 'repo', 'data-count': 2, title: 'The source', 'aria-describedby': 'x' }, ctx);
    expect(item).toMatchObject({ kind: 'link', attributes: { 'data-umami-event': 'repo', 'data-count': '2', title: 'The source', 'aria-describedby': 'x' } });
    expect(resolveNavbarItem({ label: 'Blog', to: '/blog' }, ctx)).not.toHaveProperty('attributes');
  });

  it("names an icon link by its 'aria-label', and shows that name, since the site's CSS icon does not carry over", () => {
    const item = resolveNavbarItem({ 'aria-label': 'Discord', className: 'icon-link', href: 'https://discord.example/x', position: 'right' }, ctx);
    expect(item).toMatchObject({ kind: 'link', label: 'Discord', ariaLabel: 'Discord', external: true });
    expect(resolveNavbarItem({ label: 'Repo', 'aria-label': 'Source on GitHub', href: 'https://github.com/o/r' }, ctx)).toMatchObject({ label: 'Repo', ariaLabel: 'Source on GitHub' });
  });

  it('opens another site in a new tab whether written as `to` or `href`, and loads an `href` of this site as a plain link, as Docusaurus does', () => {
    const newTab = { target: '_blank', rel: 'noopener noreferrer' };
    expect(resolveNavbarItem({ label: 'Chat', to: 'https://chat.example/x' }, ctx)).toMatchObject({ href: 'https://chat.example/x', external: true, anchor: newTab, active: { type: 'never' } });
    expect(resolveNavbarItem({ label: 'Mail', href: 'mailto:a@b.example' }, ctx)).toMatchObject({ external: true, anchor: newTab });
    const feed = resolveNavbarItem({ label: 'RSS', href: '/blog/rss.xml' }, ctx);
    expect(feed).toMatchObject({ href: '/blog/rss.xml', external: false, anchor: {}, active: { type: 'never' } });
    expect(resolveNavbarItem({ label: 'Blog', to: '/blog' }, ctx)).not.toHaveProperty('anchor');
  });

  it("renders an html item's value with its className, as Docusaurus's HtmlNavbarItem does", () => {
    expect(resolveNavbarItem({ type: 'html', value: '<b>Hi</b>', className: 'group-start', position: 'right' }, ctx)).toMatchObject({
      kind: 'html',
      html: '<b>Hi</b>',
      className: 'group-start',
      position: 'right',
    });
  });

  it('reads a `to` written without its leading slash from the site root, as Docusaurus does', () => {
    const item = resolveNavbarItem({ label: 'Blog', to: 'blog' }, ctx);
    expect(item).toMatchObject({ kind: 'link', href: '/blog', external: false });
  });
  it('links a docSidebar item to the sidebar’s first page', () => {
    expect(resolveNavbarItem({ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }, ctx)).toMatchObject({ href: '/docs/About' });
  });

  it('throws the registry message for an unknown type', () => {
    expect(() => resolveNavbarItem({ type: 'weird' } as never, ctx)).toThrow('No NavbarItem component found for type "weird".');
  });

  it('resolves an item with `items` and no type as a dropdown, as Docusaurus does', () => {
    const item = resolveNavbarItem({ label: 'Projects', items: [{ label: 'Blog', to: 'blog' }] }, ctx);
    expect(item).toMatchObject({ kind: 'dropdown', label: 'Projects', items: [{ kind: 'link', href: '/blog' }] });
  });

  it('resolves dropdown children', () => {
    const item = resolveNavbarItem({ type: 'dropdown', label: 'P', items: [{ type: 'doc', docId: 'About', label: 'A' }] }, ctx);
    expect(item.kind === 'dropdown' && item.items[0]).toMatchObject({ kind: 'link', href: '/docs/About' });
    expect(isItemActive(item, '/docs/About')).toBe(true);
    expect(isItemActive(item, '/blog')).toBe(false);
  });
});

describe('isActive', () => {
  it('matches base paths on segment boundaries', () => {
    expect(isActive({ type: 'base', path: '/blog' }, '/blog/2025/01/25')).toBe(true);
    expect(isActive({ type: 'base', path: '/blog' }, '/blogroll')).toBe(false);
  });
  it('matches exact paths, regexes and path lists', () => {
    expect(isActive({ type: 'exact', path: '/docs/About' }, '/docs/About/')).toBe(true);
    expect(isActive({ type: 'regex', pattern: '^/docs/(About|My)' }, '/docs/My-Pieces/Main')).toBe(true);
    expect(isActive({ type: 'paths', paths: ['/a', '/b'] }, '/b')).toBe(true);
    expect(isActive({ type: 'never' }, '/')).toBe(false);
  });

  it('shows the docsVersion item as the version being read, else the preferred one, else the latest', () => {
    const versions = [...ctx.versions, { name: '1.0', label: '1.0', path: '/docs/1.0' }];
    const item = resolveNavbarItem({ type: 'docsVersion', position: 'right' }, { ...ctx, versions });
    if (item.kind !== 'docsVersion') throw new Error(`resolved to ${item.kind}`);
    expect(docsVersionLink(item, '/blog', null)).toMatchObject({ kind: 'link', label: 'Latest', href: '/docs', position: 'right' });
    expect(docsVersionLink(item, '/blog', '1.0')).toMatchObject({ label: '1.0', href: '/docs/1.0', active: { type: 'base', path: '/docs/1.0' } });
    expect(docsVersionLink(item, '/docs/1.0/About', 'current')).toMatchObject({ label: '1.0', href: '/docs/1.0' });
    expect(docsVersionLink(item, '/docs/About', '1.0')).toMatchObject({ label: 'Latest', href: '/docs' });
    const fixed = resolveNavbarItem({ type: 'docsVersion', label: 'Docs', to: '/docs/About' }, { ...ctx, versions });
    if (fixed.kind !== 'docsVersion') throw new Error(`resolved to ${fixed.kind}`);
    expect(docsVersionLink(fixed, '/blog', '1.0')).toMatchObject({ label: 'Docs', href: '/docs/About' });
    expect(() => resolveNavbarItem({ type: 'docsVersion' }, { ...ctx, versions: [] })).toThrow('no docs version is configured');
  });

  it('gives the version dropdown every doc path and the persistence', () => {
    expect(resolveNavbarItem({ type: 'docsVersionDropdown' }, ctx)).toMatchObject({
      kind: 'docsVersionDropdown',
      docPaths: ['/docs/About'],
      versionPersistence: 'localStorage',
    });
  });

  it("lists the configured links above and below the versions, as Docusaurus's dropdownItemsBefore and dropdownItemsAfter", () => {
    const item = resolveNavbarItem(
      { type: 'docsVersionDropdown', dropdownItemsBefore: [{ type: 'doc', docId: 'About', label: 'Start here' }], dropdownItemsAfter: [{ to: '/versions', label: 'Every release' }] },
      ctx,
    );
    expect(item).toMatchObject({
      kind: 'docsVersionDropdown',
      before: [{ kind: 'link', label: 'Start here', href: '/docs/About' }],
      after: [{ kind: 'link', label: 'Every release', href: '/versions' }],
    });
    expect(resolveNavbarItem({ type: 'docsVersionDropdown' }, ctx)).toMatchObject({ before: [], after: [] });
  });

  it('leads doc and docSidebar items into the version being read, else the preferred one, else the last', () => {
    const doc = (id: string, url: string) => ({ id, title: id, url, unlisted: false, draft: false });
    const link = (href: string) => ({ type: 'link' as const, label: 'Start', href, docId: 'Start', unlisted: false });
    const versionDocs = new Map([
      [
        'current',
        {
          docs: new Map([
            ['About', doc('About', '/docs/About')],
            ['New', doc('New', '/docs/New')],
          ]),
          sidebars: { docs: [link('/docs/About')] },
        },
      ],
      ['1.0', { docs: new Map([['About', doc('About', '/docs/1.0/About')]]), sidebars: { docs: [link('/docs/1.0')] } }],
    ]);
    const versions = [...ctx.versions, { name: '1.0', label: '1.0', path: '/docs/1.0' }];
    const several = { ...ctx, docs: versionDocs.get('current')!.docs, versions, versionDocs, lastVersion: 'current' };
    const resolve = (item: Parameters<typeof resolveNavbarItem>[0]) => {
      const resolved = resolveNavbarItem(item, several);
      if (resolved.kind !== 'versionedDocLink') throw new Error(`resolved to ${resolved.kind}`);
      return resolved;
    };
    const about = resolve({ type: 'doc', docId: 'About' });
    expect(versionedDocLink(about, '/docs/1.0/Retired', null)).toMatchObject({ kind: 'link', href: '/docs/1.0/About' });
    expect(versionedDocLink(about, '/blog', null).href).toBe('/docs/About');
    expect(versionedDocLink(about, '/blog', '1.0').href).toBe('/docs/1.0/About');
    expect(versionedDocLink(about, '/docs/New', '1.0').href).toBe('/docs/About');
    expect(isItemActive(about, '/docs/1.0/About')).toBe(true);
    // 1.0 lacks the doc: the last version's page, wherever the reader is.
    expect(versionedDocLink(resolve({ type: 'doc', docId: 'New' }), '/docs/1.0/About', '1.0').href).toBe('/docs/New');
    const sidebar = resolve({ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' });
    expect(versionedDocLink(sidebar, '/docs/1.0/About', null)).toMatchObject({ label: 'Docs', href: '/docs/1.0' });
    expect(versionedDocLink(sidebar, '/blog', null).href).toBe('/docs/About');
    // One version: a plain link, as before.
    expect(resolveNavbarItem({ type: 'doc', docId: 'About' }, { ...ctx, versionDocs: new Map([...versionDocs].slice(0, 1)) }).kind).toBe('link');
  });

  it('off the docs, leads to the last version, not the newest, when the current docs are at /docs/next', () => {
    const versions = [
      { name: 'current', label: 'Next', path: '/docs/next' },
      { name: '2.0', label: '2.0', path: '/docs', isLast: true },
    ];
    const item = resolveNavbarItem({ type: 'docsVersion' }, { ...ctx, versions });
    if (item.kind !== 'docsVersion') throw new Error(`resolved to ${item.kind}`);
    expect(docsVersionLink(item, '/blog', null)).toMatchObject({ label: '2.0', href: '/docs' });
    expect(docsVersionLink(item, '/docs/next/About', null)).toMatchObject({ label: 'Next', href: '/docs/next' });
    const doc = (url: string) => new Map([['About', { id: 'About', title: 'About', url, unlisted: false, draft: false }]]);
    const versionDocs = new Map([
      ['current', { docs: doc('/docs/next/About'), sidebars: {} }],
      ['2.0', { docs: doc('/docs/About'), sidebars: {} }],
    ]);
    const about = resolveNavbarItem({ type: 'doc', docId: 'About' }, { ...ctx, docs: doc('/docs/About'), versions, versionDocs, lastVersion: '2.0' });
    if (about.kind !== 'versionedDocLink') throw new Error(`resolved to ${about.kind}`);
    expect(versionedDocLink(about, '/blog', null).href).toBe('/docs/About');
    expect(versionedDocLink(about, '/docs/next/Other', null).href).toBe('/docs/next/About');
  });
});

describe('withSearchItem', () => {
  it("adds the search box at the right end of a navbar that lists none, as Docusaurus's navbar does, and keeps a listed one where it is", () => {
    const links = [
      { label: 'Docs', to: '/docs' },
      { label: 'GitHub', href: 'https://github.com/o/r', position: 'right' as const },
    ];
    expect(withSearchItem(links)).toEqual([...links, { type: 'search', position: 'right' }]);
    const listed = [{ type: 'search' as const, position: 'left' as const }, ...links];
    expect(withSearchItem(listed)).toEqual(listed);
  });
});

describe('navbarLogoAlt', () => {
  it("names a logo without alt by the site's title when no navbar title names its link, as Docusaurus does, and keeps it decorative beside one", () => {
    expect(navbarLogoAlt({}, '', 'Entwerk')).toBe('Entwerk');
    expect(navbarLogoAlt({}, undefined, 'Entwerk')).toBe('Entwerk');
    expect(navbarLogoAlt({}, 'Entwerk docs', 'Entwerk')).toBe('');
    expect(navbarLogoAlt({ alt: '' }, '', 'Entwerk')).toBe('');
    expect(navbarLogoAlt({ alt: 'Entwerk logo' }, 'Entwerk docs', 'Entwerk')).toBe('Entwerk logo');
  });
});
