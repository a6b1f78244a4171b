'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { SidebarItem } from '@/lib/docs/sidebar';

/** Every sidebar, for the docs parts that pick one by the current path (the sidebar, DocCardList). */
const DocsSidebarsContext = createContext<Record<string, SidebarItem[]>>({});

export function DocsSidebarsProvider({ sidebars, children }: { sidebars: Record<string, SidebarItem[]>; children: ReactNode }) {
  return <DocsSidebarsContext.Provider value={sidebars}>{children}</DocsSidebarsContext.Provider>;
}

export function useDocsSidebars(): Record<string, SidebarItem[]> {
  return useContext(DocsSidebarsContext);
}
