import type { ReactNode } from 'react';
import type { PageSidebar } from '@/lib/docs/page-sidebar';
import { DocSidebar } from './DocSidebar';
import { configuredSidebarParts, type SidebarOptionParts } from './sidebar-options';
import './docs-layout.css';

/**
 * A docs page's columns: the sidebar it shows, if any, then the page. `parts` draw docs.sidebar's
 * options: the configured ones unless given (the e2e pages that turn the options on give their own).
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
 * The sidebar's column, chosen here from the page's data rather than in the browser: a page whose
 * sidebar is not hideable carries no frame, no button and no code to decide, and one whose categories
 * do not auto-collapse draws the plain menu.
 */
function SidebarColumn({ sidebar, parts: { Hider, Menu } }: { sidebar: PageSidebar; parts: SidebarOptionParts }) {
  if (sidebar.autoCollapseCategories && !Menu) throw leftOut('autoCollapseCategories');
  const menu = <DocSidebar sidebar={sidebar} Menu={sidebar.autoCollapseCategories ? Menu : undefined} />;
  if (!sidebar.hideable) return <div className="docs-layout__sidebar">{menu}</div>;
  if (!Hider) throw leftOut('hideable');
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

/** A page whose data turns an option on cannot be drawn without its part. */
const leftOut = (option: string) =>
  new Error(`docs.sidebar.${option} is on, but this build left its code out: next.config.ts reads docs.sidebar from site.config.ts when it starts (restart \`npm run dev\` after changing it).`);
