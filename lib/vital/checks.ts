import { factsOfSource, headingIdsFromHeadingLines } from '../content/page-facts';
import { splitFrontMatter } from '../schema/split-front-matter';
import { contentRoute } from '../content/routes';
import { parameterTableReferences, resolveTable, rowAnchor, tablesByKey, type ParameterFile } from './parameters';

interface SourceFile {
  /** Path under content/, e.g. docs/Vital/UserGuide/Filters.mdx. */
  path: string;
  source: string;
}

/** A data file's table anchors that are no heading of its page, and row anchors that one already is. */
function anchorProblems(file: ParameterFile, docPath: string, ids: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const table of file.tables) {
    for (const row of table.rows) {
      const anchor = rowAnchor(table.id, row.control);
      if (ids.has(anchor))
        problems.push(`${file.path}, table "${table.id}", row "${row.control}": its anchor "#${anchor}" is also a heading id on content/${docPath}. Change the heading's id or the row's label.`);
    }
    if (!ids.has(table.anchor)) {
      problems.push(
        `${file.path}, table "${table.id}": anchor "${table.anchor}" is no heading id on content/${docPath}. Use the slug of the heading that explains the table (headings there: ${[...ids].join(', ') || 'none'}).`,
      );
    }
  }
  return problems;
}

/**
 * Problems between the parameter data and the pages, each naming the file and the fix: a data file
 * whose page does not exist, a table anchor that is no heading of that page (the Parameter reference
 * links there), a row anchor that two rows share or that a heading of the page already uses (the
 * Parameter reference renders every row on one page), and an MDX `<ParameterTable table="…" />` that
 * names no table.
 */
export function parameterDataProblems(files: readonly ParameterFile[], content: readonly SourceFile[]): string[] {
  const problems: string[] = [];
  const rowOwners = new Map<string, string>();
  for (const file of files) {
    for (const table of file.tables) {
      for (const row of table.rows) {
        const anchor = rowAnchor(table.id, row.control);
        const owner = `${file.path}, table "${table.id}", row "${row.control}"`;
        const first = rowOwners.get(anchor);
        if (first) problems.push(`${owner}: its anchor "#${anchor}" is also the anchor of ${first}. Give one of the rows a label of its own.`);
        else rowOwners.set(anchor, owner);
      }
    }
  }
  const docs = new Map(content.filter((f) => f.path.startsWith('docs/')).map((f) => [contentRoute(f.path)!.slice('/docs/'.length), f]));
  for (const file of files) {
    const doc = docs.get(file.page);
    if (!doc) {
      problems.push(`${file.path}: page "${file.page}" is no doc. Write the doc id of the page that explains these controls (its path under content/docs without .mdx).`);
      continue;
    }
    const body = splitFrontMatter(doc.source).body;
    // The heading lines alone are quick to read; what they show wrong is confirmed on the whole page.
    const found = anchorProblems(file, doc.path, new Set(headingIdsFromHeadingLines(body)));
    problems.push(...(found.length === 0 ? found : anchorProblems(file, doc.path, new Set(factsOfSource(body).headings.map((h) => h.id)))));
  }
  const tables = tablesByKey(files);
  for (const file of content) {
    for (const ref of parameterTableReferences(file.source)) {
      try {
        resolveTable(tables, ref.key, `content/${file.path}:${ref.line}`);
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
  }
  return problems;
}
