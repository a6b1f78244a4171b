import { createStorageSlot } from './storage';
import { tabStorageKey } from '../tabs/tabs';

/**
 * Tabs with the same `groupId` switch together across the page, and the choice is kept under
 * Docusaurus's key (`docusaurus.tab.<groupId>`) through the site's storage helper.
 */
type Listener = (value: string) => void;
const listeners = new Map<string, Set<Listener>>();

export function storedTab(groupId: string): string | null {
  return createStorageSlot(tabStorageKey(groupId)).get();
}

export function chooseTab(groupId: string, value: string): void {
  createStorageSlot(tabStorageKey(groupId)).set(value);
  for (const listener of listeners.get(groupId) ?? []) listener(value);
}

/** Calls `listener` when the group's choice changes on this page or in another window of the site. */
export function onTabChosen(groupId: string, listener: Listener): () => void {
  const set = listeners.get(groupId) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(groupId, set);
  const onStorage = (event: StorageEvent) => {
    if (event.key === tabStorageKey(groupId) && event.newValue) listener(event.newValue);
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
