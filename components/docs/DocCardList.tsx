import { RouteLink as Link } from '@/components/shell/RouteLink';
import { flattenSidebar, type SidebarItem } from '@/lib/docs/sidebar';
import './doc-card-list.css';

/**
 * Docusaurus's DocCardList: a card per item, drawn on the server. In a doc's body without `items` it
 * shows the category of the current page (lib/docs/sidebar.ts's docCardItems), which the page hands
 * to the MDX components as `current`, as `@theme/DocCardList` does.
 */
export default function DocCardList({ items, current = [], className }: { items?: SidebarItem[]; current?: SidebarItem[]; className?: string }) {
  const shown = items ?? current;
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
