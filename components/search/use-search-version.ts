'use client';

import { useCallback, useState } from 'react';
import { createStorageSlot } from '@/lib/client/storage';
import { preferredVersionSlot } from '@/lib/client/preferred-version';
import { versionCandidates } from '@/lib/docs/versions';
import { scopeVersionFilters } from '@/lib/search/version-scope';
import type { ClientSearchConfig } from '@/lib/search/client-config';
import type { DocsVersionConfig } from '@/lib/config/types';

/** "All versions", chosen for the visit (the tab's session), shared by the modal and /search. */
const slot = createStorageSlot('site-search-all-versions', { persistence: 'sessionStorage' });

/** The version search is narrowed to: the one being read, else the preferred one, else the last. */
export function searchVersion(config: ClientSearchConfig): DocsVersionConfig | null {
  if (!config.versions) return null;
  const preferred = preferredVersionSlot(config.versionPersistence ?? 'localStorage').get();
  return versionCandidates(config.versions, window.location.pathname, preferred)[0] ?? null;
}

/** The configured facet filters, narrowed to the search version unless every version is chosen (read at each search). */
export function versionFacetFilters(config: ClientSearchConfig): Array<string | string[]> {
  const version = searchVersion(config);
  if (!config.versions || !version) return config.facetFilters;
  return scopeVersionFilters(config.facetFilters, slot.get() === 'true' ? null : version.name, config.versions);
}

export function useSearchAllVersions(): [boolean, () => void] {
  const [all, setAll] = useState(() => slot.get() === 'true');
  const toggle = useCallback(() => {
    const next = slot.get() !== 'true';
    slot.set(String(next));
    setAll(next);
  }, []);
  return [all, toggle];
}
