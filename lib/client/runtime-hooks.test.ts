// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorageSlot, resetStorageFallback, takeStored, type StorageSlot } from './storage';
import { discardStalePreferredVersion } from './use-stale-version-cleanup';
import { inPageClickHash, installInPageLinks } from './use-in-page-links';
import type { ClickLike } from './plain-click';
import { notePendingNavigation, takePreloadFailureWarning } from './use-preload-failure-warning';
import type { DocsVersionConfig } from '@/lib/config/types';

/** A Storage backed by a Map, as a browser's would be. */
function fakeStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    key: (i: number) => [...data.keys()][i] ?? null,
    clear: () => data.clear(),
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, String(v)),
    removeItem: (k: string) => void data.delete(k),
  };
}

function memorySlot(initial: string | null = null): StorageSlot & { value: string | null } {
  const slot = {
    value: initial,
    get: () => slot.value,
    set: (v: string) => void (slot.value = v),
    del: () => void (slot.value = null),
  };
  return slot;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetStorageFallback();
});

describe('storage persistence', () => {
  it('keeps localStorage and sessionStorage apart, localStorage by default', () => {
    const local = fakeStorage();
    const session = fakeStorage();
    vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
    createStorageSlot('k').set('l');
    createStorageSlot('k', { persistence: 'sessionStorage' }).set('s');
    expect(local.data.get('k')).toBe('l');
    expect(session.data.get('k')).toBe('s');
    expect(createStorageSlot('k', { persistence: 'localStorage' }).get()).toBe('l');
    createStorageSlot('k', { persistence: 'sessionStorage' }).del();
    expect(session.data.has('k')).toBe(false);
    expect(local.data.get('k')).toBe('l');
  });

  it("'none' keeps nothing and touches no storage", () => {
    const local = fakeStorage();
    vi.stubGlobal('window', { localStorage: local, sessionStorage: local });
    const slot = createStorageSlot('k', { persistence: 'none' });
    slot.set('v');
    expect(slot.get()).toBeNull();
    expect(local.data.size).toBe(0);
    expect(() => slot.del()).not.toThrow();
  });

  it('falls back to memory for each kind during the server render, without throwing', () => {
    const session = createStorageSlot('k', { persistence: 'sessionStorage' });
    session.set('s');
    expect(session.get()).toBe('s');
    expect(createStorageSlot('k').get()).toBeNull();
  });

  it('warns once when either kind is blocked, and a slot whose every write throws still remembers', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = fakeStorage();
    broken.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    vi.stubGlobal('window', {
      localStorage: broken,
      get sessionStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    const local = createStorageSlot('a');
    const session = createStorageSlot('a', { persistence: 'sessionStorage' });
    local.set('1');
    session.set('2');
    expect(local.get()).toBe('1');
    expect(session.get()).toBe('2');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('takeStored reads a note once', () => {
    const slot = memorySlot('x');
    expect(takeStored(slot)).toBe('x');
    expect(takeStored(slot)).toBeNull();
  });
});

describe('stale preferred version', () => {
  const versions = [{ name: 'current' }, { name: '1.0' }] as DocsVersionConfig[];

  it('removes a stored name that matches no version, and nothing else', () => {
    const stale = memorySlot('0.9');
    expect(discardStalePreferredVersion(stale, versions)).toBe(true);
    expect(stale.value).toBeNull();
    const valid = memorySlot('1.0');
    expect(discardStalePreferredVersion(valid, versions)).toBe(false);
    expect(valid.value).toBe('1.0');
    expect(discardStalePreferredVersion(memorySlot(), versions)).toBe(false);
  });
});

describe('route preload failure note', () => {
  it('is left only while a navigation is pending, and warns on the page it pointed to, once', () => {
    const slot = memorySlot();
    notePendingNavigation(slot, null);
    expect(slot.value).toBeNull();
    notePendingNavigation(slot, '/blog');
    expect(takePreloadFailureWarning(slot, 'http://x/blog')).toBe('Route preload failed for /blog; it was loaded as a full page instead.');
    expect(takePreloadFailureWarning(slot, 'http://x/blog')).toBeNull();
  });

  it('is dropped without a warning when the full load went to another path', () => {
    const slot = memorySlot('/blog');
    expect(takePreloadFailureWarning(slot, 'http://x/docs/About')).toBeNull();
    expect(slot.value).toBeNull();
  });
});

describe('in-page links', () => {
  const plain: ClickLike = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  const link = (href: string, attrs: Record<string, string> = {}) => ({ href, target: attrs.target ?? '', hasAttribute: (name: string) => name in attrs });
  const here = 'http://x/docs/A?q=1';

  it('takes over a plain click on a link to this page with a hash only', () => {
    expect(inPageClickHash(plain, link('http://x/docs/A?q=1#b'), here)).toBe('#b');
    expect(inPageClickHash(plain, link('http://x/docs/A?q=1#b', { target: '_self' }), here)).toBe('#b');
    expect(inPageClickHash(plain, link('http://x/docs/B#b'), here)).toBeNull();
    expect(inPageClickHash(plain, link('http://x/docs/A#b'), here)).toBeNull();
    expect(inPageClickHash(plain, link('http://x/docs/A?q=1#'), here)).toBeNull();
    expect(inPageClickHash(plain, link('http://x/docs/A?q=1#b', { target: '_blank' }), here)).toBeNull();
    expect(inPageClickHash(plain, link('http://x/docs/A?q=1#b', { download: '' }), here)).toBeNull();
    for (const change of [{ button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { defaultPrevented: true }]) {
      expect(inPageClickHash({ ...plain, ...change }, link('http://x/docs/A?q=1#b'), here)).toBeNull();
    }
  });

  function fakePage() {
    const win = Object.assign(new EventTarget(), {
      location: { href: 'http://x/docs/A', hash: '' },
      history: { state: { router: 1 }, pushState: vi.fn((_state: unknown, _t: string, hash: string) => Object.assign(win.location, { hash, href: `http://x/docs/A${hash}` })) },
      // The hold after a jump (hold-in-place.test.ts): frames are never run here.
      requestAnimationFrame: vi.fn(() => 1),
      cancelAnimationFrame: vi.fn(),
      scrollBy: vi.fn(),
    });
    const heading = {
      id: 'b',
      attrs: new Map<string, string>(),
      matches: () => false,
      setAttribute: (k: string, v: string) => heading.attrs.set(k, v),
      focus: vi.fn(),
      scrollIntoView: vi.fn(),
      getBoundingClientRect: () => ({ top: 0 }),
    };
    const doc = Object.assign(new EventTarget(), { getElementById: (id: string) => (id === heading.id ? heading : null) });
    return { win, doc, heading };
  }

  function click(doc: EventTarget, href: string) {
    const anchor = link(href);
    const event = Object.assign(new Event('click', { cancelable: true }), { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false });
    Object.defineProperty(event, 'target', { value: { closest: () => anchor } });
    doc.dispatchEvent(event);
    return event;
  }

  it('pushes one entry with the router state, focuses and scrolls to the target, and unwires cleanly', () => {
    const { win, doc, heading } = fakePage();
    const uninstall = installInPageLinks(win as unknown as Window, doc as unknown as Document);
    const event = click(doc, 'http://x/docs/A#b');
    expect(event.defaultPrevented).toBe(true);
    expect(win.history.pushState).toHaveBeenCalledExactlyOnceWith({ router: 1 }, '', '#b');
    expect(heading.attrs.get('tabindex')).toBe('-1');
    expect(heading.focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(heading.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(win.requestAnimationFrame).toHaveBeenCalledTimes(1); // held in place while the page settles
    click(doc, 'http://x/docs/A#b'); // the same hash again: no second entry
    expect(win.cancelAnimationFrame).toHaveBeenCalledTimes(1); // the first hold gives way to the second
    expect(win.history.pushState).toHaveBeenCalledTimes(1);
    expect(click(doc, 'http://x/docs/B#b').defaultPrevented).toBe(false);
    win.location.hash = '#b';
    win.dispatchEvent(new Event('hashchange'));
    expect(heading.focus).toHaveBeenCalledTimes(3);
    uninstall();
    expect(click(doc, 'http://x/docs/A#b').defaultPrevented).toBe(false);
    win.dispatchEvent(new Event('hashchange'));
    expect(heading.focus).toHaveBeenCalledTimes(3);
  });
});
