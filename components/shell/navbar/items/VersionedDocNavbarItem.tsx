'use client';

import { usePathname } from 'next/navigation';
import { versionedDocLink, type ResolvedNavbarItem } from '@/lib/config/navbar';
import { usePreferredVersionName } from '@/lib/client/preferred-version';
import { NavLink } from './NavLink';

/** A doc or docSidebar item that leads into the version being read, else the preferred one, else the last. */
export function VersionedDocNavbarItem({ item, className, onNavigate }: { item: Extract<ResolvedNavbarItem, { kind: 'versionedDocLink' }>; className: string; onNavigate?: () => void }) {
  const pathname = usePathname();
  const preferred = usePreferredVersionName(item.versionPersistence);
  return <NavLink item={versionedDocLink(item, pathname, preferred)} className={className} onNavigate={onNavigate} />;
}
