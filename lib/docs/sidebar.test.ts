import { describe, expect, it } from 'vitest';
import {
  categoryContains,
  docSection,
  firstSidebarLink,
  flattenSidebar,
  inSidebarOrder,
  sidebarBreadcrumbs,
  sidebarOfPath,
  sidebarPrevNext,
  visibleSidebar,
  type DocRef,
  type SidebarCategory,
  type SidebarItem,
  type SidebarsConfig,
} from './sidebar';
import { resolveSidebar, SidebarConfigError } from './resolve-sidebar';

const doc = (id: string, extra: Partial<DocRef> = {}): [string, DocRef] => [id, { id, title: `Title ${id}`, url: `/docs/${id}`, unlisted: false, draft: false, ...extra }];

const docs = new Map([doc('About'), doc('A/One', { sidebarLabel: 'One' }), doc('A/Two'), doc('A/Hidden', { unlisted: true }), doc('B/Three')]);

const sidebars: SidebarsConfig = {
  docs: ['About', { type: 'category', label: 'A', items: ['A/One', 'A/Hidden', 'A/Two'] }, { type: 'category', label: 'B', items: ['B/Three'] }],
};

describe('resolveSidebar', () => {
  it('turns doc ids into links with the sidebar label or title', () => {
    const items = resolveSidebar(sidebars, 'docs', docs);
    expect(items[0]).toEqual({ type: 'link', label: 'Title About', href: '/docs/About', docId: 'About', unlisted: false });
    const category = items[1] as SidebarCategory;
    expect(category.items.map((i) => (i.type === 'link' ? i.label : ''))).toEqual(['One', 'Title A/Hidden', 'Title A/Two']);
  });

  it('names the sidebar file and the missing doc id', () => {
    expect(() => resolveSidebar({ docs: ['Nope'] }, 'docs', docs)).toThrow('sidebars.ts: sidebar "docs" refers to doc id "Nope", but there is no content/docs/Nope.md or .mdx');
  });

  it('names every missing doc id of a sidebar, not only the first', () => {
    const broken = { docs: ['About', 'Gone/One', { type: 'category' as const, label: 'C', link: { type: 'doc' as const, id: 'Gone/Two' }, items: ['Gone/Three'] }] };
    let problems: readonly string[] = [];
    try {
      resolveSidebar(broken, 'docs', docs);
    } catch (error) {
      problems = (error as SidebarConfigError).problems;
    }
    expect(problems.map((p) => /doc id "([^"]+)"/.exec(p)?.[1])).toEqual(['Gone/One', 'Gone/Three', 'Gone/Two']);
  });

  it("folds a category that sets no collapsed when the docs' sidebarCollapsed is on, as Docusaurus's default is", () => {
    const written = {
      docs: [
        { type: 'category' as const, label: 'A', items: ['A/One'] },
        { type: 'category' as const, label: 'B', collapsed: false, items: ['B/Three'] },
        { type: 'category' as const, label: 'C', collapsible: false, items: ['About'] },
      ],
    };
    const folds = (sidebarCollapsed: boolean) =>
      resolveSidebar(written, 'docs', docs, new Set(), 'sidebars.js', { sidebarCollapsed }).map((item) => item.type === 'category' && [item.collapsed, item.collapsible]);
    expect(folds(true)).toEqual([
      [true, undefined],
      [false, undefined],
      [undefined, false],
    ]);
    expect(folds(false)).toEqual([
      [undefined, undefined],
      [false, undefined],
      [undefined, false],
    ]);
  });

  it('ignores a missing doc that is a draft', () => {
    expect(resolveSidebar({ docs: ['About', 'Draft'] }, 'docs', docs, new Set(['Draft']))).toHaveLength(1);
  });

  it('reports an unknown sidebar id with the known ones', () => {
    expect(() => resolveSidebar(sidebars, 'other', docs)).toThrow('no sidebar with id "other". Known sidebars: docs');
  });
});

describe('visibility, breadcrumbs and pager', () => {
  const items = resolveSidebar(sidebars, 'docs', docs);

  it('hides unlisted items unless they are the current page', () => {
    const labels = (path: string) => flattenSidebar(visibleSidebar(items, path)).map((l) => l.href);
    expect(labels('/docs/About')).not.toContain('/docs/A/Hidden');
    expect(labels('/docs/A/Hidden')).toContain('/docs/A/Hidden');
  });

  it('drops a category whose items are all hidden', () => {
    const onlyHidden = resolveSidebar({ docs: [{ type: 'category', label: 'H', items: ['A/Hidden'] }] }, 'docs', docs);
    expect(visibleSidebar(onlyHidden, '/docs/About')).toEqual([]);
  });

  it('marks a category linked to an unlisted doc linkUnlisted and shows it only when open or not empty', () => {
    const linked = resolveSidebar({ docs: ['About', { type: 'category', label: 'H', link: { type: 'doc', id: 'A/Hidden' }, items: [] }] }, 'docs', docs);
    expect(linked[1]).toMatchObject({ type: 'category', href: '/docs/A/Hidden', linkUnlisted: true });
    expect(visibleSidebar(linked, '/docs/About').map((i) => (i.type === 'html' ? '' : i.label))).toEqual(['Title About']);
    expect(visibleSidebar(linked, '/docs/A/Hidden')).toHaveLength(2);
    expect(sidebarPrevNext(linked, '/docs/About').next).toBeNull();
    const withItems = resolveSidebar({ docs: [{ type: 'category', label: 'H', link: { type: 'doc', id: 'A/Hidden' }, items: ['About'] }] }, 'docs', docs);
    expect(visibleSidebar(withItems, '/docs/About')).toHaveLength(1);
    expect(firstSidebarLink(withItems)?.href).toBe('/docs/About');
    const listed = resolveSidebar({ docs: [{ type: 'category', label: 'L', link: { type: 'doc', id: 'About' }, items: [] }] }, 'docs', docs);
    expect(listed[0]).not.toHaveProperty('linkUnlisted');
  });

  it('builds breadcrumbs from categories down to the page', () => {
    expect(sidebarBreadcrumbs(items, '/docs/A/Two')).toEqual([
      { label: 'A', href: undefined },
      { label: 'Title A/Two', href: '/docs/A/Two' },
    ]);
    expect(sidebarBreadcrumbs(items, '/docs/unknown')).toEqual([]);
  });

  it('links previous and next across categories, skipping unlisted pages', () => {
    const { previous, next } = sidebarPrevNext(items, '/docs/A/One');
    expect(previous?.href).toBe('/docs/About');
    expect(next?.href).toBe('/docs/A/Two');
    expect(sidebarPrevNext(items, '/docs/A/Two').next?.href).toBe('/docs/B/Three');
    expect(sidebarPrevNext(items, '/docs/B/Three').next).toBeNull();
  });

  it("steps over link items, as Docusaurus's previous and next links do, to docs and categories' own pages", () => {
    const withLinks = resolveSidebar(
      {
        docs: [
          'About',
          { type: 'link', label: 'Examples', href: 'https://example.com/examples' },
          { type: 'category', label: 'A', link: { type: 'generated-index' }, items: ['A/One', { type: 'link', label: 'From 1.0', href: '/docs/1.0/upgrade' }] },
          'B/Three',
          { type: 'link', label: 'Roadmap', href: '/roadmap' },
        ],
      },
      'docs',
      docs,
    );
    expect(sidebarPrevNext(withLinks, '/docs/About').next?.href).toBe('/docs/category/a');
    expect(sidebarPrevNext(withLinks, '/docs/A/One')).toMatchObject({ previous: { href: '/docs/category/a' }, next: { href: '/docs/B/Three' } });
    expect(sidebarPrevNext(withLinks, '/docs/B/Three').next).toBeNull();
  });

  it('finds the first link and whether a category holds the current page', () => {
    expect(firstSidebarLink(items)?.href).toBe('/docs/About');
    expect(firstSidebarLink([])).toBeNull();
    // A sidebar that opens on a link to another site leads to its first doc, as on Docusaurus.
    expect(firstSidebarLink([{ type: 'link', label: 'Changelog', href: 'https://example.com/changes', unlisted: false }, ...items])?.href).toBe('/docs/About');
    expect(categoryContains(items[1] as SidebarCategory, '/docs/A/Two')).toBe(true);
    expect(categoryContains(items[1] as SidebarCategory, '/docs/B/Three')).toBe(false);
  });
});

describe('pages in sidebar order', () => {
  it('orders pages as every sidebar lists them, whatever its id, each at its first place, then the unlisted ones as they came', () => {
    // Kysely's one sidebar is Docusaurus's template's `tutorialSidebar`, and its llms.txt listed the docs by file path.
    const link = (href: string) => ({ type: 'link' as const, label: href, href, unlisted: false });
    const guide = [link('/docs/intro'), { type: 'category' as const, label: 'Recipes', href: '/docs/recipes', items: [link('/docs/recipes/b'), link('/docs/intro')] }];
    const second = [link('/docs/api/a')];
    const pages = ['/docs/aside', '/docs/api/a', '/docs/recipes/b', '/docs/recipes', '/docs/intro'].map((url) => ({ url }));
    expect(inSidebarOrder(pages, [guide as SidebarItem[], second]).map((page) => page.url)).toEqual(['/docs/intro', '/docs/recipes', '/docs/recipes/b', '/docs/api/a', '/docs/aside']);
  });
});

describe("a doc's section", () => {
  it('is its top category in whichever sidebar lists it, or Docs', () => {
    // Kysely's docs are in a sidebar with Docusaurus's template id, and every search hit's group and social card said "Docs".
    const link = (href: string) => ({ type: 'link' as const, label: href, href, unlisted: false });
    const sidebars: Record<string, SidebarItem[]> = {
      tutorialSidebar: [link('/docs/intro'), { type: 'category', label: 'Recipes', items: [link('/docs/recipes/raw-sql')] }],
    };
    expect(docSection(sidebars, '/docs/recipes/raw-sql')).toBe('Recipes');
    expect(docSection(sidebars, '/docs/intro')).toBe('Docs');
    expect(docSection(sidebars, '/docs/nowhere')).toBe('Docs');
  });
});

describe('the sidebar a path shows', () => {
  const link = (href: string): SidebarItem => ({ type: 'link', label: href, href, docId: href.slice(6), unlisted: false });
  const category = (href: string, items: SidebarItem[]): SidebarItem => ({ type: 'category', label: href, href, items, collapsed: false });

  it("is the first sidebar that lists it, as a link or a category's page, in each sidebars object asked", () => {
    const guide = [link('/docs/intro'), category('/docs/cat', [link('/docs/cat/one')])];
    const api = [link('/docs/intro'), link('/docs/api')];
    const sidebars = { guide, api };
    expect(sidebarOfPath(sidebars, '/docs/intro')).toEqual({ id: 'guide', items: guide });
    expect(sidebarOfPath(sidebars, '/docs/cat')?.id).toBe('guide');
    expect(sidebarOfPath(sidebars, '/docs/cat/one')?.id).toBe('guide');
    expect(sidebarOfPath(sidebars, '/docs/api')).toEqual({ id: 'api', items: api });
    expect(sidebarOfPath(sidebars, '/docs/none')).toBeNull();
    // Another sidebars object with the same items in another order: asked after the first, answered for itself.
    expect(sidebarOfPath({ api, guide }, '/docs/intro')?.id).toBe('api');
    expect(sidebarOfPath(sidebars, '/docs/intro')?.id).toBe('guide');
  });

  it('reads each sidebar once however many pages ask, so rendering grows with the pages, not their square', () => {
    let reads = 0;
    const items = Array.from({ length: 100 }, (_, i) => link(`/docs/p${i}`));
    // Counts how often the sidebar's items are walked.
    const counted = new Proxy(items, { get: (target, key, receiver) => (key === 'flatMap' && reads++, Reflect.get(target, key, receiver)) });
    const sidebars = { main: counted };
    for (let i = 0; i < 100; i++) {
      expect(sidebarOfPath(sidebars, `/docs/p${i}`)?.id).toBe('main');
      expect(sidebarPrevNext(counted, `/docs/p${i}`).next?.href).toBe(i < 99 ? `/docs/p${i + 1}` : undefined);
    }
    expect(reads).toBe(2);
  });
});
