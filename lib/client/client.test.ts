import { afterEach, describe, expect, it, vi } from 'vitest';
import { collapseDuration } from './collapse';
import { shouldPrefetch } from './prefetch';
import { createStorageSlot, resetStorageFallback } from './storage';

describe('collapseDuration', () => {
  it('grows with content height and is 1 ms under reduced motion', () => {
    expect(collapseDuration(100, false)).toBeGreaterThan(0);
    expect(collapseDuration(800, false)).toBeGreaterThan(collapseDuration(100, false));
    expect(collapseDuration(800, true)).toBe(1);
    expect(collapseDuration(0, false)).toBe(0);
  });
});

describe('shouldPrefetch', () => {
  it('skips prefetch on slow-2g, 2g and data saving', () => {
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(shouldPrefetch(undefined)).toBe(true);
  });
});

describe('createStorageSlot', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStorageFallback();
  });

  it('falls back to memory without a window (server render)', () => {
    const slot = createStorageSlot('k');
    expect(slot.get()).toBeNull();
    slot.set('v');
    expect(slot.get()).toBe('v');
    slot.del();
    expect(slot.get()).toBeNull();
  });

  it('uses localStorage when it works', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    });
    createStorageSlot('theme').set('light');
    expect(store.get('theme')).toBe('light');
  });

  it('reads without writing: the availability probe runs once per page', () => {
    // Every write fires a storage event in the site's other tabs, and some readers re-read on that
    // event: a probe per read made two open tabs wake each other without end.
    const writes: string[] = [];
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => 'stored',
        setItem: (k: string) => void writes.push(k),
        removeItem: () => {},
      },
    });
    const slot = createStorageSlot('docs-preferred-version-default');
    for (let i = 0; i < 5; i++) expect(slot.get()).toBe('stored');
    expect(createStorageSlot('other').get()).toBe('stored');
    expect(writes).toEqual(['__storage_probe__']);
  });

  it('warns once and keeps working when the browser blocks storage', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    const slot = createStorageSlot('x');
    slot.set('1');
    expect(slot.get()).toBe('1');
    slot.get();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

import { gtagBootstrap, isNewPageTitle, sendPageView, shouldSendPageView } from './analytics';

describe('analytics', () => {
  it('sends a page view on the first load and on each path change only', () => {
    expect(shouldSendPageView(null, '/')).toBe(true);
    expect(shouldSendPageView('/', '/docs/About')).toBe(true);
    expect(shouldSendPageView('/docs/About', '/docs/About')).toBe(false);
  });
  it("waits for the new page's title: not the empty one between pages, nor the page before's", () => {
    expect(isNewPageTitle('Filters | Site', null)).toBe(true);
    expect(isNewPageTitle('', 'Filters | Site')).toBe(false);
    expect(isNewPageTitle('Filters | Site', 'Filters | Site')).toBe(false);
    expect(isNewPageTitle('Effects | Site', 'Filters | Site')).toBe(true);
  });
  it('sets the page path, then sends one page_view', () => {
    const calls: unknown[][] = [];
    sendPageView((...args) => calls.push(args), '/blog', 'Blog', 'http://x/blog');
    expect(calls).toEqual([
      ['set', 'page_path', '/blog'],
      ['event', 'page_view', { page_path: '/blog', page_title: 'Blog', page_location: 'http://x/blog' }],
    ]);
  });
  it('turns automatic page views off in the bootstrap', () => {
    expect(gtagBootstrap('G-1', true)).toContain('"send_page_view":false');
  });
});

import { firstLoadScripts, htmlFileOf } from '../../bench/lib/bytes';

describe('first-load scripts', () => {
  it('counts same-site scripts once and skips noModule polyfills', () => {
    const html = '<script src="/_next/a.js" async></script><script src="/_next/a.js"></script><script src="/_next/poly.js" noModule></script><script src="https://cdn.example/x.js"></script>';
    expect(firstLoadScripts(html)).toEqual(['/_next/a.js']);
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/docs/About')).toBe('docs/About.html');
  });
});
