'use client';

import { useSyncExternalStore, type ComponentType } from 'react';
import type { PageSidebar } from '@/lib/docs/page-sidebar';

/**
 * The docs sidebar the current page shows, for the mobile menu in the navbar (which sits above the
 * page): the page's own sidebar component hands it over, so both menus draw the same data and no
 * page carries a second copy. `Menu` is the menu that draws it when not the plain one: the folding
 * menu of docs.sidebar.autoCollapseCategories, which the navbar would otherwise carry on every page.
 * Null outside the docs and on docs without a sidebar.
 */
export interface ShownSidebar {
  sidebar: PageSidebar;
  Menu?: ComponentType<{ sidebar: PageSidebar; onNavigate?: () => void }>;
}

let shown: ShownSidebar | null = null;
const listeners = new Set<() => void>();

export function showDocsSidebar(next: ShownSidebar | null): void {
  shown = next;
  listeners.forEach((listener) => listener());
}

export function useShownDocsSidebar(): ShownSidebar | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown,
    () => null,
  );
}

/**
 * What a visitor folded or opened, by sidebar and category, for this visit: each page draws its own
 * sidebar, and the next page's should look as the visitor left the last one.
 */
const folds = new Map<string, boolean>();

export const foldedByVisitor = (key: string): boolean | undefined => folds.get(key);
export const rememberFold = (key: string, open: boolean): void => void folds.set(key, open);

/** Where the desktop sidebar was scrolled to, by sidebar, for the same reason. */
const scrollTops = new Map<string, number>();

export const sidebarScrollTop = (id: string): number => scrollTops.get(id) ?? 0;
export const rememberSidebarScroll = (id: string, top: number): void => void scrollTops.set(id, top);
