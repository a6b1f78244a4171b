// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createPendingNavigations, hasArrived, isModuleLoadError, isPathChange, preloadFailureWarning } from './route-loading';
import { hydrationErrorMessage, hydrationLoggerScript, isHydrationError } from './hydration';
import { focusHashTarget, samePageHash } from './hash-focus';

describe('pending navigations', () => {
  const from = 'https://site.example/docs/About';

  it('reports the latest navigation in flight and ends each one by its own token', () => {
    const store = createPendingNavigations();
    const changes = vi.fn();
    store.subscribe(changes);
    expect(store.pending()).toBeNull();
    const endA = store.begin('/a', from);
    const endB = store.begin('/b', from);
    expect(store.pending()).toEqual({ href: '/b', from });
    // The same object while nothing changes, as useSyncExternalStore needs.
    expect(store.pending()).toBe(store.pending());
    endB();
    expect(store.pending()?.href).toBe('/a');
    endB(); // a second end of the same navigation changes nothing
    expect(changes).toHaveBeenCalledTimes(3);
    endA();
    expect(store.pending()).toBeNull();
  });

  it('stops telling a listener once it unsubscribes', () => {
    const store = createPendingNavigations();
    const changes = vi.fn();
    const unsubscribe = store.subscribe(changes);
    unsubscribe();
    store.begin('/a', from);
    expect(changes).not.toHaveBeenCalled();
  });

  it('counts a path change as arrived once its path is on screen, before the link reports its end', () => {
    expect(hasArrived({ href: '/docs/My-Pieces/Main', from }, '/docs/About')).toBe(false);
    expect(hasArrived({ href: '/docs/My-Pieces/Main', from }, '/docs/My-Pieces/Main')).toBe(true);
    expect(hasArrived({ href: '../blog?tag=music#top', from }, '/blog')).toBe(true);
    // A change of the search string alone never counts as arrived by path: its end comes from the link.
    expect(hasArrived({ href: '/docs/About?tab=2', from }, '/docs/About')).toBe(false);
  });
});

describe('isModuleLoadError', () => {
  it('recognises download failures from bundlers and browsers', () => {
    const chunk = Object.assign(new Error('Failed to load chunk /_next/static/chunks/x.js from module 1'), { name: 'ChunkLoadError' });
    expect(isModuleLoadError(chunk)).toBe(true);
    expect(isModuleLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isModuleLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
  });

  it('leaves render errors and non-errors to the crash fallback', () => {
    expect(isModuleLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isModuleLoadError('Failed to load chunk')).toBe(false);
  });
});

it('tells a path change from a change of search or hash only', () => {
  expect(isPathChange('http://x.test/docs/About', '/blog')).toBe(true);
  expect(isPathChange('http://x.test/search?q=a', '/search?q=b')).toBe(false);
  expect(isPathChange('http://x.test/docs/About#a', '#b')).toBe(false);
  expect(isPathChange('http://x.test/docs/About', 'Filters')).toBe(true);
});

it('names the route in the preload warning', () => {
  expect(preloadFailureWarning('/docs/About')).toContain('/docs/About');
});

describe('hydration errors', () => {
  it('recognises React hydration errors in development and production wording', () => {
    expect(isHydrationError(new Error("Hydration failed because the server rendered HTML didn't match the client."))).toBe(true);
    expect(isHydrationError(new Error('Minified React error #418; visit https://react.dev/errors/418?args[]=HTML'))).toBe(true);
    expect(isHydrationError(new Error('Minified React error #4181'))).toBe(false);
    expect(isHydrationError(new Error('Something else broke'))).toBe(false);
    expect(isHydrationError(undefined)).toBe(false);
  });

  it('logs the route with the message', () => {
    expect(hydrationErrorMessage('/blog', new Error('Minified React error #418'))).toBe('Hydration error on /blog: Minified React error #418');
  });

  it('the inline script logs a hydration error with the route, and nothing for other errors', () => {
    const listeners: Array<(event: { error?: unknown; message?: string }) => void> = [];
    const fakeWindow = { addEventListener: (_type: string, listener: (event: { error?: unknown }) => void) => listeners.push(listener) };
    const logged: string[] = [];
    const fakeConsole = { error: (text: string) => logged.push(text) };
    new Function('window', 'location', 'console', hydrationLoggerScript())(fakeWindow, { pathname: '/docs/About' }, fakeConsole);
    listeners.forEach((listener) => listener({ error: new Error('Minified React error #418; args') }));
    listeners.forEach((listener) => listener({ error: new Error('unrelated') }));
    expect(logged).toEqual(['Hydration error on /docs/About: Minified React error #418; args']);
  });
});

describe('focusHashTarget', () => {
  function fakeDocument(element: { matches: () => boolean; setAttribute: (n: string, v: string) => void; focus: (o: unknown) => void } | null) {
    return { getElementById: vi.fn(() => element) } as unknown as Document;
  }

  it('makes a heading focusable by script and focuses it without scrolling again', () => {
    const element = { matches: () => false, setAttribute: vi.fn(), focus: vi.fn() };
    const doc = fakeDocument(element);
    expect(focusHashTarget(doc, '#r%C3%A9sum%C3%A9')).toBe(element);
    expect(doc.getElementById).toHaveBeenCalledWith('résumé');
    expect(element.setAttribute).toHaveBeenCalledWith('tabindex', '-1');
    expect(element.focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('leaves focusable targets as they are, and ignores empty or broken hashes', () => {
    const element = { matches: () => true, setAttribute: vi.fn(), focus: vi.fn() };
    focusHashTarget(fakeDocument(element), '#main-content');
    expect(element.setAttribute).not.toHaveBeenCalled();
    expect(focusHashTarget(fakeDocument(element), '#')).toBeNull();
    expect(focusHashTarget(fakeDocument(element), '#%E0%A4%A')).toBeNull();
    expect(focusHashTarget(fakeDocument(null), '#missing')).toBeNull();
  });
});

describe('samePageHash', () => {
  const here = 'http://x.test/docs/Filters?v=1#old';
  it('is the hash of a link within this page', () => {
    expect(samePageHash('#cutoff', here)).toBe('#cutoff');
    expect(samePageHash('/docs/Filters?v=1#cutoff', here)).toBe('#cutoff');
  });
  it('is null for other pages, other queries, other hosts and empty hashes', () => {
    expect(samePageHash('/docs/Effects#cutoff', here)).toBeNull();
    expect(samePageHash('/docs/Filters#cutoff', here)).toBeNull();
    expect(samePageHash('https://elsewhere.test/docs/Filters?v=1#a', here)).toBeNull();
    expect(samePageHash('#', here)).toBeNull();
  });
});
