'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import Link from '@/components/shell/PrefetchLink';
import type { ResolvedNavbarItem } from '@/lib/config/navbar';
import type { I18nConfig } from '@/lib/config/types';
import type { ShownSidebar } from '@/lib/client/docs-sidebar';
import { SidebarMenu } from '@/components/docs/SidebarMenu';
import { NavbarItem } from './NavbarItem';
import { containFocus } from '@/lib/client/focus-trap';

/**
 * The mobile side panel (spec §2): a close button, the main menu (navbar items) and, on docs pages,
 * a secondary menu (the docs sidebar the page shows) shown first, with a 'Back to main menu' button.
 */
export function MobileSidebar({
  title,
  brand,
  items,
  i18n,
  docsSidebar,
  onClose,
}: {
  /** The navbar's title, or its logo when it has none (a Docusaurus navbar may have only a logo). */
  title: ReactNode;
  /** Where the title leads, as the navbar's brand does. */
  brand: { href: string; target?: string };
  items: ResolvedNavbarItem[];
  i18n: I18nConfig;
  /** The docs sidebar the page shows (the desktop sidebar's, the same data, drawn by its menu), or null. */
  docsSidebar: ShownSidebar | null;
  onClose: () => void;
}) {
  const [secondary, setSecondary] = useState(docsSidebar !== null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', escape);
    const release = panelRef.current ? containFocus(panelRef.current) : undefined;
    return () => {
      document.removeEventListener('keydown', escape);
      release?.();
    };
  }, [onClose]);
  const menuItems = items.filter((item) => item.kind !== 'search');
  const DocsMenu = docsSidebar?.Menu ?? SidebarMenu;
  return (
    <>
      <div className="navbar-sidebar__backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={panelRef} className="navbar-sidebar" id="mobile-navigation" role="dialog" aria-modal="true" aria-label="Navigation menu">
        <div className="navbar-sidebar__brand">
          <Link className="navbar__brand" {...brand} onClick={onClose}>
            {title}
          </Link>
          <button ref={closeRef} type="button" className="navbar-sidebar__close" aria-label="Close navigation bar" onClick={onClose}>
            <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true">
              <path d="M2 2l11 11M13 2L2 13" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        {secondary && docsSidebar ? (
          <nav className="navbar-sidebar__secondary menu" aria-label="Docs sidebar">
            <button type="button" className="navbar-sidebar__back" onClick={() => setSecondary(false)}>
              ← Back to main menu
            </button>
            <DocsMenu sidebar={docsSidebar.sidebar} onNavigate={onClose} />
          </nav>
        ) : (
          <nav className="navbar-sidebar__primary menu" aria-label="Main menu">
            <ul className="menu__list">
              {menuItems.map((item, index) => (
                <li key={index} className="menu__list-item">
                  <NavbarItem item={item} mobile i18n={i18n} onNavigate={onClose} />
                </li>
              ))}
            </ul>
            {docsSidebar && (
              <button type="button" className="navbar-sidebar__forward" onClick={() => setSecondary(true)}>
                Docs menu →
              </button>
            )}
          </nav>
        )}
      </div>
    </>
  );
}
