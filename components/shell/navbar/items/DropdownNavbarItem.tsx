'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { isItemActive, type ResolvedNavbarItem } from '@/lib/config/navbar';
import { Collapsible } from '@/components/shell/Collapsible';

export interface DropdownEntry {
  key: string;
  node: ReactNode;
}

/**
 * Desktop: a button that opens a menu on click or Enter and closes on a click, touch or focus
 * outside, or Escape. Mobile: a collapsible list, expanded at first when a child is the current page.
 */
export function Dropdown({ label, entries, active, mobile }: { label: ReactNode; entries: DropdownEntry[]; active: boolean; mobile: boolean }) {
  const [open, setOpen] = useState(mobile ? active : false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const pathname = usePathname();

  // A desktop menu closes once its link has navigated; the navbar itself stays mounted.
  useEffect(() => {
    if (!mobile) setOpen(false);
  }, [pathname, mobile]);

  useEffect(() => {
    if (!open || mobile) return;
    const outside = (event: Event) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('touchstart', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('touchstart', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open, mobile]);

  const button = (
    <button
      ref={buttonRef}
      type="button"
      className={`${mobile ? 'menu__link menu__link--sublist' : 'navbar__link'}${active ? (mobile ? ' menu__link--active' : ' navbar__link--active') : ''}`}
      aria-expanded={open}
      aria-controls={menuId}
      onClick={() => setOpen((value) => !value)}
    >
      {label}
      <svg className="dropdown__caret" width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
        <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </button>
  );

  if (mobile) {
    return (
      <div className="menu__list-item">
        {button}
        <Collapsible as="ul" id={menuId} className="menu__list" open={open}>
          {entries.map((entry) => (
            <li key={entry.key} className="menu__list-item">
              {entry.node}
            </li>
          ))}
        </Collapsible>
      </div>
    );
  }
  return (
    <div ref={ref} className={`navbar__item dropdown${open ? ' dropdown--show' : ''}`}>
      {button}
      <ul id={menuId} className="dropdown__menu" hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.key}>{entry.node}</li>
        ))}
      </ul>
    </div>
  );
}

/** The configured `dropdown` item type. */
export function DropdownNavbarItem({
  item,
  mobile,
  renderChild,
}: {
  item: Extract<ResolvedNavbarItem, { kind: 'dropdown' }>;
  mobile: boolean;
  renderChild: (child: ResolvedNavbarItem, index: number) => ReactNode;
}) {
  const pathname = usePathname();
  return <Dropdown label={item.label} active={isItemActive(item, pathname)} mobile={mobile} entries={item.items.map((child, index) => ({ key: String(index), node: renderChild(child, index) }))} />;
}
