import { extractHeadings } from '../content/toc';
import { contentRoute } from '../content/routes';
import { parameterTableReferences, resolveTable, tablesByKey, type ParameterFile } from './parameters';

interface SourceFile {
  /** Path under content/, e.g. docs/Vital/UserGuide/Filters.mdx. */
  path: string;
  source: string;
}

/**
 * Problems between the parameter data and the pages, each naming the file and the fix: a data file
 * whose page does not exist, a table anchor that is no heading of that page (the Parameter reference
 * links there), and an MDX `<ParameterTable table="…" />` that names no table.
 */
export function parameterDataProblems(files: readonly ParameterFile[], content: readonly SourceFile[]): string[] {
  const problems: string[] = [];
  const docs = new Map(content.filter((f) => f.path.startsWith('docs/')).map((f) => [contentRoute(f.path)!.slice('/docs/'.length), f]));
  for (const file of files) {
    const doc = docs.get(file.page);
    if (!doc) {
      problems.push(`${file.path}: page "${file.page}" is no doc. Write the doc id of the page that explains these controls (its path under content/docs without .mdx).`);
      continue;
    }
    const ids = new Set(extractHeadings(doc.source.replace(/^---\n[\s\S]*?\n---\n/, '')).map((h) => h.id));
    for (const table of file.tables) {
      if (!ids.has(table.anchor)) {
        problems.push(`${file.path}, table "${table.id}": anchor "${table.anchor}" is no heading id on content/${doc.path}. Use the slug of the heading that explains the table (headings there: ${[...ids].join(', ') || 'none'}).`);
      }
    }
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
