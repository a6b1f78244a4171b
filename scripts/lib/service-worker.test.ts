import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIdOf, cleanPageUrl, RETIRING_SERVICE_WORKER, serviceWorkerStep, shellFiles } from './service-worker';

describe('the service worker’s shell', () => {
  it('is the pages, the scripts and styles they load, and the fonts', () => {
    const pages = [
      { file: '404.html', html: '<link rel="stylesheet" href="/_next/static/chunks/a1.css"/><script src="/_next/static/chunks/b2.js" async=""></script><a href="/docs/About">About</a>' },
      { file: 'offline.html', html: '<script src="/_next/static/chunks/b2.js"></script><script src="/_next/static/chunks/c3.js"></script>' },
    ];
    const files = ['404.html', '_next/static/media/KaTeX_Main-Regular.0f1e2d.woff2', '_next/static/media/KaTeX_Main-Regular.9a8b7c.ttf', '_next/static/chunks/huge-api-only.js', 'docs/About.html'];
    expect(shellFiles(pages, files)).toEqual([
      '404.html',
      '_next/static/chunks/a1.css',
      '_next/static/chunks/b2.js',
      '_next/static/chunks/c3.js',
      '_next/static/media/KaTeX_Main-Regular.0f1e2d.woff2',
      'offline.html',
    ]);
  });

  it('precaches pages by their clean URL', () => {
    expect(cleanPageUrl('/offline.html')).toBe('/offline');
    expect(cleanPageUrl('/_next/static/chunks/b2.js')).toBe('/_next/static/chunks/b2.js');
  });
});

describe('buildIdOf', () => {
  it('reads the build id from the build manifest’s folder', () => {
    expect(buildIdOf(['_next/static/chunks/a.js', '_next/static/FCnv-D3M/_buildManifest.js', 'index.html'])).toBe('FCnv-D3M');
    expect(() => buildIdOf(['index.html'])).toThrow(/run next build/);
  });
});

describe('the retiring worker (offline reading turned off)', () => {
  it('deletes the site’s caches, leaves other apps’ alone, and unregisters itself', async () => {
    const listeners: Record<string, (event: { waitUntil: (work: Promise<unknown>) => void }) => void> = {};
    const deleted: string[] = [];
    let unregistered = false;
    let skipped = false;
    const self = {
      addEventListener: (type: string, listener: (event: { waitUntil: (work: Promise<unknown>) => void }) => void) => (listeners[type] = listener),
      skipWaiting: () => (skipped = true),
      registration: { scope: 'http://localhost/', unregister: async () => (unregistered = true) },
    };
    const caches = {
      keys: async () => ['site-pages-abc', 'serwist-precache-v2-http://localhost/', 'serwist-precache-v2-http://localhost/other-app/', 'other-app'],
      delete: async (name: string) => deleted.push(name),
    };
    new Function('self', 'caches', RETIRING_SERVICE_WORKER)(self, caches);
    listeners.install!({ waitUntil: () => undefined });
    let work: Promise<unknown> = Promise.resolve();
    listeners.activate!({ waitUntil: (promise) => (work = promise) });
    await work;
    expect(skipped).toBe(true);
    expect(deleted).toEqual(['site-pages-abc', 'serwist-precache-v2-http://localhost/']);
    expect(unregistered).toBe(true);
  });
});

describe('the service worker step', () => {
  it('with offline reading off, writes the retiring worker and adds nothing to the summary', async () => {
    const out = mkdtempSync(join(tmpdir(), 'sw-'));
    try {
      expect(await serviceWorkerStep({ out, config: { offline: { enabled: false }, baseUrl: '/' }, pages: [] })).toEqual({});
      expect(readFileSync(join(out, 'sw.js'), 'utf8')).toBe(RETIRING_SERVICE_WORKER);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
