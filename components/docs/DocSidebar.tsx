'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import type { PageSidebar } from '@/lib/docs/page-sidebar';
import { rememberSidebarScroll, showDocsSidebar, sidebarScrollTop } from '@/lib/client/docs-sidebar';
import { SidebarMenu } from './SidebarMenu';
import './docs-layout.css';

/**
 * The desktop docs sidebar's menu: the sidebar the page shows (chosen on the server by the one sidebar
 * rule), so a page carries only its own, in the column DocsColumns draws around it. It hands its data
 * to the mobile menu, and keeps its scroll position from page to page, as a shared layout would.
 */
export function DocSidebar({ sidebar }: { sidebar: PageSidebar }) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    showDocsSidebar(sidebar);
    return () => showDocsSidebar(null);
  }, [sidebar]);
  useLayoutEffect(() => {
    const element = nav.current;
    if (!element) return;
    element.scrollTop = sidebarScrollTop(sidebar.id);
    const remember = () => rememberSidebarScroll(sidebar.id, element.scrollTop);
    element.addEventListener('scroll', remember, { passive: true });
    return () => element.removeEventListener('scroll', remember);
  }, [sidebar.id]);
  return (
    <nav ref={nav} className="doc-sidebar menu" aria-label="Docs sidebar">
      <SidebarMenu sidebar={sidebar} />
    </nav>
  );
}
