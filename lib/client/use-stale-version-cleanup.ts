'use client';

import { useEffect } from 'react';
import type { StorageSlot } from './storage';
import { preferredVersionSlot, type VersionPersistence } from './preferred-version';
import { validPreferredVersion } from '@/lib/docs/versions';
import type { DocsVersionConfig } from '@/lib/config/types';

/** Removes a stored preferred docs version that names no known version; returns whether it did. */
export function discardStalePreferredVersion(slot: StorageSlot, versions: DocsVersionConfig[]): boolean {
  const stored = slot.get();
  if (stored === null || validPreferredVersion(versions, stored)) return false;
  slot.del();
  return true;
}

/** Spec §4: on load, a stored preferred version that matches no known version is cleared. */
export function useStaleVersionCleanup(versions: DocsVersionConfig[], persistence: VersionPersistence): void {
  useEffect(() => {
    discardStalePreferredVersion(preferredVersionSlot(persistence), versions);
  }, [versions, persistence]);
}
