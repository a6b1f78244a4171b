'use client';

import { useMemo } from 'react';
import { usePathname } from 'next/navigation';
import Link from '@/components/shell/PrefetchLink';
import type { ResolvedNavbarItem } from '@/lib/config/navbar';
import { activeVersion, latestVersion, versionedPath } from '@/lib/docs/versions';
import { preferredVersionSlot } from '@/lib/client/preferred-version';
import { Dropdown } from './DropdownNavbarItem';

/**
 * Lists the docs versions, each linking to the page being read in that version (or that version's
 * main doc when the page does not exist there); choosing one remembers it as the preferred version.
 */
export function DocsVersionDropdownNavbarItem({ item, mobile }: { item: Extract<ResolvedNavbarItem, { kind: 'docsVersionDropdown' }>; mobile: boolean }) {
  const pathname = usePathname();
  const existing = useMemo(() => new Set(item.docPaths), [item.docPaths]);
  const active = activeVersion(item.versions, pathname);
  const current = active ?? latestVersion(item.versions);
  const remember = (name: string) => preferredVersionSlot(item.versionPersistence).set(name);
  return (
    <Dropdown
      label={current?.label ?? 'Versions'}
      active={false}
      mobile={mobile}
      entries={item.versions.map((version) => ({
        key: version.name,
        node: (
          <Link
            className={mobile ? 'menu__link' : 'dropdown__link'}
            href={active ? versionedPath(pathname, active, version, existing) : version.path}
            aria-current={version.name === current?.name ? 'true' : undefined}
            onClick={() => remember(version.name)}
          >
            {version.label}
          </Link>
        ),
      }))}
    />
  );
}
