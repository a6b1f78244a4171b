import Link from '@/components/shell/PrefetchLink';
import type { MenuItem } from '@/lib/docs/sidebar';
import type { PageSidebar } from '@/lib/docs/page-sidebar';
import { DocsColumns } from '@/components/docs/DocsColumns';
import { AutoCollapseMenu } from '@/components/docs/AutoCollapseMenu';
import { SidebarHider } from '@/components/docs/SidebarHider';
import '@/components/docs/docs-layout.css';

/**
 * Test-only pages (built only in the e2e variant, SITE_VARIANT=e2e): a docs sidebar with Docusaurus's
 * docs.sidebar options on (hideable, autoCollapseCategories), which the spec's site and the e2e
 * variant leave off, over pages that link to each other (e2e/sidebar-options.spec.ts). The build
 * leaves the options' code out where the configuration turns them off (components/docs/sidebar-options.ts),
 * so these pages bring it themselves: only their own first load carries it.
 */
export const dynamicParams = false;

const BASE = '/e2e/sidebar-options';
const link = (label: string, page: string): MenuItem => ({ type: 'link', label, href: `${BASE}/${page}` });

/** Categories open and folded by their author, one with its own page, one nested pair, one that cannot fold. */
const ITEMS: MenuItem[] = [
  link('Start', 'start'),
  {
    type: 'category',
    label: 'Wiring',
    collapsed: false,
    items: [
      link('Patch cables', 'patch-cables'),
      { type: 'category', label: 'Adapters', collapsed: true, items: [link('Jacks', 'jacks')] },
      { type: 'category', label: 'Splitters', collapsed: false, items: [link('Y cables', 'y-cables')] },
    ],
  },
  { type: 'category', label: 'Power', href: `${BASE}/power`, collapsed: true, items: [link('Supplies', 'supplies')] },
  { type: 'category', label: 'Reference', collapsible: false, items: [link('Glossary', 'glossary')] },
  { type: 'category', label: 'Racks', collapsed: false, items: [link('Rails', 'rails')] },
];

/** Each page, its title and the page its body links to (a way on that is not the sidebar). */
const PAGES: Record<string, { title: string; next: string }> = {
  start: { title: 'Start', next: 'patch-cables' },
  'patch-cables': { title: 'Patch cables', next: 'jacks' },
  jacks: { title: 'Jacks', next: 'y-cables' },
  'y-cables': { title: 'Y cables', next: 'power' },
  power: { title: 'Power', next: 'supplies' },
  supplies: { title: 'Supplies', next: 'glossary' },
  glossary: { title: 'Glossary', next: 'rails' },
  rails: { title: 'Rails', next: 'start' },
};

export function generateStaticParams() {
  return Object.keys(PAGES).map((page) => ({ page }));
}

export default async function SidebarOptionsPage({ params }: { params: Promise<{ page: string }> }) {
  const { page } = await params;
  const { title, next } = PAGES[page]!;
  const sidebar: PageSidebar = { id: 'sidebarOptions', items: ITEMS, activePath: `${BASE}/${page}` };
  return (
    <div className="docs-layout">
      <DocsColumns sidebar={sidebar} parts={{ Hider: SidebarHider, Menu: AutoCollapseMenu }}>
        <div className="doc-page">
          <article className="doc-article">
            <h1>{title}</h1>
            <p>
              Sidebar options fixture. Next: <Link href={`${BASE}/${next}`}>{PAGES[next]!.title}</Link>
            </p>
            {/* Taller than the window, so the sidebar's bottom is the window's. */}
            <div style={{ height: '150vh' }} />
          </article>
        </div>
      </DocsColumns>
    </div>
  );
}
