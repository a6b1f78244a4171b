import type { NavEntry } from '@/lib/api/navigation';
import { SEARCH_IGNORE_ATTRIBUTE } from '@/lib/search/records';
import { Markdown } from './Markdown';
import { MethodBadge } from './MethodBadge';

/** Marks the reference's navigations, for the highlighter to find their links. */
export const API_NAV_ATTRIBUTE = 'data-api-nav';

function NavList({ entries, markdown }: { entries: NavEntry[]; markdown: Map<string, string> }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.anchor}>
          <a href={`#${entry.anchor}`}>
            {entry.method && <MethodBadge method={entry.method} />}
            {entry.method && ' '}
            {/* An operation's label is its summary, written in Markdown like the rest. */}
            {entry.method && markdown.has(entry.label) ? <Markdown source={entry.label} html={markdown} inline /> : <span>{entry.label}</span>}
          </a>
          {entry.children.length > 0 && <NavList entries={entry.children} markdown={markdown} />}
        </li>
      ))}
    </ul>
  );
}

/** The column beside the reference on a desktop: every section, tag, operation and model. */
export function ApiNavColumn({ entries, markdown }: { entries: NavEntry[]; markdown: Map<string, string> }) {
  return (
    <nav className="api-nav" aria-label="On this page" {...{ [API_NAV_ATTRIBUTE]: '' }}>
      <p className="aside-title">On this page</p>
      <NavList entries={entries} markdown={markdown} />
    </nav>
  );
}

/** The same links folded under the title on phones (996 px and narrower), as the docs do. */
export function ApiNavFolded({ entries, markdown }: { entries: NavEntry[]; markdown: Map<string, string> }) {
  return (
    <details className="api-nav-folded" {...{ [SEARCH_IGNORE_ATTRIBUTE]: '' }}>
      <summary>On this page</summary>
      <nav aria-label="On this page" {...{ [API_NAV_ATTRIBUTE]: '' }}>
        <NavList entries={entries} markdown={markdown} />
      </nav>
    </details>
  );
}
