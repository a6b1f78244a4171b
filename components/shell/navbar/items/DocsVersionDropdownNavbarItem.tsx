'use client';

import { usePathname } from 'next/navigation';
import Link from '@/components/shell/PrefetchLink';
import type { ResolvedNavbarItem } from '@/lib/config/navbar';
import { activeVersion, latestVersion, preferredVersionStorageKey } from '@/lib/docs/versions';
import { createStorageSlot } from '@/lib/client/storage';
import { Dropdown } from './DropdownNavbarItem';

/** Lists the docs versions; choosing one remembers it as the preferred version. */
export function DocsVersionDropdownNavbarItem({ item, mobile }: { item: Extract<ResolvedNavbarItem, { kind: 'docsVersionDropdown' }>; mobile: boolean }) {
  const pathname = usePathname();
  const current = activeVersion(item.versions, pathname) ?? latestVersion(item.versions);
  const remember = (name: string) => createStorageSlot(preferredVersionStorageKey()).set(name);
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
            href={version.path}
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
