import type { ReactNode } from 'react';

export type CalloutType = 'note' | 'tip' | 'info' | 'warning' | 'danger';

const DEFAULT_TITLES: Record<CalloutType, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };

/** An admonition for MDX pages: <Callout type="tip" title="…">…</Callout>. */
export function Callout({ type = 'note', title, children }: { type?: CalloutType; title?: string; children: ReactNode }) {
  const kind = DEFAULT_TITLES[type] ? type : 'note';
  return (
    <aside className={`callout callout--${kind}`} aria-label={title ?? DEFAULT_TITLES[kind]}>
      <p className="callout__title">{title ?? DEFAULT_TITLES[kind]}</p>
      <div className="callout__body">{children}</div>
    </aside>
  );
}
