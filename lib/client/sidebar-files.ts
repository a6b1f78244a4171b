'use client';

import { useEffect, useSyncExternalStore } from 'react';
import type { MenuItem } from '@/lib/docs/sidebar';

/** A folded category's items as its file arrives: loading, loaded, or failed (then asked again on a retry). */
export type SidebarFileState = { status: 'loading' } | { status: 'loaded'; items: MenuItem[] } | { status: 'failed' };

const files = new Map<string, SidebarFileState>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Fetches a folded category's items once per page load, shared by the desktop sidebar and the mobile
 * menu; a failed file is fetched again when asked again. The names carry their content's hash, so the
 * browser's cache (and the offline worker's) may keep them.
 */
export function requestSidebarFile(src: string, fetchFile: typeof fetch = fetch): void {
  const known = files.get(src);
  if (known && known.status !== 'failed') return;
  files.set(src, { status: 'loading' });
  notify();
  fetchFile(src)
    .then((response) => {
      if (!response.ok) throw new Error(`${src}: ${response.status}`);
      return response.json() as Promise<MenuItem[]>;
    })
    .then(
      (items) => files.set(src, { status: 'loaded', items }),
      () => files.set(src, { status: 'failed' }),
    )
    .finally(notify);
}

/** The state of `src` (undefined before anyone asked for it). */
export function sidebarFileState(src: string): SidebarFileState | undefined {
  return files.get(src);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The items of `src` while `wanted` (the category is open), fetching them when first wanted. */
export function useSidebarFile(src: string | undefined, wanted: boolean): SidebarFileState | undefined {
  useEffect(() => {
    if (src && wanted) requestSidebarFile(src);
  }, [src, wanted]);
  return useSyncExternalStore(
    subscribe,
    () => (src ? files.get(src) : undefined),
    () => undefined,
  );
}
