import type { ReactNode } from 'react';

export interface TocEntry {
  value: string;
  id: string;
  level: number;
}

interface Node {
  entry: TocEntry;
  children: Node[];
}

function nest(entries: readonly TocEntry[]): Node[] {
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const entry of entries) {
    const node = { entry, children: [] };
    while (stack.length && stack[stack.length - 1]!.entry.level >= entry.level) stack.pop();
    (stack.length ? stack[stack.length - 1]!.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function List({ nodes }: { nodes: Node[] }): ReactNode {
  if (nodes.length === 0) return null;
  return (
    <ul>
      {nodes.map(({ entry, children }) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.value}</a>
          <List nodes={children} />
        </li>
      ))}
    </ul>
  );
}

/**
 * `@theme/TOCInline`: `<TOCInline toc={toc} />` lists the doc's headings in the page; `toc` is exported
 * by the build for docs that use it. `minHeadingLevel` / `maxHeadingLevel` as in Docusaurus (2 and 3).
 * The first of a page's lists is its "Contents of this page" landmark; the build marks the others
 * `landmark={false}` (lib/content/remark-toc-inline.ts), since landmarks of one name are one too many.
 */
export function TOCInline({
  toc = [],
  minHeadingLevel = 2,
  maxHeadingLevel = 3,
  landmark = true,
}: {
  toc?: readonly TocEntry[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  landmark?: boolean;
}) {
  const entries = toc.filter((e) => e.level >= minHeadingLevel && e.level <= maxHeadingLevel);
  const list = <List nodes={nest(entries)} />;
  return landmark ? (
    <nav className="toc-inline" aria-label="Contents of this page">
      {list}
    </nav>
  ) : (
    <div className="toc-inline">{list}</div>
  );
}
