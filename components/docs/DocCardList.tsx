'use client';

import { usePathname } from 'next/navigation';
import Link from '@/components/shell/PrefetchLink';
import { categoryOfPath, flattenSidebar, sidebarOfPath, type SidebarItem } from '@/lib/docs/sidebar';
import { useDocsSidebars } from './DocsSidebarsContext';
import './doc-card-list.css';

/**
 * Docusaurus's DocCardList: a card per item. Without `items` it shows the category of the current
 * page (the category whose page this is, or the one that lists this doc), as `@theme/DocCardList` does.
 */
export default function DocCardList({ items, className }: { items?: SidebarItem[]; className?: string }) {
  const sidebars = useDocsSidebars();
  const pathname = usePathname();
  const shown = items ?? currentCategoryItems(sidebars, pathname);
  const cards = shown.filter((item) => item.type !== 'html' && !(item.type === 'link' && item.unlisted));
  if (cards.length === 0) return null;
  return (
    <ul className={`doc-card-list${className ? ` ${className}` : ''}`}>
      {cards.map((item) => (
        <li key={item.type === 'html' ? '' : `${item.label}${item.type === 'link' ? item.href : ''}`}>
          <Card item={item} />
        </li>
      ))}
    </ul>
  );
}

function currentCategoryItems(sidebars: Record<string, SidebarItem[]>, pathname: string): SidebarItem[] {
  const sidebar = sidebarOfPath(sidebars, pathname);
  const category = sidebar ? categoryOfPath(sidebar.items, pathname) : null;
  return category?.items ?? [];
}

function Card({ item }: { item: SidebarItem }) {
  if (item.type === 'html') return null;
  if (item.type === 'link') {
    const external = /^[a-z][a-z0-9+.-]*:/i.test(item.href);
    return (
      <Link className="doc-card" href={item.href}>
        <h2 className="doc-card__title">
          <span aria-hidden="true">{external ? '🔗 ' : '📄️ '}</span>
          {item.label}
        </h2>
        {item.description && <p className="doc-card__description">{item.description}</p>}
      </Link>
    );
  }
  const href = item.href ?? flattenSidebar(item.items).find((link) => !link.unlisted)?.href;
  if (!href) return null;
  const count = item.items.filter((child) => child.type !== 'html').length;
  return (
    <Link className="doc-card" href={href}>
      <h2 className="doc-card__title">
        <span aria-hidden="true">🗃️ </span>
        {item.label}
      </h2>
      <p className="doc-card__description">{item.description ?? `${count} item${count === 1 ? '' : 's'}`}</p>
    </Link>
  );
}
