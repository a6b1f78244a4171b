import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { rehypePlugins, remarkPluginsFor } from './mdx-plugins';
import { factsOfSource } from './page-facts';

/**
 * Docusaurus gives a heading the github-slugger slug of its text (code spans, links and emphasis
 * count by their text), numbered -1, -2 when repeated. Links written against a Docusaurus site keep
 * their anchors only if this site gives the same ids, on the page and in the table of contents.
 */
const headings: [source: string, id: string][] = [
  ['## The `useState()` hook', 'the-usestate-hook'],
  ['## [Link text](https://example.com) here', 'link-text-here'],
  ["## What's new in v2.0?", 'whats-new-in-v20'],
  ['## C++ & C#', 'c--c'],
  ['## 日本語の見出し', '日本語の見出し'],
  ['## Ünïcödé Çafé', 'ünïcödé-çafé'],
  ['## Duplicate', 'duplicate'],
  ['## Duplicate', 'duplicate-1'],
  ['## **Bold** and _emphasis_', 'bold-and-emphasis'],
  ['## Math $E=mc^2$', 'math-emc2'],
  ['## Тест кириллицы', 'тест-кириллицы'],
  ['## 1. Numbered heading', '1-numbered-heading'],
  ['## Emoji 🚀 launch', 'emoji--launch'],
  ['## Options: `--force` / `-f`', 'options---force---f'],
  ['## `foo_bar.baz()`', 'foo_barbaz'],
  ['## Kept {#custom-id}', 'custom-id'],
  ['## Kept too {/* #comment-id */}', 'comment-id'],
];
const source = headings.map(([heading]) => `${heading}\n\nText.\n`).join('\n');

async function pageIds(format: 'md' | 'mdx'): Promise<string[]> {
  const { default: Content } = await evaluate(source, { ...runtime, remarkPlugins: remarkPluginsFor({ format: () => format }), rehypePlugins });
  return [...renderToStaticMarkup(createElement(Content)).matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]!);
}

describe('heading ids as Docusaurus gives them', () => {
  it('on the page, in MDX and in CommonMark', { timeout: 60_000 }, async () => {
    expect(await pageIds('mdx')).toEqual(headings.map(([, id]) => id));
    expect(await pageIds('md')).toEqual(headings.map(([, id]) => id));
  });

  it('in the table of contents, the same', () => {
    expect(factsOfSource(source).headings.map((h) => h.id)).toEqual(headings.map(([, id]) => id));
    expect(factsOfSource(source, 'md').headings.map((h) => h.id)).toEqual(headings.map(([, id]) => id));
  });
});
