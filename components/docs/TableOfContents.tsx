import type { TocItem } from '@/lib/content/toc';
import { SEARCH_IGNORE_ATTRIBUTE } from '@/lib/search/records';
import './table-of-contents.css';
import { TocHighlight } from './TocHighlight';

function TocLinks({ items }: { items: TocItem[] }) {
  const base = Math.min(...items.map((item) => item.level));
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id} style={{ paddingInlineStart: `${(item.level - base) * 0.75}rem` }}>
          <a href={`#${item.id}`}>{item.text}</a>
        </li>
      ))}
    </ul>
  );
}

/** "On this page": headings of levels 2 to 6, nested by level, in the column beside the page. */
export function TableOfContents({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <p className="aside-title">On this page</p>
      <TocHighlight ids={items.map((item) => item.id)}>
        <TocLinks items={items} />
      </TocHighlight>
    </nav>
  );
}

/**
 * The same links under the title, folded, for layouts without the side column (996 px and
 * narrower), as Docusaurus does. A native disclosure: it works before and without scripts.
 */
export function MobileTableOfContents({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <details className="toc-mobile" {...{ [SEARCH_IGNORE_ATTRIBUTE]: '' }}>
      <summary>On this page</summary>
      <nav aria-label="On this page">
        <TocLinks items={items} />
      </nav>
    </details>
  );
}
