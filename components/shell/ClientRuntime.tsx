'use client';

import { useEffect } from 'react';
import { createStorageSlot } from '@/lib/client/storage';
import { preferredVersionStorageKey, validPreferredVersion } from '@/lib/docs/versions';
import type { DocsVersionConfig } from '@/lib/config/types';

/**
 * Small behaviours with no UI that run once per visit: discard a stored preferred docs version that
 * no longer exists (spec §4).
 */
export function ClientRuntime({ versions }: { versions: DocsVersionConfig[] }) {
  useEffect(() => {
    const slot = createStorageSlot(preferredVersionStorageKey());
    const stored = slot.get();
    if (stored !== null && !validPreferredVersion(versions, stored)) slot.del();
  }, [versions]);
  return null;
}
