'use client';

import { usePathname } from 'next/navigation';
import { docsVersionLink, type ResolvedNavbarItem } from '@/lib/config/navbar';
import { usePreferredVersionName } from '@/lib/client/preferred-version';
import { NavLink } from './NavLink';

/** A link to the docs version being read, or the reader's preferred one, or the latest. */
export function DocsVersionNavbarItem({ item, className, onNavigate }: { item: Extract<ResolvedNavbarItem, { kind: 'docsVersion' }>; className: string; onNavigate?: () => void }) {
  const pathname = usePathname();
  const preferred = usePreferredVersionName(item.versionPersistence);
  return <NavLink item={docsVersionLink(item, pathname, preferred)} className={className} onNavigate={onNavigate} />;
}
