import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scriptsAfterPaintStep, withScriptsAfterPaint } from './scripts-after-paint';
import { writeChangedPages } from './export-files';

const chunk = (name: string, base = '') => `<script src="${base}/_next/static/chunks/${name}.js" async=""></script>`;
// Shaped as Next 16.4 and 16.5 write an exported page: chunks at the end of <head>, after the inline styles;
// the polyfill and the page's entry chunk in <body>, around Turbopack's inline list of chunks.
const nextPage = (base = '') =>
  [
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="preload" as="script" fetchPriority="low" href="${base}/_next/static/chunks/entry.js"/>`,
    `<style>.a{}</style>${chunk('webpack', base)}${chunk('main', base)}${chunk('turbopack-x', base)}<script>(function(){})()</script>`,
    `<script src="${base}/_next/static/chunks/polyfills.js" noModule=""></script></head><body><main>Hi</main>`,
    `<script id="_R_">(globalThis.TURBOPACK||[]).push({})</script>${chunk('entry', base)}<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`,
  ].join('');

describe('withScriptsAfterPaint', () => {
  it("puts each run of Next's chunk scripts, unchanged, in a template where it stood", () => {
    const { html, scripts } = withScriptsAfterPaint(nextPage());
    expect(scripts).toBe(4);
    expect(html).toBe(
      nextPage()
        .replace(chunk('webpack'), `<template data-after-paint="">${chunk('webpack')}`)
        .replace(chunk('turbopack-x'), `${chunk('turbopack-x')}</template>`)
        .replace(chunk('entry'), `<template data-after-paint="">${chunk('entry')}</template>`),
    );
  });

  it('leaves inline scripts, the nomodule polyfill and the preload where they are', () => {
    const { html } = withScriptsAfterPaint(nextPage());
    const outside = html.replace(/<template data-after-paint="">[\s\S]*?<\/template>/g, '');
    expect(outside).toContain('<script>(function(){})()</script>');
    expect(outside).toContain('noModule=""></script>');
    expect(outside).toContain('<script id="_R_">');
    expect(outside).toContain('rel="preload" as="script"');
    expect(outside).not.toMatch(/async=""/);
  });

  it('finds the chunks under a base path', () => {
    expect(withScriptsAfterPaint(nextPage('/site')).scripts).toBe(4);
  });

  it('leaves a script from elsewhere, or written otherwise, alone', () => {
    const page = '<head><script src="/vendor/lib.js" async=""></script><script src="/_next/static/chunks/a.js" defer=""></script></head>';
    expect(withScriptsAfterPaint(page)).toEqual({ html: page, scripts: 0 });
  });

  it('changes nothing on a page it has already changed', () => {
    const once = withScriptsAfterPaint(nextPage()).html;
    expect(withScriptsAfterPaint(once)).toEqual({ html: once, scripts: 0 });
  });
});

describe('the step', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("rewrites every page, Next's not-found copy too, in the list; the export gets them when the changed pages are written", () => {
    dir = mkdtempSync(join(tmpdir(), 'after-paint-'));
    const pages = ['index.html', '_not-found.html'].map((file) => {
      writeFileSync(join(dir, file), nextPage());
      return { file, route: '/', html: nextPage() };
    });
    const result = scriptsAfterPaintStep({ pages: [pages[0]!], nextNotFound: pages[1]! });
    expect(result.summary).toBe('8 scripts started after the first paint');
    for (const page of pages) {
      expect(page.html).toBe(withScriptsAfterPaint(nextPage()).html);
      expect(readFileSync(join(dir, page.file), 'utf8')).toBe(nextPage());
    }
    expect(writeChangedPages(dir, pages)).toBe(2);
    for (const page of pages) expect(readFileSync(join(dir, page.file), 'utf8')).toBe(withScriptsAfterPaint(nextPage()).html);
  });
});
