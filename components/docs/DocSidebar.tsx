'use client';

import { usePathname } from 'next/navigation';
import type { SidebarItem } from '@/lib/docs/sidebar';
import { SidebarMenu } from './SidebarMenu';

/** The desktop docs sidebar. It is always shown: the spec's sidebar is not hideable. */
export function DocSidebar({ items, aliases }: { items: SidebarItem[]; aliases: Record<string, string> }) {
  const pathname = usePathname();
  return (
    <nav className="doc-sidebar menu" aria-label="Docs sidebar">
      <SidebarMenu items={items} activePath={aliases[pathname] ?? pathname} />
    </nav>
  );
}
