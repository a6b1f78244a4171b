'use client';

import { useEffect, useState } from 'react';
import type { MenuCategory, MenuItem } from '@/lib/docs/sidebar';
import { foldedByVisitor, rememberFold } from '@/lib/client/docs-sidebar';
import { arrivedIn } from '@/lib/docs/auto-collapse';
import { SidebarMenu, type FoldPolicy, type MenuContext, type SidebarMenuProps } from './SidebarMenu';

interface SiblingFold extends FoldPolicy {
  /** This sidebar was drawn before in this visit, so a folded category holding the page was arrived in. */
  drawnBefore: boolean;
}

/** What a category's level tells it: which sibling the visitor last opened (null: none), and how to say it opened. */
interface Level {
  opened: string | null;
  onOpen: (key: string | null) => void;
}

/**
 * The sidebars drawn so far in this visit, by id: a page's categories then start as the visitor left
 * them, and arriving in a folded one opens it as a visitor's click would.
 */
const drawn = new Set<string>();

/**
 * docs.sidebar.autoCollapseCategories' menu: SidebarMenu's, whose categories fold their siblings when
 * one opens, as in Docusaurus; drawn only where the option is on (sidebar-options.ts), so that the
 * folding is in no bundle of a site that leaves it off.
 */
export function AutoCollapseMenu(props: SidebarMenuProps) {
  const [drawnBefore] = useState(() => drawn.has(props.sidebar.id));
  useEffect(() => void drawn.add(props.sidebar.id), [props.sidebar.id]);
  const fold: SiblingFold = { drawnBefore, useLevel, useCategory };
  return <SidebarMenu {...props} fold={fold} />;
}

function useLevel(items: MenuItem[], foldKey: string, context: MenuContext<SiblingFold>): Level {
  // On the first sidebar of the visit (and so in the server's HTML) nothing was arrived in: every
  // category starts as the author wrote it, as in Docusaurus.
  const [opened, setOpened] = useState(() => (context.fold.drawnBefore ? arrivedIn(items, foldKey, context.activePath, foldedByVisitor) : null));
  return { opened, onOpen: setOpened };
}

/**
 * Categories start open unless folded (collapsed, or docs.sidebarCollapsed), and fold when a sibling
 * opens; a visitor may fold or open one, and the next page keeps it so.
 */
function useCategory(category: MenuCategory, foldKey: string, containsActive: boolean, level: Level, context: MenuContext) {
  const foldedBySibling = level.opened !== null && level.opened !== foldKey;
  // Open unless the author or the visitor folded it, or a sibling opened on arriving, and always open around the current page.
  const [open, setOpen] = useState(() => containsActive || (!foldedBySibling && (foldedByVisitor(foldKey) ?? category.collapsed !== true)));
  // A sibling the visitor opens folds this one (set while rendering, as React advises for state that follows a prop).
  const [seenOpened, setSeenOpened] = useState(level.opened);
  if (seenOpened !== level.opened) {
    setSeenOpened(level.opened);
    if (foldedBySibling) setOpen(false);
  }
  // Opened around the current page, it stays open on the next one, as Docusaurus's categories do;
  // folded by a sibling, it stays folded there, and in this page's other menu.
  useEffect(() => {
    if (containsActive) rememberFold(foldKey, true);
    else if (foldedBySibling) rememberFold(foldKey, false);
  }, [containsActive, foldedBySibling, foldKey]);
  const fold = (next: boolean) => {
    rememberFold(foldKey, next);
    setOpen(next);
    level.onOpen(next ? foldKey : null);
  };
  // Following a category's own link opens it, as Docusaurus does, which then folds its siblings.
  const follow = () => {
    fold(true);
    context.onNavigate?.();
  };
  return { open, toggle: () => fold(!open), follow };
}
