'use client';

import { useSyncExternalStore } from 'react';
import type { PageSidebar } from '@/lib/docs/page-sidebar';

/**
 * The docs sidebar the current page shows, for the mobile menu in the navbar (which sits above the
 * page): the page's own sidebar component hands it over, so both menus draw the same data and no
 * page carries a second copy. Null outside the docs and on docs without a sidebar.
 */
let shown: PageSidebar | null = null;
const listeners = new Set<() => void>();

export function showDocsSidebar(sidebar: PageSidebar | null): void {
  shown = sidebar;
  listeners.forEach((listener) => listener());
}

export function useShownDocsSidebar(): PageSidebar | null {
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

/**
 * The sidebars drawn so far in this visit, by id: a page's categories then start as the visitor left
 * them, and with autoCollapseCategories arriving in a folded one opens it as a visitor's click would.
 */
const drawn = new Set<string>();

export const drawnBefore = (id: string): boolean => drawn.has(id);
export const rememberDrawn = (id: string): void => void drawn.add(id);

/** Where the desktop sidebar was scrolled to, by sidebar, for the same reason. */
const scrollTops = new Map<string, number>();

export const sidebarScrollTop = (id: string): number => scrollTops.get(id) ?? 0;
export const rememberSidebarScroll = (id: string, top: number): void => void scrollTops.set(id, top);
