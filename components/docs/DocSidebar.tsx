'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { rememberSidebarScroll, showDocsSidebar, sidebarScrollTop, type ShownSidebar } from '@/lib/client/docs-sidebar';
import { SidebarMenu } from './SidebarMenu';
import './docs-layout.css';

/**
 * The desktop docs sidebar's menu: the sidebar the page shows (chosen on the server by the one sidebar
 * rule), so a page carries only its own, in the column DocsColumns draws around it. It hands its data,
 * and the menu that draws it (`Menu`, where docs.sidebar.autoCollapseCategories is on), to the mobile
 * menu, and keeps its scroll position from page to page, as a shared layout would.
 */
export function DocSidebar({ sidebar, Menu }: ShownSidebar) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    showDocsSidebar({ sidebar, Menu });
    return () => showDocsSidebar(null);
  }, [sidebar, Menu]);
  useLayoutEffect(() => {
    const element = nav.current;
    if (!element) return;
    element.scrollTop = sidebarScrollTop(sidebar.id);
    const remember = () => rememberSidebarScroll(sidebar.id, element.scrollTop);
    element.addEventListener('scroll', remember, { passive: true });
    return () => element.removeEventListener('scroll', remember);
  }, [sidebar.id]);
  const Tree = Menu ?? SidebarMenu;
  return (
    <nav ref={nav} className="doc-sidebar menu" aria-label="Docs sidebar">
      <Tree sidebar={sidebar} />
    </nav>
  );
}
