import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PageSidebar } from '@/lib/docs/page-sidebar';
import type { MenuItem } from '@/lib/docs/sidebar';
import { AutoCollapseMenu } from './AutoCollapseMenu';
import { SidebarMenu } from './SidebarMenu';

/**
 * The folding menu draws SidebarMenu's markup with its own fold (AutoCollapseMenu.tsx). On a visit's
 * first page, and so in the server's HTML, nothing was arrived in and every category starts as the
 * author wrote it, as in Docusaurus: drawn afresh, the two menus must not differ.
 */
const link = (href: string, extra: object = {}): MenuItem => ({ type: 'link', label: href.slice(6), href, ...extra });
const items: MenuItem[] = [
  link('/docs/intro', { className: 'intro' }),
  { type: 'html', value: '<hr>', defaultStyle: true, className: 'divider' },
  { type: 'category', label: 'Guides', collapsed: false, items: [link('/docs/g1'), { type: 'category', label: 'Deep', collapsed: true, items: [link('/docs/d1')] }] },
  { type: 'category', label: 'Power', href: '/docs/power', collapsed: true, className: 'power', items: [link('/docs/p1')] },
  { type: 'category', label: 'Fixed', href: '/docs/fixed', collapsible: false, items: [link('/docs/f1')] },
  { type: 'category', label: 'Plain', collapsible: false, items: [link('/docs/f2')] },
  { type: 'category', label: 'Later', collapsed: true, items: [], itemsSrc: '/sidebar-items/0123456789abcdef.json' },
];

const markup = (menu: typeof SidebarMenu, activePath: string) => {
  const sidebar: PageSidebar = { id: `markup-${activePath}`, items, activePath };
  return renderToStaticMarkup(createElement(menu, { sidebar }));
};

describe('the folding menu', () => {
  it('draws what the plain menu draws, wherever the page is', () => {
    for (const path of ['/docs/intro', '/docs/d1', '/docs/power', '/docs/p1', '/docs/fixed', '/docs/f2', '/docs/elsewhere']) {
      const plain = markup(SidebarMenu, path);
      expect(plain).toContain('menu__category');
      expect(markup(AutoCollapseMenu, path), path).toBe(plain);
    }
  });
});
