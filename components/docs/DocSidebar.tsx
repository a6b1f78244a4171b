'use client';

import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import type { PageSidebar } from '@/lib/docs/page-sidebar';
import { rememberSidebarScroll, showDocsSidebar, sidebarScrollTop } from '@/lib/client/docs-sidebar';
import { SidebarMenu } from './SidebarMenu';
import './docs-layout.css';
// Beside the sidebar rather than the hider, so that the server's HTML is drawn with it from the start.
import './sidebar-hider.css';

// Loaded only where docs.sidebar.hideable is on: imported here, it would be in every docs page's first
// load whether the site hides its sidebar or not.
const SidebarHider = lazy(() => import('./SidebarHider').then((module) => ({ default: module.SidebarHider })));

/**
 * The desktop docs sidebar: the one the page shows (chosen on the server by the one sidebar rule), so
 * a page carries only its own. Always shown unless the site makes it hideable (docs.sidebar.hideable,
 * off in the spec); it hands its data to the mobile menu, and keeps its scroll position from page to
 * page, as a shared layout would.
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
  const menu = (
    <nav ref={nav} className="doc-sidebar menu" aria-label="Docs sidebar">
      <SidebarMenu sidebar={sidebar} />
    </nav>
  );
  if (!sidebar.hideable) return <div className="docs-layout__sidebar">{menu}</div>;
  return (
    <div className="docs-layout__sidebar docs-layout__sidebar--hideable">
      <div className="doc-sidebar-frame">
        {menu}
        <Suspense fallback={null}>
          <SidebarHider />
        </Suspense>
      </div>
    </div>
  );
}
