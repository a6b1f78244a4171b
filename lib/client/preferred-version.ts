import { useSyncExternalStore } from 'react';
import { createStorageSlot, type StorageSlot } from './storage';
import { preferredVersionStorageKey } from '@/lib/docs/versions';
import type { DocsConfig } from '@/lib/config/types';

export type VersionPersistence = DocsConfig['versionPersistence'];

/** The preferred docs version's slot; `docs.versionPersistence: 'none'` keeps nothing, as in Docusaurus. */
export function preferredVersionSlot(persistence: VersionPersistence): StorageSlot {
  return createStorageSlot(preferredVersionStorageKey(), { persistence });
}

// Every control that shows the preferred version re-renders when one of them saves a new choice.
const listeners = new Set<() => void>();

/** Remembers the reader's choice of version, as choosing it in the dropdown or the banner does. */
export function savePreferredVersion(persistence: VersionPersistence, name: string): void {
  preferredVersionSlot(persistence).set(name);
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // A choice made in another tab counts too (a null key is that tab clearing all storage).
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === preferredVersionStorageKey()) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The stored preferred version's name; null during the server render and the hydration that follows
 * it, so the first client render matches the exported HTML.
 */
export function usePreferredVersionName(persistence: VersionPersistence): string | null {
  return useSyncExternalStore(
    subscribe,
    () => preferredVersionSlot(persistence).get(),
    () => null,
  );
}
