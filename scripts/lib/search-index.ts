import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import { dedupeRecords, extractRecords, sortRecords, type PageInfo, type SearchRecord } from '../../lib/search/records';
import { FACETS_FILE, facetSummary, PAGEFIND_FOLDER, RECORD_META_KEY } from '../../lib/search/pagefind-engine';
import type { StoredRecord } from '../../lib/search/adapter';

export const RECORDS_FILE = '.cache/search-records.json';

/** Records of every searchable page, de-duplicated and in crawler order. */
export function buildRecords(pages: readonly { html: string; info: PageInfo }[]): SearchRecord[] {
  return sortRecords(dedupeRecords(pages.flatMap((page) => extractRecords(page.html, page.info))));
}

function stored(record: SearchRecord): StoredRecord {
  const { weight: _weight, ...rest } = record;
  return rest;
}

const esc = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** Pagefind's weight for a record's own text: page titles first, then headings, then paragraphs. */
export function recordWeight(type: SearchRecord['type']): number {
  if (type === 'lvl0' || type === 'lvl1') return 10;
  if (type === 'lvl2' || type === 'lvl3') return 7;
  return type === 'content' ? 1 : 5;
}

/**
 * One small HTML document per record. The record's own text is weighted by its type and the headings
 * above it count a little, as DocSearch's searchable attributes do; the record itself travels in a
 * metadata attribute, which Pagefind does not search.
 */
export function recordDocument(record: SearchRecord): string {
  const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
  const own = record.type === 'content' ? (record.content ?? '') : (record.hierarchy[record.type] ?? '');
  const trail = levels.map((l) => record.hierarchy[l]).filter((v): v is string => Boolean(v) && v !== own).join(' ');
  const filters = [`language:${record.language}`, ...record.docusaurus_tag.map((t) => `docusaurus_tag:${t}`)];
  return `<!doctype html><html lang="${esc(record.language)}"><head><title>${esc(record.hierarchy.lvl1)}</title></head><body><main data-pagefind-body>`
    + `<p data-pagefind-weight="${recordWeight(record.type)}">${esc(own)}</p>`
    + (trail ? `<p data-pagefind-weight="0.3">${esc(trail)}</p>` : '')
    + `<span data-pagefind-meta="${RECORD_META_KEY}:${esc(JSON.stringify(stored(record)))}"></span>`
    + filters.map((f) => `<span data-pagefind-filter="${esc(f)}"></span>`).join('')
    + `</main></body></html>`;
}

/**
 * Writes the Pagefind index into the export and the records file that `npm run search:push` uploads
 * (the bench, which indexes a synthetic site, passes its own records file).
 */
export async function writeSearchIndex(records: readonly SearchRecord[], outDir: string, recordsFile = RECORDS_FILE): Promise<{ records: number }> {
  mkdirSync(dirname(recordsFile), { recursive: true });
  writeFileSync(recordsFile, JSON.stringify(records));
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  for (const record of records) {
    // objectID, not url: a heading and the paragraphs under it share one URL, and Pagefind keys by URL.
    const result = await index.addHTMLFile({ url: record.objectID, content: recordDocument(record) });
    if (result.errors.length > 0) throw new Error(`Pagefind rejected ${record.url}: ${result.errors.join('; ')}`);
  }
  const written = await index.writeFiles({ outputPath: join(outDir, PAGEFIND_FOLDER) });
  if (written.errors.length > 0) throw new Error(`Pagefind could not write its files: ${written.errors.join('; ')}`);
  await pagefind.close();
  writeFileSync(join(outDir, PAGEFIND_FOLDER, FACETS_FILE), JSON.stringify(facetSummary(records)));
  return { records: records.length };
}
