import type { TocItem } from '@/lib/content/toc';

/** "On this page": headings of levels 2 to 6, nested by level. */
export function TableOfContents({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  const base = Math.min(...items.map((item) => item.level));
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc__title">On this page</p>
      <ul>
        {items.map((item) => (
          <li key={item.id} style={{ paddingInlineStart: `${(item.level - base) * 0.75}rem` }}>
            <a href={`#${item.id}`}>{item.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
