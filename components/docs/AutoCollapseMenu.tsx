'use client';

import { useEffect, useId, useState } from 'react';
import Link from '@/components/shell/PrefetchLink';
import { Collapsible } from '@/components/shell/Collapsible';
import './sidebar-menu.css';
import { categoryContains, type MenuCategory, type MenuItem } from '@/lib/docs/sidebar';
import { foldedByVisitor, rememberFold } from '@/lib/client/docs-sidebar';
import { arrivedIn, categoryKey } from '@/lib/docs/auto-collapse';
import { requestSidebarFile } from '@/lib/client/sidebar-files';
import { FoldedItems } from './FoldedItems';
import type { SidebarMenuProps } from './SidebarMenu';

interface MenuContext {
  activePath: string;
  onNavigate?: () => void;
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
 * docs.sidebar.autoCollapseCategories' menu: SidebarMenu's tree, whose categories fold their siblings
 * when one opens, as in Docusaurus; drawn only where the option is on (sidebar-options.ts). It repeats
 * SidebarMenu's markup rather than sharing it through props or hooks, which would weigh on the plain
 * menu that every page's navbar carries; auto-collapse-menu.test.ts holds the two to the same markup.
 */
export function AutoCollapseMenu({ sidebar, onNavigate }: SidebarMenuProps) {
  const [drawnBefore] = useState(() => drawn.has(sidebar.id));
  useEffect(() => void drawn.add(sidebar.id), [sidebar.id]);
  return <MenuList items={sidebar.items} context={{ activePath: sidebar.activePath, onNavigate, drawnBefore }} foldKey={sidebar.id} />;
}

function MenuList({ items, context, foldKey, id }: { items: MenuItem[]; context: MenuContext; foldKey: string; id?: string }) {
  const { activePath, onNavigate } = context;
  // On the first sidebar of the visit (and so in the server's HTML) nothing was arrived in: every
  // category starts as the author wrote it, as in Docusaurus.
  const [opened, setOpened] = useState(() => (context.drawnBefore ? arrivedIn(items, foldKey, activePath, foldedByVisitor) : null));
  const level: Level = { opened, onOpen: setOpened };
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

/**
 * Categories start open unless folded (collapsed, or docs.sidebarCollapsed), and fold when a sibling
 * opens; a visitor may fold or open one, and the next page keeps it so. A folded one has its items in
 * a file until opened.
 */
function Category({ category, context, foldKey, level }: { category: MenuCategory; context: MenuContext; foldKey: string; level: Level }) {
  const { activePath, onNavigate } = context;
  const containsActive = categoryContains(category, activePath);
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
  const listId = useId();
  const fold = (next: boolean) => {
    rememberFold(foldKey, next);
    setOpen(next);
    level.onOpen(next ? foldKey : null);
  };
  const toggle = () => fold(!open);
  // Following a category's own link opens it, as Docusaurus does, which then folds its siblings.
  const follow = () => {
    fold(true);
    onNavigate?.();
  };
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
