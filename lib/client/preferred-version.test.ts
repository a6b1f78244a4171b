import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferredVersionSlot, savePreferredVersion } from './preferred-version';
import { resetStorageFallback } from './storage';

describe('preferredVersionSlot', () => {
  const store = new Map<string, string>();
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStorageFallback();
    store.clear();
  });
  const stubLocalStorage = () =>
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    });

  it("stores the preferred version under docs-preferred-version-default with 'localStorage'", () => {
    stubLocalStorage();
    preferredVersionSlot('localStorage').set('1.0');
    expect(store.get('docs-preferred-version-default')).toBe('1.0');
  });

  it('saves a choice where the slot reads it back', () => {
    stubLocalStorage();
    savePreferredVersion('localStorage', '1.0');
    expect(preferredVersionSlot('localStorage').get()).toBe('1.0');
    savePreferredVersion('none', '2.0');
    expect(store.get('docs-preferred-version-default')).toBe('1.0');
  });

  it("stores nothing, and reads nothing, with 'none'", () => {
    stubLocalStorage();
    store.set('docs-preferred-version-default', '1.0');
    const slot = preferredVersionSlot('none');
    slot.set('2.0');
    expect(slot.get()).toBeNull();
    expect(store.get('docs-preferred-version-default')).toBe('1.0');
  });
});
