'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import './navbar.css';
import Link from '@/components/shell/PrefetchLink';
import type { ResolvedNavbarItem } from '@/lib/config/navbar';
import type { I18nConfig, NavbarConfig } from '@/lib/config/types';
import { useHideableNavbar, useLockBodyScroll, useWindowSize } from '@/lib/client/hooks';
import { useShownDocsSidebar } from '@/lib/client/docs-sidebar';
import { NavbarItem } from './NavbarItem';
import { MobileSidebar } from './MobileSidebar';

export interface NavbarProps {
  /** `brand`: where the logo and title lead (the logo's `href` and `target`; lib/site/shell.ts gives the home page when not set). */
  navbar: Pick<NavbarConfig, 'title' | 'hideOnScroll' | 'style'> & { brand: { href: string; target?: string } };
  /** The logo beside the title, as NavbarLogo draws it on the server. */
  logo?: ReactNode;
  items: ResolvedNavbarItem[];
  i18n: I18nConfig;
}

export function Navbar({ navbar, logo, items, i18n }: NavbarProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const windowSize = useWindowSize();
  const visible = useHideableNavbar(navbar.hideOnScroll ?? false);
  const close = useCallback(() => setOpen(false), []);
  // The sidebar the docs page shows, handed over by the page: no page carries a second copy for this menu.
  const docsSidebar = useShownDocsSidebar();
  useLockBodyScroll(open);
  useEffect(() => {
    if (windowSize === 'desktop') setOpen(false);
  }, [windowSize]);
  useEffect(() => setOpen(false), [pathname]);

  const left = items.filter((item) => item.position === 'left');
  const right = items.filter((item) => item.position === 'right');
  return (
    <nav className={`navbar${navbar.style ? ` navbar--${navbar.style}` : ''}${visible ? '' : ' navbar--hidden'}`} aria-label="Main">
      <div className="navbar__inner">
        <div className="navbar__items">
          <button type="button" className="navbar__toggle" aria-label="Toggle navigation bar" aria-expanded={open} aria-controls="mobile-navigation" onClick={() => setOpen(true)}>
            <svg width="24" height="24" viewBox="0 0 30 30" aria-hidden="true">
              <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
            </svg>
          </button>
          <Link className="navbar__brand" {...navbar.brand}>
            {logo}
            {navbar.title && <span className="navbar__title">{navbar.title}</span>}
          </Link>
          {left.map((item, index) => (
            <div key={index} className="navbar__item navbar__item--desktop">
              <NavbarItem item={item} mobile={false} i18n={i18n} />
            </div>
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map((item, index) => (
            <div key={index} className={`navbar__item${item.kind === 'search' ? '' : ' navbar__item--desktop'}`}>
              <NavbarItem item={item} mobile={false} i18n={i18n} />
            </div>
          ))}
        </div>
      </div>
      {open && <MobileSidebar title={navbar.title || logo} brand={navbar.brand} items={items} i18n={i18n} docsSidebar={docsSidebar} onClose={close} />}
    </nav>
  );
}
