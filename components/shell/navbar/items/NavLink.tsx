'use client';

import Link from '@/components/shell/PrefetchLink';
import { usePathname } from 'next/navigation';
import { isActive, type ResolvedNavbarItem } from '@/lib/config/navbar';

type LinkItem = Extract<ResolvedNavbarItem, { kind: 'link' }>;

/** A navbar link: a `to` is client-side; another site opens in a new tab; an `href` of this site loads as a page. */
export function NavLink({ item, className = 'navbar__link', onNavigate }: { item: LinkItem; className?: string; onNavigate?: () => void }) {
  const pathname = usePathname();
  const active = isActive(item.active, pathname);
  const cls = `${className}${active ? ` ${className}--active` : ''}`;
  // Another site opens in a new tab, with the icon that says so; an `href` of this site is a plain link.
  if (item.anchor) {
    return (
      <a className={cls} href={item.href} {...item.anchor} {...item.attributes} aria-label={item.ariaLabel}>
        {item.label}
        {item.external && <ExternalIcon />}
      </a>
    );
  }
  return (
    <Link {...item.attributes} className={cls} href={item.href} aria-current={active ? 'page' : undefined} aria-label={item.ariaLabel} onClick={onNavigate}>
      {item.label}
    </Link>
  );
}

export function ExternalIcon() {
  return (
    <svg className="icon-external" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
    </svg>
  );
}
