import { describe, expect, it } from 'vitest';
import { filesOfThisPage } from './sw-register';

describe('filesOfThisPage', () => {
  it('is the site’s scripts, styles, fonts and images the page loaded, once each, without the worker or other hosts’ files', () => {
    const entries = [
      { name: 'http://localhost:3000/_next/static/chunks/a1.js', initiatorType: 'script' },
      { name: 'http://localhost:3000/_next/static/chunks/a1.js', initiatorType: 'script' },
      { name: 'http://localhost:3000/img/logo.svg', initiatorType: 'img' },
      { name: 'http://localhost:3000/_next/static/media/KaTeX_Main-Regular.woff2', initiatorType: 'css' },
      { name: 'http://localhost:3000/favicon.svg', initiatorType: 'other' },
      { name: 'http://localhost:3000/sw.js', initiatorType: 'other' },
      { name: 'https://www.googletagmanager.com/gtag/js?id=G-1', initiatorType: 'script' },
    ];
    expect(filesOfThisPage('http://localhost:3000/', 'http://localhost:3000/sw.js', entries)).toEqual([
      'http://localhost:3000/_next/static/chunks/a1.js',
      'http://localhost:3000/img/logo.svg',
      'http://localhost:3000/_next/static/media/KaTeX_Main-Regular.woff2',
      'http://localhost:3000/favicon.svg',
    ]);
  });

  it('leaves out what the page’s code fetched: the router’s HEAD checks of linked pages and its payloads', () => {
    const entries = [
      { name: 'http://localhost:3000/docs/Vital/UserGuide/Effects', initiatorType: 'fetch' },
      { name: 'http://localhost:3000/docs/Vital/UserGuide/Effects/__next._tree.txt?_rsc=1x2y', initiatorType: 'fetch' },
      { name: 'http://localhost:3000/pagefind/pagefind-entry.json?ts=1', initiatorType: 'xmlhttprequest' },
    ];
    expect(filesOfThisPage('http://localhost:3000/', 'http://localhost:3000/sw.js', entries)).toEqual([]);
  });

  it('keeps to the worker’s scope under a base URL', () => {
    const entries = [
      { name: 'http://host/site/_next/static/chunks/a1.js', initiatorType: 'script' },
      { name: 'http://host/other/page.js', initiatorType: 'script' },
    ];
    expect(filesOfThisPage('http://host/site/', 'http://host/site/sw.js', entries)).toEqual(['http://host/site/_next/static/chunks/a1.js']);
  });
});
