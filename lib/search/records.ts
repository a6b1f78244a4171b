import { load, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { mainRegion } from '../markup/main-region';

/** A DocSearch-shaped record (spec §3 "Search hit"), as DocSearch's crawler produces them. */
export type RecordType = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export interface SearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string[];
  weight: { pageRank: number; level: number; position: number };
}

export interface PageInfo {
  /** Site path of the page, e.g. /docs/About. */
  url: string;
  /** Top of the hierarchy: sidebar category, 'Blog', 'API' … */
  lvl0: string;
  pageRank: number;
  language: string;
  tags: string[];
}

/** Where a page's searchable content is; nothing outside it is indexed. */
export const SEARCH_ROOT = '[data-search-root]';
/** Marks parts inside the root to leave out (breadcrumbs, pagers, tables of contents). */
export const SEARCH_IGNORE_ATTRIBUTE = 'data-search-ignore';
export const SEARCH_IGNORE = `[${SEARCH_IGNORE_ATTRIBUTE}]`;

const LEVEL_WEIGHT: Record<RecordType, number> = { lvl0: 100, lvl1: 90, lvl2: 80, lvl3: 70, lvl4: 60, lvl5: 50, lvl6: 40, content: 0 };

function textOf($: CheerioAPI, el: Element): string {
  const clone = $(el).clone();
  // KaTeX renders twice (MathML and HTML); the TeX source is the searchable form.
  clone.find('.katex').each((_, k) => {
    $(k).replaceWith($(k).find('annotation').first().text());
  });
  clone.find('.katex-display').each((_, k) => {
    $(k).replaceWith($(k).text());
  });
  return clone.text().replace(/\s+/g, ' ').trim();
}

/**
 * The part of a page's HTML that holds its search root: its one `<main>` element (mainRegion) when the
 * root is in it, else the whole page. Parsing only that is a third to a half of the work on this
 * site's pages, whose head carries their inlined styles and whose body ends with React's payload. The
 * root's attribute must first occur inside `<main>`, so that the root found in the part is the one
 * the whole page has first.
 */
export function searchRegion(html: string): string {
  const region = mainRegion(html);
  const root = html.indexOf(SEARCH_ROOT.slice(1, -1));
  return region && region.start < root && root < region.end ? html.slice(region.start, region.end) : html;
}

/** Records of one exported page: its title, each heading, and each paragraph, list item and table cell. */
export function extractRecords(html: string, page: PageInfo): SearchRecord[] {
  // htmlparser2 in HTML mode (cheerio's `xml` option with `xmlMode: false`), not parse5: a page read
  // this way gave the same records on every page of the site, in a quarter of the time; parse5's
  // spec-exact tree (implied elements, error recovery) buys nothing on markup React wrote.
  const $ = load(searchRegion(html), { xml: { xmlMode: false, decodeEntities: true } });
  const root = $(SEARCH_ROOT).first();
  if (root.length === 0) return [];
  root.find(`${SEARCH_IGNORE}, pre, script, style, nav`).remove();

  const hierarchy: Hierarchy = { lvl0: page.lvl0, lvl1: '', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let anchor: string | null = null;
  let position = 0;
  const records: SearchRecord[] = [];

  const push = (type: RecordType, content: string | null) => {
    const url = anchor ? `${page.url}#${anchor}` : page.url;
    records.push({
      objectID: `${page.url}#${position}`,
      url,
      url_without_anchor: page.url,
      anchor,
      type,
      hierarchy: { ...hierarchy },
      content,
      language: page.language,
      docusaurus_tag: page.tags,
      weight: { pageRank: page.pageRank, level: LEVEL_WEIGHT[type], position: position++ },
    });
  };

  root.find('h1, h2, h3, h4, h5, h6, p, li, td').each((_, el) => {
    const tag = el.tagName.toLowerCase();
    const text = textOf($, el);
    if (!text) return;
    if (/^h[1-6]$/.test(tag)) {
      const level = Number(tag[1]);
      if (level === 1) hierarchy.lvl1 = text;
      else (hierarchy as unknown as Record<string, string | null>)[`lvl${level}`] = text;
      for (let deeper = level + 1; deeper <= 6; deeper++) (hierarchy as unknown as Record<string, string | null>)[`lvl${deeper}`] = null;
      anchor = level === 1 ? null : ($(el).attr('id') ?? anchor);
      push(`lvl${level}` as RecordType, null);
      return;
    }
    // A list item holding paragraphs is indexed through them, not twice.
    if (tag === 'li' && $(el).children('p').length > 0) return;
    if (!hierarchy.lvl1) return;
    push('content', text);
  });
  return records;
}

/** Drops records with the same hierarchy and content, keeping the first. */
export function dedupeRecords(records: readonly SearchRecord[]): SearchRecord[] {
  const seen = new Set<string>();
  return records.filter((r) => {
    const key = `${r.url}|${r.type}|${Object.values(r.hierarchy).join('|')}|${r.content ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Crawler order: page rank, then level, then position on the page. */
export function sortRecords(records: readonly SearchRecord[]): SearchRecord[] {
  return [...records].sort(
    (a, b) => b.weight.pageRank - a.weight.pageRank || a.url_without_anchor.localeCompare(b.url_without_anchor) || b.weight.level - a.weight.level || a.weight.position - b.weight.position,
  );
}
