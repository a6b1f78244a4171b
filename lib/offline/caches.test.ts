import { describe, expect, it } from 'vitest';
import { cacheKeyOf, cachedPagePath, isSearchFile, runtimeCacheNames, staleCacheNames } from './caches';

describe('offline caches', () => {
  it('names the runtime caches after the build', () => {
    expect(runtimeCacheNames('abc123')).toEqual({ pages: 'site-pages-abc123', search: 'site-search-abc123', assets: 'site-assets-abc123' });
  });

  it('finds the caches of other builds, and leaves other apps’ caches alone', () => {
    expect(staleCacheNames(['site-pages-old', 'site-search-old', 'site-pages-new', 'site-search-new', 'site-assets-new', 'serwist-precache-v2', 'other-app'], 'new')).toEqual([
      'site-pages-old',
      'site-search-old',
    ]);
  });

  it('tells the search engine’s files by their folder', () => {
    expect(isSearchFile('/pagefind/pagefind.js')).toBe(true);
    expect(isSearchFile('/pagefind/index/en_1a2b.pf_index')).toBe(true);
    expect(isSearchFile('/docs/pagefind')).toBe(false);
    expect(isSearchFile('/site/pagefind/pagefind.js', '/site/')).toBe(true);
  });

  it('keys what it caches by path: a static host ignores the query, which Pagefind and the router use to bust caches', () => {
    expect(cacheKeyOf('http://localhost/pagefind/pagefind-entry.json?ts=1767225600000')).toBe('http://localhost/pagefind/pagefind-entry.json');
    expect(cacheKeyOf('http://localhost/docs/About.txt?_rsc=1x2y')).toBe('http://localhost/docs/About.txt');
    expect(cacheKeyOf('http://localhost/docs/About/__next.docs.txt?_rsc=1x2y')).toBe('http://localhost/docs/About/__next.docs.txt');
    expect(cacheKeyOf('http://localhost/search?q=filter#results')).toBe('http://localhost/search');
  });

  it('lists cached pages by path, without router payloads and the offline and not-found pages', () => {
    expect(cachedPagePath('http://localhost/docs/About')).toBe('/docs/About');
    expect(cachedPagePath('http://localhost/')).toBe('/');
    expect(cachedPagePath('http://localhost/docs/About.txt?_rsc=1x')).toBeNull();
    expect(cachedPagePath('http://localhost/offline')).toBeNull();
  });
});
