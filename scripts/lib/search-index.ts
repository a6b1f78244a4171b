import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import { dedupeRecords, extractRecords, searchRegion, sortRecords, type PageInfo, type SearchRecord } from '../../lib/search/records';
import { FACETS_FILE, facetSummary, PAGEFIND_FOLDER, RECORDS_FILTER } from '../../lib/search/pagefind-engine';
import { encodePage, groupByPage, ownText } from '../../lib/search/page-records';
import { escapeHtml } from '../../lib/markup/escape';
import { buildVocabulary, VOCABULARY_FILE } from '../../lib/search/typo';
import { SECTION_ATTRIBUTE, sectionOf, UNLISTED_SECTION } from '../../lib/search/sections';
import type { ExportPage } from './export-files';
import { memoKey, openMemo } from './build-memo';
import type { SiteData, StepResult } from './postbuild-context';

export const RECORDS_FILE = '.cache/search-records.json';
/** Written by the build beside its records: each indexed route's key (searchPageKeys), so `npm run dev` can reuse the build's records of pages unchanged since. */
export const SEARCH_KEYS_FILE = '.cache/search-keys.json';

/** Records of every searchable page, de-duplicated and in crawler order. */
export function buildRecords(pages: readonly { html: string; info: PageInfo }[]): SearchRecord[] {
  return siteRecords(pages.map((page) => extractRecords(page.html, page.info)));
}

/** The site's records from each page's: de-duplicated and in crawler order. */
function siteRecords(perPage: readonly SearchRecord[][]): SearchRecord[] {
  return sortRecords(dedupeRecords(perPage.flat()));
}

/**
 * Postings per index chunk (Pagefind's default is 20,000). A query word downloads the chunk that
 * holds it, so a chunk also carries every other word that fell into it: smaller chunks cut what a
 * session downloads (BENCHMARKS.md, "Search on the real site" and "Search at scale"), at the cost
 * of more files. Pagefind 1.5+ reads it from the environment only, as an unstable setting; a value
 * already in the environment wins, which the benches use to compare sizes.
 */
export const INDEX_CHUNK_SIZE = 2000;

/** Pagefind's weight for a record's own text: page titles first, then headings, then paragraphs. */
export function recordWeight(type: SearchRecord['type']): number {
  if (type === 'lvl0' || type === 'lvl1') return 10;
  if (type === 'lvl2' || type === 'lvl3') return 7;
  return type === 'content' ? 1 : 5;
}

/**
 * One HTML document per page (its records, one page, in document order): each record's own text
 * weighted by its type, the top-level heading (Vital, Blog …) once and lightly, since the records
 * match through it too. The records themselves travel compactly as a filter value, which Pagefind
 * keeps in the page's fragment without indexing it (see RECORDS_FILTER).
 */
export function pageDocument(records: readonly SearchRecord[]): string {
  const first = records[0]!;
  const section = sectionOf(first.url_without_anchor);
  const filters = [
    `language:${first.language}`,
    ...first.docusaurus_tag.map((t) => `docusaurus_tag:${t}`),
    ...(section === UNLISTED_SECTION ? [] : [`${SECTION_ATTRIBUTE}:${section}`]),
    `${RECORDS_FILTER}:${encodePage(records)}`,
  ];
  return (
    `<!doctype html><html lang="${escapeHtml(first.language)}"><head><title>${escapeHtml(first.hierarchy.lvl1)}</title></head><body><main data-pagefind-body>` +
    `<p data-pagefind-weight="0.3">${escapeHtml(first.hierarchy.lvl0)}</p>` +
    records.map((r) => `<p data-pagefind-weight="${recordWeight(r.type)}">${escapeHtml(ownText(r))}</p>`).join('') +
    filters.map((f) => `<span data-pagefind-filter="${escapeHtml(f)}"></span>`).join('') +
    `</main></body></html>`
  );
}

/**
 * The words typo correction may suggest (lib/search/typo.ts): page titles and headings first, so
 * they win ties of frequency, then every record's text.
 */
export function searchVocabulary(records: readonly SearchRecord[]) {
  const headings = records.filter((r) => r.type !== 'content').map(ownText);
  return buildVocabulary([...headings, ...records.filter((r) => r.type === 'content').map(ownText)]);
}

/**
 * Writes the Pagefind index into the export and the records file that `npm run search:push` uploads
 * (the bench, which indexes a synthetic site, passes its own records file).
 */
export async function writeSearchIndex(records: readonly SearchRecord[], outDir: string, recordsFile = RECORDS_FILE): Promise<{ records: number; pages: number }> {
  mkdirSync(dirname(recordsFile), { recursive: true });
  writeFileSync(recordsFile, JSON.stringify(records));
  const pages = groupByPage(records);
  // Pagefind adds its files beside any already there: an older index (or the development index,
  // which `next build` copies from public/) would stay in the export, unused.
  rmSync(join(outDir, PAGEFIND_FOLDER), { recursive: true, force: true });
  // Read by the Pagefind process, which createIndex starts with this process's environment.
  process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE ??= String(INDEX_CHUNK_SIZE);
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  for (const page of pages) {
    const url = page[0]!.url_without_anchor;
    const result = await index.addHTMLFile({ url, content: pageDocument(page) });
    if (result.errors.length > 0) throw new Error(`Pagefind rejected ${url}: ${result.errors.join('; ')}`);
  }
  const written = await index.writeFiles({ outputPath: join(outDir, PAGEFIND_FOLDER) });
  if (written.errors.length > 0) throw new Error(`Pagefind could not write its files: ${written.errors.join('; ')}`);
  await pagefind.close();
  writeFileSync(join(outDir, PAGEFIND_FOLDER, FACETS_FILE), JSON.stringify(facetSummary(pages.map((page) => page[0]!))));
  writeFileSync(join(outDir, PAGEFIND_FOLDER, VOCABULARY_FILE), JSON.stringify(searchVocabulary(records)));
  return { records: records.length, pages: pages.length };
}

export interface SearchIndexContext {
  out: string;
  pages: readonly Pick<ExportPage, 'route' | 'html'>[];
  site: Pick<SiteData, 'searchPageInfo' | 'searchPageKeys'>;
}

/**
 * The post-build step "search index": the records of the pages search holds, indexed into the export,
 * and their keys. A page's records are made from the region of its HTML that holds its search root
 * and its search facts alone, and are kept between builds by those (scripts/lib/build-memo.ts): the
 * rest of a page changes with every build (the build's id in its script addresses).
 */
export async function searchIndexStep(
  { out, pages, site }: SearchIndexContext,
  files = { records: RECORDS_FILE, keys: SEARCH_KEYS_FILE },
  memo = openMemo<SearchRecord[]>('search-records'),
): Promise<StepResult> {
  const perPage: SearchRecord[][] = [];
  for (const { route, html } of pages) {
    const info = site.searchPageInfo(route);
    if (info) perPage.push(await memo.get(memoKey(searchRegion(html), JSON.stringify(info)), async () => extractRecords(html, info)));
  }
  const { made } = memo.save();
  const records = siteRecords(perPage);
  await writeSearchIndex(records, out, files.records);
  writeFileSync(files.keys, JSON.stringify(site.searchPageKeys([...new Set(records.map((r) => r.url_without_anchor))])));
  return { summary: `${records.length} search records from ${perPage.length} pages (${perPage.length - made} from the cache)` };
}
