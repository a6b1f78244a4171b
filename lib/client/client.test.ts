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
