import type { ReactNode } from 'react';
import type { PageSidebar } from '@/lib/docs/page-sidebar';
import { DocSidebar } from './DocSidebar';
import { configuredSidebarParts, type SidebarOptionParts } from './sidebar-options';
import './docs-layout.css';

/**
 * A docs page's columns: the sidebar it shows, if any, then the page. `parts` draw docs.sidebar's
 * options: the ones this build's configuration turns on unless given (the e2e pages that turn the
 * options on give their own).
 */
export async function DocsColumns({ sidebar, parts, children }: { sidebar: PageSidebar | null; parts?: SidebarOptionParts; children: ReactNode }) {
  return (
    <>
      {sidebar && <SidebarColumn sidebar={sidebar} parts={parts ?? (await configuredSidebarParts())} />}
      <div className="docs-layout__main">{children}</div>
    </>
  );
}

/**
 * The sidebar's column, chosen on the server from the parts the build drew in: without the hider
 * there is no frame, no button and no code to decide, and without the folding menu the plain one.
 */
function SidebarColumn({ sidebar, parts: { Hider, Menu } }: { sidebar: PageSidebar; parts: SidebarOptionParts }) {
  const menu = <DocSidebar sidebar={sidebar} Menu={Menu} />;
  if (!Hider) return <div className="docs-layout__sidebar">{menu}</div>;
  return (
    <div className="docs-layout__sidebar docs-layout__sidebar--hideable">
      {/* As tall as the window, so that the button stays at the sidebar's bottom (sidebar-hider.css). */}
      <div className="doc-sidebar-frame">
        {menu}
        <Hider />
      </div>
    </div>
  );
}
