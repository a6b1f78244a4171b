import { describe, expect, it } from 'vitest';
import { cachedPagePath, isSearchFile, runtimeCacheNames, searchCacheKey, staleCacheNames } from './caches';

describe('offline caches', () => {
  it('names the runtime caches after the build', () => {
    expect(runtimeCacheNames('abc123')).toEqual({ pages: 'site-pages-abc123', search: 'site-search-abc123', assets: 'site-assets-abc123' });
  });

  it('finds the caches of other builds, and leaves other apps’ caches alone', () => {
    expect(staleCacheNames(['site-pages-old', 'site-search-old', 'site-pages-new', 'site-search-new', 'site-assets-new', 'serwist-precache-v2', 'other-app'], 'new')).toEqual(['site-pages-old', 'site-search-old']);
  });

  it('tells the search engine’s files by their folder', () => {
    expect(isSearchFile('/pagefind/pagefind.js')).toBe(true);
    expect(isSearchFile('/pagefind/index/en_1a2b.pf_index')).toBe(true);
    expect(isSearchFile('/docs/pagefind')).toBe(false);
    expect(isSearchFile('/site/pagefind/pagefind.js', '/site/')).toBe(true);
  });

  it('keeps a search file under its URL without Pagefind’s cache-busting query', () => {
    expect(searchCacheKey('http://localhost/pagefind/pagefind-entry.json?ts=1764150000000')).toBe('http://localhost/pagefind/pagefind-entry.json');
    expect(searchCacheKey('http://localhost/pagefind/index/en_1a2b.pf_index')).toBe('http://localhost/pagefind/index/en_1a2b.pf_index');
  });

  it('lists cached pages by path, without router payloads and the offline and not-found pages', () => {
    expect(cachedPagePath('http://localhost/docs/About')).toBe('/docs/About');
    expect(cachedPagePath('http://localhost/')).toBe('/');
    expect(cachedPagePath('http://localhost/docs/About.txt?_rsc=1x')).toBeNull();
    expect(cachedPagePath('http://localhost/offline')).toBeNull();
  });
});
