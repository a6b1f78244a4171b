'use client';

import { Children, cloneElement, isValidElement, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { chooseTab, onTabChosen, storedTab } from '@/lib/client/tab-groups';
import { defaultTab, initialTab, tabIndexForKey, tabQueryKey, tabValues } from '@/lib/tabs/tabs';
import type { TabPanelAttributes } from './TabItem';
import styles from './tabs.module.css';

export interface TabsProps {
  children?: ReactNode;
  values?: { value: string; label?: string; attributes?: Record<string, unknown> }[];
  defaultValue?: string | null;
  groupId?: string;
  queryString?: string | boolean;
  lazy?: boolean;
  className?: string;
}

/**
 * Docusaurus's `@theme/Tabs` (its TabItems are server-rendered panels, read through their data
 * attributes) as the WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs
 * and select them. The server renders the default tab, so it reads without JavaScript; after
 * hydration the URL's choice (`queryString`) or the group's stored one takes over.
 */
export function Tabs({ children, values, defaultValue, groupId, queryString, lazy = false, className }: TabsProps) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabPanelAttributes> => isValidElement(c));
  const childProps = items.map(({ props }) => ({
    value: props['data-value'],
    label: props['data-label'],
    default: props['data-default'] !== undefined,
    attributes: props['data-attributes'] ? (JSON.parse(props['data-attributes']) as Record<string, unknown>) : undefined,
  }));
  const tabs = tabValues(childProps, values);
  const fallback = defaultTab(tabs, childProps, defaultValue);
  const queryKey = tabQueryKey(queryString, groupId);
  const [selected, setSelected] = useState(fallback);
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const known = tabs.map((t) => t.value).join('\u0000');

  useEffect(() => {
    const fromUrl = queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null;
    setSelected(initialTab(tabs, fallback, fromUrl, groupId ? storedTab(groupId) : null));
    if (!groupId) return;
    return onTabChosen(groupId, (value) => {
      if (tabs.some((t) => t.value === value)) setSelected(value);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `known` stands for `tabs`, which is a new array on every render
  }, [groupId, queryKey, fallback, known]);

  const select = (value: string) => {
    setSelected(value);
    if (groupId) chooseTab(groupId, value);
    if (queryKey) {
      const url = new URL(window.location.href);
      url.searchParams.set(queryKey, value);
      window.history.replaceState(window.history.state, '', url);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((t) => t.value === selected);
    const next = tabIndexForKey(event.key, Math.max(0, current), tabs.length);
    if (next === null) return;
    event.preventDefault();
    select(tabs[next]!.value);
    buttons.current[next]?.focus();
  };

  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = (index: number) => `${id}-panel-${index}`;

  return (
    <div className={[styles.tabs, className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-orientation="horizontal" className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const isSelected = tab.value === selected;
          const { className: extraClass, ...attributes } = (tab.attributes ?? {}) as { className?: string };
          return (
            <button
              key={tab.value}
              {...attributes}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={panelId(index)}
              tabIndex={isSelected ? 0 : -1}
              className={[styles.tab, extraClass].filter(Boolean).join(' ')}
              onClick={() => select(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div className={styles.panels}>
        {items.map((item, index) => {
          // A panel belongs to the tab of its own value (with `values`, the order may differ).
          const value = childProps[index]?.value ?? tabs[index]?.value;
          const tab = Math.max(
            0,
            tabs.findIndex((t) => t.value === value),
          );
          const isSelected = value === selected;
          if (lazy && !isSelected) return null;
          const panel: Record<string, unknown> = { key: value, hidden: !isSelected, id: panelId(tab), 'aria-labelledby': tabId(tab), tabIndex: 0, 'data-attributes': undefined };
          return cloneElement(item, panel);
        })}
      </div>
    </div>
  );
}
