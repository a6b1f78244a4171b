'use client';

import { usePathname } from 'next/navigation';
import { sidebarOfPath } from '@/lib/docs/sidebar';
import { SidebarMenu } from './SidebarMenu';
import { useDocsSidebars } from './DocsSidebarsContext';
import './docs-layout.css';

/**
 * The desktop docs sidebar: the one that lists the current page. It is always shown (the spec's
 * sidebar is not hideable); a doc that no sidebar lists has none, as in Docusaurus.
 */
export function DocSidebar({ aliases }: { aliases: Record<string, string> }) {
  const pathname = usePathname();
  const activePath = aliases[pathname] ?? pathname;
  const sidebar = sidebarOfPath(useDocsSidebars(), activePath);
  if (!sidebar) return null;
  return (
    <div className="docs-layout__sidebar">
      <nav className="doc-sidebar menu" aria-label="Docs sidebar">
        <SidebarMenu items={sidebar.items} activePath={activePath} />
      </nav>
    </div>
  );
}
