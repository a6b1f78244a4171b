import { describe, expect, it } from 'vitest';
import { pageSidebar, sidebarFiles } from './page-sidebar';
import { resolveSidebar } from './resolve-sidebar';
import type { MenuCategory, SidebarItem } from './sidebar';

const link = (href: string, extra: object = {}): SidebarItem => ({ type: 'link', label: href.slice(6), href, docId: href, unlisted: false, description: 'words', ...extra });
const category = (label: string, items: SidebarItem[], extra: object = {}): SidebarItem => ({ type: 'category', label, items, description: 'more words', ...extra });
const url = (name: string) => `/sidebar-items/${name}`;

const sidebars: Record<string, SidebarItem[]> = {
  docs: [
    link('/docs/About'),
    category('Open', [link('/docs/a'), link('/docs/hidden', { unlisted: true })]),
    category('Folded', [link('/docs/f1'), category('Inner', [link('/docs/f2')], { collapsed: true })], { collapsed: true }),
  ],
  other: [link('/docs/o1'), { type: 'html', value: '<b>x</b>' }],
};

describe('pageSidebar', () => {
  it('shows the sidebar that lists the page, and only that one', () => {
    expect(pageSidebar(sidebars, '/docs/o1', url)?.id).toBe('other');
    expect(pageSidebar(sidebars, '/docs/a', url)?.id).toBe('docs');
    expect(pageSidebar(sidebars, '/docs/nowhere', url)).toBeNull();
  });

  it('carries only what the menu draws, unlisted pages left out unless current', () => {
    const shown = pageSidebar(sidebars, '/docs/About', url)!;
    expect(shown.activePath).toBe('/docs/About');
    expect(shown.items[0]).toEqual({ type: 'link', label: 'About', href: '/docs/About' });
    expect((shown.items[1] as MenuCategory).items).toEqual([{ type: 'link', label: 'a', href: '/docs/a' }]);
    const onHidden = pageSidebar(sidebars, '/docs/hidden', url)!;
    expect((onHidden.items[1] as MenuCategory).items).toHaveLength(2);
  });

  it("leaves a folded category's items out, pointing at their file, unless it holds the page", () => {
    const folded = pageSidebar(sidebars, '/docs/About', url)!.items[2] as MenuCategory;
    expect(folded.items).toEqual([]);
    expect(folded.itemsSrc).toMatch(/^\/sidebar-items\/[0-9a-f]{16}\.json$/);
    const open = pageSidebar(sidebars, '/docs/f1', url)!.items[2] as MenuCategory;
    expect(open.itemsSrc).toBeUndefined();
    expect(open.items[0]).toEqual({ type: 'link', label: 'f1', href: '/docs/f1' });
    // The inner category does not hold /docs/f1: it stays folded, in its own file.
    expect((open.items[1] as MenuCategory).itemsSrc).toMatch(/\.json$/);
    const inside = pageSidebar(sidebars, '/docs/f2', url)!.items[2] as MenuCategory;
    expect((inside.items[1] as MenuCategory).items).toEqual([{ type: 'link', label: 'f2', href: '/docs/f2' }]);
  });

  it('keeps a category that cannot collapse open and in the page, with no fold, whatever its collapsed says', () => {
    // Docusaurus's collapsible: false, as wasp-lang/wasp's API sidebar sets it on its one top category.
    const fixed = resolveSidebar(
      { api: [{ type: 'category', label: 'Packages', collapsible: false, collapsed: true, items: ['ref/one'] }] },
      'api',
      new Map([['ref/one', { id: 'ref/one', title: 'One', url: '/docs/ref/one', unlisted: false, draft: false }]]),
    );
    expect(fixed[0]).toMatchObject({ collapsible: false });
    expect(fixed[0]).not.toHaveProperty('collapsed');
    const shown = pageSidebar({ api: fixed }, '/docs/ref/one', url)!.items[0] as MenuCategory;
    expect(shown).toEqual({ type: 'category', label: 'Packages', collapsible: false, items: [{ type: 'link', label: 'One', href: '/docs/ref/one' }] });
    expect(sidebarFiles({ api: fixed }, url).size).toBe(0);
  });

  it('writes one file per folded category, the one every page points to', () => {
    const files = sidebarFiles(sidebars, url);
    expect(files.size).toBe(2);
    const folded = pageSidebar(sidebars, '/docs/About', url)!.items[2] as MenuCategory;
    const body = JSON.parse(files.get(folded.itemsSrc!.split('/').pop()!)!);
    expect(body[0]).toEqual({ type: 'link', label: 'f1', href: '/docs/f1' });
    const inner = (pageSidebar(sidebars, '/docs/f1', url)!.items[2] as MenuCategory).items[1] as MenuCategory;
    expect(body[1]).toEqual(inner);
    expect(JSON.parse(files.get(inner.itemsSrc!.split('/').pop()!)!)).toEqual([{ type: 'link', label: 'f2', href: '/docs/f2' }]);
  });
});
