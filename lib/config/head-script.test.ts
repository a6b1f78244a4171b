import { describe, expect, it } from 'vitest';
import { headScript } from './head-script';
import { FORMULAS_LAID_OUT_ATTRIBUTE } from '../client/formula-layout';

const config = {
  colorMode: { defaultMode: 'light' as const, disableSwitch: false, respectPrefersColorScheme: true },
  announcementBar: { id: 'v2', content: 'News', backgroundColor: '#fff', textColor: '#000', isCloseable: true },
  baseUrl: '/',
};

/** Runs the head script against stand-ins for what it touches; returns what it did. */
function run(script: string, storage: { getItem: (k: string) => string | null; setItem: (k: string, v: string) => void }, hash = '') {
  const attributes = new Map<string, string>();
  const listeners: string[] = [];
  const handlers = new Map<string, () => void>();
  const document = { readyState: 'loading', documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) }, addEventListener: (type: string) => listeners.push(`document:${type}`) };
  const window = {
    location: { hash },
    matchMedia: () => ({ matches: true }),
    addEventListener: (type: string, handler: () => void) => {
      listeners.push(`window:${type}`);
      handlers.set(type, handler);
    },
    requestIdleCallback: (callback: () => void) => callback(),
  };
  new Function('document', 'localStorage', 'window', script)(document, storage, window);
  return { attributes, listeners, load: () => handlers.get('load')?.() };
}

describe('the head script', () => {
  it('sets the colour mode, hides a dismissed bar, and registers the hydration logger, the base-URL check and the start of the scripts, in one script', () => {
    const stored = new Map([
      ['announcement.id', 'v2'],
      ['announcement.dismiss', 'true'],
    ]);
    const { attributes, listeners } = run(headScript(config), { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => stored.set(k, v) });
    expect(attributes.get('data-theme')).toBe('dark');
    expect(attributes.get('data-announcement-dismissed')).toBe('true');
    expect(listeners).toEqual(['window:error', 'document:DOMContentLoaded', 'window:load', 'document:DOMContentLoaded']);
  });

  it('lays formulas out once the page has loaded and the browser is idle', () => {
    const { attributes, load } = run(headScript(config), { getItem: () => null, setItem: () => undefined });
    expect(attributes.has(FORMULAS_LAID_OUT_ATTRIBUTE)).toBe(false);
    load();
    expect(attributes.get(FORMULAS_LAID_OUT_ATTRIBUTE)).toBe('');
  });

  it('lays formulas out before the first paint on a page opened at a heading, not after load', () => {
    const { attributes, listeners } = run(headScript(config), { getItem: () => null, setItem: () => undefined }, '#drive');
    expect(attributes.get(FORMULAS_LAID_OUT_ATTRIBUTE)).toBe('');
    expect(listeners).not.toContain('window:load');
  });

  it('leaves the announcement part out without a bar', () => {
    expect(headScript({ ...config, announcementBar: undefined })).not.toContain('announcement');
  });

  it('runs every part when storage throws', () => {
    const blocked = () => {
      throw new Error('storage is blocked');
    };
    const { attributes, listeners } = run(headScript(config), { getItem: blocked, setItem: blocked });
    expect(attributes.get('data-theme')).toBe('dark');
    expect(listeners).toEqual(['window:error', 'document:DOMContentLoaded', 'window:load', 'document:DOMContentLoaded']);
  });
});
