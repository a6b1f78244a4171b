import { describe, expect, it } from 'vitest';
import { defaultTab, initialTab, tabIndexForKey, tabQueryKey, tabStorageKey, tabValues } from './tabs';

const children = [{ value: 'win', label: 'Windows' }, { value: 'mac', label: 'macOS', default: true }, { value: 'linux' }];

describe('tabs', () => {
  it('takes the tabs from the TabItems, or from `values`', () => {
    expect(tabValues(children).map((t) => `${t.value}:${t.label}`)).toEqual(['win:Windows', 'mac:macOS', 'linux:linux']);
    expect(tabValues(children, [{ value: 'a', label: 'A' }]).map((t) => t.label)).toEqual(['A']);
  });
  it('refuses a missing or repeated value', () => {
    expect(() => tabValues([{ value: 'a' }, { value: 'a' }])).toThrow('<Tabs> has two tabs with the value "a"');
    expect(() => tabValues([{ label: 'x' }])).toThrow('<TabItem> needs a value prop');
  });
  it('starts on defaultValue, else the TabItem marked default, else the first', () => {
    const tabs = tabValues(children);
    expect(defaultTab(tabs, children, 'linux')).toBe('linux');
    expect(defaultTab(tabs, children)).toBe('mac');
    expect(defaultTab(tabs, [{ value: 'win' }, { value: 'mac' }, { value: 'linux' }])).toBe('win');
    expect(() => defaultTab(tabs, children, 'bsd')).toThrow('<Tabs defaultValue="bsd"> names no tab');
  });
  it('prefers the URL, then storage, and ignores values that name no tab', () => {
    const tabs = tabValues(children);
    expect(initialTab(tabs, 'mac', 'linux', 'win')).toBe('linux');
    expect(initialTab(tabs, 'mac', null, 'win')).toBe('win');
    expect(initialTab(tabs, 'mac', 'bsd', 'plan9')).toBe('mac');
  });
  it("uses Docusaurus's storage key and query parameter", () => {
    expect(tabStorageKey('os')).toBe('docusaurus.tab.os');
    expect(tabQueryKey(true, 'os')).toBe('os');
    expect(tabQueryKey('lang', undefined)).toBe('lang');
    expect(tabQueryKey(undefined, 'os')).toBeNull();
    expect(() => tabQueryKey(true, undefined)).toThrow('needs a groupId');
  });
  it('moves with the arrow keys, wrapping, and jumps with Home and End', () => {
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexForKey('Home', 2, 3)).toBe(0);
    expect(tabIndexForKey('End', 0, 3)).toBe(2);
    expect(tabIndexForKey('Enter', 0, 3)).toBeNull();
  });
});
