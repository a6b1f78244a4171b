'use client';

import { useId, useState } from 'react';
import Link from '@/components/shell/PrefetchLink';
import { Collapsible } from '@/components/shell/Collapsible';
import './sidebar-menu.css';
import { categoryContains, visibleSidebar, type SidebarCategory, type SidebarItem } from '@/lib/docs/sidebar';

/** The docs sidebar tree, used by the desktop sidebar and the mobile panel's secondary menu. */
export function SidebarMenu({ items, activePath, onNavigate }: { items: SidebarItem[]; activePath: string; onNavigate?: () => void }) {
  return <MenuList items={visibleSidebar(items, activePath)} activePath={activePath} onNavigate={onNavigate} level={1} />;
}

function MenuList({ items, activePath, onNavigate, level, id }: { items: SidebarItem[]; activePath: string; onNavigate?: () => void; level: number; id?: string }) {
  return (
    <ul className="menu__list" id={id}>
      {items.map((item, index) =>
        item.type === 'html' ? (
          // Markup the site author wrote in sidebars.ts, as Docusaurus renders it.
          <li key={`html-${index}`} className={`${item.defaultStyle ? 'menu__list-item ' : ''}${item.className ?? ''}`} dangerouslySetInnerHTML={{ __html: item.value }} />
        ) : item.type === 'link' ? (
          <li key={item.href} className={`menu__list-item${item.className ? ` ${item.className}` : ''}`}>
            <Link
              className={`menu__link${item.href === activePath ? ' menu__link--active' : ''}`}
              href={item.href}
              aria-current={item.href === activePath ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          </li>
        ) : (
          <Category key={item.label} category={item} activePath={activePath} onNavigate={onNavigate} level={level} />
        ),
      )}
    </ul>
  );
}

/** Categories start expanded and never collapse on their own; a visitor may fold one. */
function Category({ category, activePath, onNavigate, level }: { category: SidebarCategory; activePath: string; onNavigate?: () => void; level: number }) {
  const containsActive = categoryContains(category, activePath);
  // Open unless the author folded it (collapsed: true), and always open around the current page.
  const [open, setOpen] = useState(containsActive || category.collapsed !== true);
  const listId = useId();
  return (
    <li className={`menu__list-item menu__category${containsActive ? ' menu__category--active' : ''}${category.className ? ` ${category.className}` : ''}`}>
      {category.href ? (
        // A category with its own page: the label is a link, the caret a separate toggle, as in Docusaurus.
        <div className="menu__list-item-collapsible">
          <Link
            className={`menu__link menu__link--sublist${category.href === activePath ? ' menu__link--active' : ''}`}
            href={category.href}
            aria-current={category.href === activePath ? 'page' : undefined}
            onClick={onNavigate}
          >
            {category.label}
          </Link>
          <button
            type="button"
            className="menu__caret-button"
            aria-label={`Toggle the collapsible sidebar category '${category.label}'`}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
          >
            <Caret />
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="menu__link menu__link--sublist"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          {category.label}
          <Caret />
        </button>
      )}
      <Collapsible open={open} id={listId}>
        <MenuList items={category.items} activePath={activePath} onNavigate={onNavigate} level={level + 1} />
      </Collapsible>
    </li>
  );
}

function Caret() {
  return (
    <svg className="menu__caret" width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
      <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
