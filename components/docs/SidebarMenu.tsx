'use client';

import { useEffect, useId, useState } from 'react';
import Link from '@/components/shell/PrefetchLink';
import { Collapsible } from '@/components/shell/Collapsible';
import './sidebar-menu.css';
import { categoryContains, categoryKey, type MenuCategory, type MenuItem } from '@/lib/docs/sidebar';
import type { PageSidebar } from '@/lib/docs/page-sidebar';
import { foldedByVisitor, rememberFold } from '@/lib/client/docs-sidebar';
import { requestSidebarFile } from '@/lib/client/sidebar-files';
import { FoldedItems } from './FoldedItems';

export interface MenuContext<Fold extends FoldPolicy = FoldPolicy> {
  activePath: string;
  onNavigate?: () => void;
  fold: Fold;
}

/** A collapsible category's state as its markup draws it; `follow` replaces onNavigate on the category's own link. */
export interface CategoryFold {
  open: boolean;
  toggle: () => void;
  follow?: () => void;
}

/**
 * How a menu's categories open and fold, as two hooks the markup calls: one by each list, whose result
 * its categories share, and one by each collapsible category. The plain menu's (below) answer only to
 * the visitor; docs.sidebar.autoCollapseCategories' (AutoCollapseMenu.tsx) also fold a category's
 * siblings, and are handed in so that a site leaving the option off carries none of their code.
 * Methods, so that a policy's hooks may take its own level's and context's types.
 */
export interface FoldPolicy {
  useLevel(items: MenuItem[], foldKey: string, context: MenuContext): unknown;
  useCategory(category: MenuCategory, foldKey: string, containsActive: boolean, level: unknown, context: MenuContext): CategoryFold;
}

export interface SidebarMenuProps {
  sidebar: PageSidebar;
  onNavigate?: () => void;
}

/**
 * The docs sidebar tree of the page's sidebar (lib/docs/page-sidebar.ts: unlisted items already left
 * out), used by the desktop sidebar and the mobile panel's secondary menu. Its categories fold as
 * `fold` has them: by default never on their own.
 */
export function SidebarMenu({ sidebar, onNavigate, fold = plainFold }: SidebarMenuProps & { fold?: FoldPolicy }) {
  return <MenuList items={sidebar.items} context={{ activePath: sidebar.activePath, onNavigate, fold }} foldKey={sidebar.id} />;
}

/**
 * Categories start open unless folded (collapsed, or docs.sidebarCollapsed) and never fold on their
 * own; a visitor may fold or open one, and the next page keeps it so.
 */
const plainFold: FoldPolicy = {
  useLevel: () => undefined,
  useCategory(category, foldKey, containsActive) {
    // Open unless the author or the visitor folded it, and always open around the current page.
    const [open, setOpen] = useState(() => containsActive || (foldedByVisitor(foldKey) ?? category.collapsed !== true));
    // Opened around the current page, it stays open on the next one, as Docusaurus's categories do.
    useEffect(() => {
      if (containsActive) rememberFold(foldKey, true);
    }, [containsActive, foldKey]);
    const toggle = () => {
      rememberFold(foldKey, !open);
      setOpen(!open);
    };
    return { open, toggle };
  },
};

function MenuList({ items, context, foldKey, id }: { items: MenuItem[]; context: MenuContext; foldKey: string; id?: string }) {
  const { activePath, onNavigate } = context;
  const level = context.fold.useLevel(items, foldKey, context);
  return (
    <ul className="menu__list" id={id}>
      {items.map((item, index) =>
        item.type === 'html' ? (
          // Markup the site author wrote in sidebars.ts, as Docusaurus renders it.
          <li key={`html-${index}`} className={`${item.defaultStyle ? 'menu__list-item ' : ''}${item.className ?? ''}`} dangerouslySetInnerHTML={{ __html: item.value }} />
        ) : item.type === 'link' ? (
          <li key={item.href} className={`menu__list-item${item.className ? ` ${item.className}` : ''}`}>
            <Link className={`menu__link${item.href === activePath ? ' menu__link--active' : ''}`} href={item.href} aria-current={item.href === activePath ? 'page' : undefined} onClick={onNavigate}>
              {item.label}
            </Link>
          </li>
        ) : item.collapsible === false ? (
          <OpenCategory key={item.label} category={item} context={context} foldKey={categoryKey(foldKey, item.label)} />
        ) : (
          <Category key={item.label} category={item} context={context} foldKey={categoryKey(foldKey, item.label)} level={level} />
        ),
      )}
    </ul>
  );
}

/** A category that folds: a folded one has its items in a file until opened. */
function Category({ category, context, foldKey, level }: { category: MenuCategory; context: MenuContext; foldKey: string; level: unknown }) {
  const { activePath, onNavigate } = context;
  const containsActive = categoryContains(category, activePath);
  const { open, toggle, follow = onNavigate } = context.fold.useCategory(category, foldKey, containsActive, level, context);
  const listId = useId();
  // A pointer on its way to the toggle starts fetching a folded category's items.
  const warm = category.itemsSrc ? () => requestSidebarFile(category.itemsSrc!) : undefined;
  const toggleProps = { type: 'button' as const, 'aria-expanded': open, 'aria-controls': listId, onClick: toggle, onPointerEnter: warm };
  return (
    <li className={categoryClass(category, containsActive)}>
      {category.href ? (
        // A category with its own page: the label is a link, the caret a separate toggle, as in Docusaurus.
        <div className="menu__list-item-collapsible">
          <Link
            className={`menu__link menu__link--sublist${category.href === activePath ? ' menu__link--active' : ''}`}
            href={category.href}
            aria-current={category.href === activePath ? 'page' : undefined}
            onClick={follow}
          >
            {category.label}
          </Link>
          <button {...toggleProps} className="menu__caret-button" aria-label={`Toggle the collapsible sidebar category '${category.label}'`}>
            <Caret />
          </button>
        </div>
      ) : (
        <button {...toggleProps} className="menu__link menu__link--sublist">
          {category.label}
          <Caret />
        </button>
      )}
      <Collapsible open={open} id={listId}>
        {category.itemsSrc ? (
          <FoldedItems src={category.itemsSrc} open={open}>
            {(items) => <MenuList items={items} context={context} foldKey={foldKey} />}
          </FoldedItems>
        ) : (
          <MenuList items={category.items} context={context} foldKey={foldKey} />
        )}
      </Collapsible>
    </li>
  );
}

/** A category that cannot collapse (`collapsible: false`): its label, then its items, with no toggle, as Docusaurus draws it. */
function OpenCategory({ category, context, foldKey }: { category: MenuCategory; context: MenuContext; foldKey: string }) {
  const { activePath, onNavigate } = context;
  const containsActive = categoryContains(category, activePath);
  return (
    <li className={categoryClass(category, containsActive)}>
      {category.href ? (
        <Link
          className={`menu__link${category.href === activePath ? ' menu__link--active' : ''}`}
          href={category.href}
          aria-current={category.href === activePath ? 'page' : undefined}
          onClick={onNavigate}
        >
          {category.label}
        </Link>
      ) : (
        <span className="menu__link menu__link--label">{category.label}</span>
      )}
      <MenuList items={category.items} context={context} foldKey={foldKey} />
    </li>
  );
}

const categoryClass = (category: MenuCategory, containsActive: boolean) =>
  `menu__list-item menu__category${containsActive ? ' menu__category--active' : ''}${category.className ? ` ${category.className}` : ''}`;

function Caret() {
  return (
    <svg className="menu__caret" width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
      <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
