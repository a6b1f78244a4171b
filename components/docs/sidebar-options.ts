import type { ComponentType } from 'react';
import type { ShownSidebar } from '@/lib/client/docs-sidebar';

/**
 * The client code of docs.sidebar's options, which DocsColumns.tsx draws on every docs page when
 * the configuration turns an option on: hideable's button (SidebarHider.tsx, with its stylesheet) and
 * autoCollapseCategories' menu (AutoCollapseMenu.tsx, which the mobile menu then draws too). These
 * parts are the one place the options are decided: a page's sidebar data does not carry them.
 */
export interface SidebarOptionParts {
  Hider?: ComponentType;
  Menu?: ShownSidebar['Menu'];
}

/**
 * The parts the site's configuration turns on. A client component that a page's server code imports
 * is in that page's first load whether the page draws it or not, so each is imported only behind a
 * constant of the build (next.config.ts's `env`, from site.config.ts's docs.sidebar): where it is
 * false, Turbopack leaves the import, and with it the option's code and styles, out of the bundles.
 */
export async function configuredSidebarParts(): Promise<SidebarOptionParts> {
  return {
    Hider: process.env.DOCS_SIDEBAR_HIDEABLE === 'true' ? (await import('./SidebarHider')).SidebarHider : undefined,
    Menu: process.env.DOCS_SIDEBAR_AUTO_COLLAPSE === 'true' ? (await import('./AutoCollapseMenu')).AutoCollapseMenu : undefined,
  };
}
