import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_LIMIT_MS, scriptsAfterPaintScript } from './scripts-after-paint';

interface StandIn {
  name: string;
  value: string;
}

/**
 * Runs the script part against a stand-in document with two templates of scripts; returns the
 * scripts it added to <head> (as attribute lists) and what it left waiting, to run by hand.
 */
function run({ readyState = 'loading', visibilityState = 'visible', paintTiming = true } = {}) {
  const added: StandIn[][] = [];
  const removed: number[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  const frames: (() => void)[] = [];
  const observers: { callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void; options: unknown; connected: boolean }[] = [];
  let parsed: (() => void) | null = null;
  const template = (id: number, srcs: string[]) => ({
    content: {
      querySelectorAll: () =>
        srcs.map((src) => ({
          attributes: [
            { name: 'src', value: src },
            { name: 'async', value: '' },
          ],
        })),
    },
    remove: () => removed.push(id),
  });
  const document = {
    readyState,
    visibilityState,
    querySelectorAll: (selector: string) => (selector === `template[${AFTER_PAINT_ATTRIBUTE}]` ? [template(1, ['/a.js', '/b.js']), template(2, ['/entry.js'])] : []),
    createElement: () => {
      const attributes: StandIn[] = [];
      return { attributes, setAttribute: (name: string, value: string) => attributes.push({ name, value }) };
    },
    head: { appendChild: (element: { attributes: StandIn[] }) => added.push(element.attributes) },
    addEventListener: (event: string, callback: () => void) => {
      if (event === 'DOMContentLoaded') parsed = callback;
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['navigation', 'paint'] : ['navigation'];
    constructor(callback: (typeof observers)[number]['callback']) {
      observers.push({ callback, options: null, connected: false });
    }
    observe(options: unknown) {
      Object.assign(observers.at(-1)!, { options, connected: true });
    }
  }
  const window = { PerformanceObserver };
  const setTimeout = (callback: () => void, delay = 0) => void timers.push({ callback, delay });
  const requestAnimationFrame = (callback: () => void) => void frames.push(callback);
  new Function('document', 'window', 'setTimeout', 'requestAnimationFrame', scriptsAfterPaintScript())(document, window, setTimeout, requestAnimationFrame);
  /** The browser reports paint entries to the observer. */
  const paint = (...names: string[]) => {
    for (const observer of observers.filter((o) => o.connected)) observer.callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, { disconnect: () => (observer.connected = false) });
  };
  /** The timers queued so far with the given delay run, once each. */
  const elapse = (delay: number) => {
    const due = timers.filter((timer) => timer.delay === delay);
    timers.splice(0, timers.length, ...timers.filter((timer) => timer.delay !== delay));
    for (const timer of due) timer.callback();
  };
  return { added, removed, observers, frames, paint, elapse, parsed: () => parsed?.() };
}

const srcs = (added: StandIn[][]) => added.map((attributes) => attributes.find((a) => a.name === 'src')?.value);

describe('scripts after the first paint', () => {
  it('starts nothing while the document is parsed, nor before its first contentful paint', () => {
    const page = run();
    expect(page.observers).toEqual([]);
    page.parsed();
    expect(page.observers).toHaveLength(1);
    expect(page.observers[0]!.options).toEqual({ type: 'paint', buffered: true });
    page.paint('first-paint');
    page.elapse(0);
    expect(page.added).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.observers[0]!.connected).toBe(false);
    // Queued after the paint's entry, not run from the observer.
    expect(page.added).toEqual([]);
    page.elapse(0);
    expect(srcs(page.added)).toEqual(['/a.js', '/b.js', '/entry.js']);
  });

  it('makes each script anew with its attributes, in document order, once, and takes the templates out', () => {
    const page = run({ readyState: 'interactive' });
    page.paint('first-contentful-paint');
    page.elapse(0);
    page.elapse(AFTER_PAINT_LIMIT_MS);
    expect(page.added).toHaveLength(3);
    expect(page.added[0]).toEqual([
      { name: 'src', value: '/a.js' },
      { name: 'async', value: '' },
    ]);
    expect(page.removed).toEqual([1, 2]);
  });

  it(`starts them ${AFTER_PAINT_LIMIT_MS} ms after parsing when no paint comes`, () => {
    const page = run({ readyState: 'interactive' });
    page.elapse(0);
    expect(page.added).toEqual([]);
    page.elapse(AFTER_PAINT_LIMIT_MS);
    expect(srcs(page.added)).toEqual(['/a.js', '/b.js', '/entry.js']);
  });

  it('waits for a frame where the browser has no paint timing', () => {
    const page = run({ readyState: 'interactive', paintTiming: false });
    expect(page.observers).toEqual([]);
    expect(page.frames).toHaveLength(1);
    page.frames[0]!();
    expect(page.added).toEqual([]);
    page.elapse(0);
    expect(page.added).toHaveLength(3);
  });

  it('starts them at once on a hidden page, which paints nothing until shown', () => {
    const page = run({ readyState: 'complete', visibilityState: 'hidden' });
    expect(page.observers).toEqual([]);
    expect(srcs(page.added)).toEqual(['/a.js', '/b.js', '/entry.js']);
  });
});
