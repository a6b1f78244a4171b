/**
 * Docusaurus's Tabs rules, without React: which values a Tabs has, which one is chosen first, where
 * a group's choice is stored, and where the arrow keys go.
 */
export interface TabValue {
  value: string;
  label: string;
  attributes?: Record<string, unknown>;
}

export interface TabChild {
  value?: string;
  label?: string;
  default?: boolean;
  attributes?: Record<string, unknown>;
}

/** The tabs of a <Tabs>: its `values` prop when given, else its TabItems' props. */
export function tabValues(children: readonly TabChild[], values?: readonly { value: string; label?: string; attributes?: Record<string, unknown> }[]): TabValue[] {
  const list = values ?? children.map((c) => ({ value: c.value ?? '', label: c.label, attributes: c.attributes }));
  const seen = new Set<string>();
  for (const { value } of list) {
    if (!value) throw new Error('<TabItem> needs a value prop: <TabItem value="mac" label="macOS">.');
    if (seen.has(value)) throw new Error(`<Tabs> has two tabs with the value "${value}". Each <TabItem> needs its own value.`);
    seen.add(value);
  }
  return list.map((v) => ({ value: v.value, label: v.label ?? v.value, attributes: v.attributes }));
}

/** The tab shown before any stored or linked choice: `defaultValue`, else the TabItem marked `default`, else the first. */
export function defaultTab(tabs: readonly TabValue[], children: readonly TabChild[], defaultValue?: string | null): string | null {
  if (defaultValue === null) return null;
  if (defaultValue !== undefined) {
    if (!tabs.some((t) => t.value === defaultValue)) {
      throw new Error(`<Tabs defaultValue="${defaultValue}"> names no tab. Use one of: ${tabs.map((t) => `"${t.value}"`).join(', ')}.`);
    }
    return defaultValue;
  }
  return children.find((c) => c.default)?.value ?? tabs[0]?.value ?? null;
}

export const tabStorageKey = (groupId: string) => `docusaurus.tab.${groupId}`;

/** The URL parameter of `queryString` (true uses the group id, a string names the parameter). */
export function tabQueryKey(queryString: string | boolean | undefined, groupId: string | undefined): string | null {
  if (typeof queryString === 'string' && queryString) return queryString;
  if (queryString === true) {
    if (!groupId) throw new Error('<Tabs queryString> needs a groupId, or a name: <Tabs queryString="os">.');
    return groupId;
  }
  return null;
}

/** The first choice that names a tab: the URL's, then the stored one, then the default. */
export function initialTab(tabs: readonly TabValue[], fallback: string | null, ...candidates: readonly (string | null | undefined)[]): string | null {
  for (const candidate of candidates) if (candidate && tabs.some((t) => t.value === candidate)) return candidate;
  return fallback;
}

/** The index focus moves to for a key in a horizontal tab list, or null for other keys. */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
