import { load } from 'cheerio';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiReference, loadPlainReference } from '@/lib/api/reference';
import type { PlainReference } from '@/lib/api/plain-reference';
import { extractRecords } from '@/lib/search/records';
import { ApiOutline } from '../ApiOutline';

// The plain reference as the export holds it, from the real description, read as the search index does.
const data = loadApiReference();
let reference: PlainReference;
let html = '';
beforeAll(async () => {
  reference = await loadPlainReference(data, { serverUrl: '/api/v0', siteUrl: 'https://robin-vale.example' });
  html = renderToStaticMarkup(createElement(ApiOutline, { reference, descriptionUrl: '/openapi.yaml' }));
}, 120_000);

describe('the plain reference', () => {
  it('keeps every operation and model a search record with its anchor', () => {
    const records = extractRecords(html, { url: '/api', lvl0: 'API', pageRank: 1, language: 'en', tags: ['default'] });
    for (const op of data.outline.operations) {
      expect(records, op.id).toContainEqual(expect.objectContaining({ type: 'lvl3', url: `/api#op-${op.id}`, hierarchy: expect.objectContaining({ lvl3: `${op.method} ${op.path}` }) }));
    }
    for (const model of data.outline.schemas) {
      expect(records, model.name).toContainEqual(expect.objectContaining({ type: 'lvl3', url: `/api#model-${model.name}` }));
    }
    // Samples, hash links and navigation are not indexed: the tables and headings say it.
    expect(records.filter((r) => /^#$|curl |interactive reference/.test(r.content ?? ''))).toEqual([]);
  });

  it('gives every id once, and every in-page link a target', () => {
    const $ = load(html);
    const ids = $('[id]')
      .map((_, el) => $(el).attr('id'))
      .get();
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const targets = $('a[href^="#"]')
      .map((_, el) => $(el).attr('href')!.slice(1))
      .get()
      .filter((t) => !t.includes('/'));
    expect([...new Set(targets.filter((t) => !ids.includes(t)))]).toEqual([]);
  });

  it('shows no Markdown delimiters outside code', () => {
    const $ = load(html);
    $('pre, code').remove();
    expect($.text()).not.toMatch(/`|\*\*|\]\(|^#+ /m);
  });

  it('links each operation to the same operation in the interactive reference', () => {
    const $ = load(html);
    for (const op of data.outline.operations) {
      const link = $(`section[aria-labelledby="op-${op.id}"] a`).filter((_, a) => $(a).text().startsWith('Open in the interactive reference'));
      expect(link.attr('href'), op.id).toBe(`#tag/${op.tag.toLowerCase()}/${op.method}${op.path}`);
    }
  });
});
