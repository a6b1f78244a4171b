import type { TocItem } from '../content/toc';
import type { ParameterFile, ParameterRow } from './parameters';

/** A page the reference links to. */
export interface ReferencePage {
  id: string;
  title: string;
  url: string;
}

export interface ReferenceTable {
  /** Heading id on the reference page: file stem and table id, e.g. "effects-delay". */
  headingId: string;
  /** The table's id in its data file; its rows' anchors start with it. */
  id: string;
  title: string;
  /** The page and heading that explain the table. */
  href: string;
  rows: ParameterRow[];
}

export interface ReferenceGroup {
  headingId: string;
  page: ReferencePage;
  tables: ReferenceTable[];
}

/** The mark in a page's MDX after which the reference's groups render (for its table of contents). */
export const REFERENCE_COMPONENT = '<ParameterReference';

/**
 * The Parameter reference: one group per data file, in the order the explaining pages have in the
 * sidebar (files of pages not in it come last, by name), one table per group entry. Heading ids are
 * prefixed with the file stem, so equal table titles on two pages stay distinct.
 */
export function buildReference(files: readonly ParameterFile[], pagesInOrder: readonly ReferencePage[]): ReferenceGroup[] {
  const position = new Map(pagesInOrder.map((page, index) => [page.id, index]));
  const rank = (file: ParameterFile) => position.get(file.page) ?? Number.MAX_SAFE_INTEGER;
  return [...files]
    .sort((a, b) => rank(a) - rank(b) || a.stem.localeCompare(b.stem))
    .map((file) => {
      const page = pagesInOrder.find((p) => p.id === file.page) ?? { id: file.page, title: file.page, url: `/docs/${file.page}` };
      return {
        headingId: `${file.stem}-controls`,
        page,
        tables: file.tables.map((table) => ({ headingId: `${file.stem}-${table.id}`, id: table.id, title: table.title, href: `${page.url}#${table.anchor}`, rows: table.rows })),
      };
    });
}

/** Table-of-contents entries for the reference's headings: a group is an h2, a table an h3. */
export function referenceToc(groups: readonly ReferenceGroup[]): TocItem[] {
  return groups.flatMap((group) => [{ id: group.headingId, text: group.page.title, level: 2 }, ...group.tables.map((table) => ({ id: table.headingId, text: table.title, level: 3 }))]);
}
