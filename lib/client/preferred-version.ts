import { createStorageSlot, type StorageSlot } from './storage';
import { preferredVersionStorageKey } from '@/lib/docs/versions';
import type { DocsConfig } from '@/lib/config/types';

export type VersionPersistence = DocsConfig['versionPersistence'];

/** The preferred docs version's slot; `docs.versionPersistence: 'none'` keeps nothing, as in Docusaurus. */
export function preferredVersionSlot(persistence: VersionPersistence): StorageSlot {
  return createStorageSlot(preferredVersionStorageKey(), { persistence });
}
