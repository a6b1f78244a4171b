'use client';

import { useMemo, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import Link from '@/components/shell/PrefetchLink';
import type { ResolvedNavbarItem } from '@/lib/config/navbar';
import { activeVersion, versionCandidates, versionedPath } from '@/lib/docs/versions';
import { savePreferredVersion, usePreferredVersionName } from '@/lib/client/preferred-version';
import { Dropdown } from './DropdownNavbarItem';

/**
 * Lists the docs versions, each linking to the page being read in that version (or that version's
 * main doc when the page does not exist there); choosing one remembers it as the preferred version.
 * Its label names the version being read, else the preferred one, else the latest. The configured
 * links (Docusaurus's `dropdownItemsBefore` and `dropdownItemsAfter`) stand above and below them.
 */
export function DocsVersionDropdownNavbarItem({
  item,
  mobile,
  renderChild,
}: {
  item: Extract<ResolvedNavbarItem, { kind: 'docsVersionDropdown' }>;
  mobile: boolean;
  renderChild: (child: ResolvedNavbarItem) => ReactNode;
}) {
  const pathname = usePathname();
  const existing = useMemo(() => new Set(item.docPaths), [item.docPaths]);
  const active = activeVersion(item.versions, pathname);
  const current = versionCandidates(item.versions, pathname, usePreferredVersionName(item.versionPersistence))[0];
  const remember = (name: string) => savePreferredVersion(item.versionPersistence, name);
  return (
    <Dropdown
      label={current?.label ?? 'Versions'}
      active={false}
      mobile={mobile}
      entries={[
        ...item.before.map((child, index) => ({ key: `before-${index}`, node: renderChild(child) })),
        ...item.versions.map((version) => ({
          key: `version-${version.name}`,
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
        })),
        ...item.after.map((child, index) => ({ key: `after-${index}`, node: renderChild(child) })),
      ]}
    />
  );
}
