'use client';

import { useEffect, useState } from 'react';
import { cachedPagePath, isPagesCache } from '@/lib/offline/caches';

async function readCachedPages(): Promise<string[]> {
  const names = (await caches.keys()).filter(isPagesCache);
  const requests = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat();
  return [...new Set(requests.flatMap((request) => cachedPagePath(request.url) ?? []))].sort();
}

/** The pages saved for offline reading, read from the service worker's caches in this browser. */
export function CachedPages() {
  const [pages, setPages] = useState<string[] | null>(null);
  useEffect(() => {
    if (!('caches' in window)) return setPages([]);
    readCachedPages().then(setPages, () => setPages([]));
  }, []);
  if (pages === null) return null;
  if (pages.length === 0) return <p>No pages have been saved yet. The pages you open while online are kept here for reading offline.</p>;
  return (
    <>
      <h2>Available offline</h2>
      <ul aria-label="Pages available offline">
        {pages.map((path) => (
          <li key={path}>
            {/* A plain link: offline, the router's payloads may be missing, the cached page is not. */}
            <a href={path}>{path}</a>
          </li>
        ))}
      </ul>
    </>
  );
}
