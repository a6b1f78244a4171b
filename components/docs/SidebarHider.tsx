'use client';

import { useSyncExternalStore } from 'react';
// With the button, not the sidebar: a page that draws the button has its styles in its HTML from the
// start, and a page that does not carries none of them.
import './sidebar-hider.css';

/**
 * Whether the visitor hid the desktop docs sidebar: for the rest of the visit, page after page, as
 * Docusaurus keeps it while its docs are browsed; a reload shows it again, as there.
 */
let hidden = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function setHidden(value: boolean) {
  hidden = value;
  listeners.forEach((listener) => listener());
}

/**
 * Docusaurus's docs.sidebar.hideable: "Collapse sidebar" at the bottom of the desktop sidebar leaves a
 * narrow strip that is itself the "Expand sidebar" button (sidebar-hider.css draws both; the mobile
 * menu has neither). One button that changes its name, so that focus stays on it when it moves.
 */
export function SidebarHider() {
  // The server's HTML shows the sidebar, so the first page hydrates shown; later pages start as left.
  const isHidden = useSyncExternalStore(
    subscribe,
    () => hidden,
    () => false,
  );
  const label = isHidden ? 'Expand sidebar' : 'Collapse sidebar';
  return (
    <div className="sidebar-hider" data-hidden={isHidden ? '' : undefined}>
      <button type="button" className="sidebar-hider__button" title={label} aria-label={label} onClick={() => setHidden(!hidden)}>
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M12.5 5 7.5 10l5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </div>
  );
}
