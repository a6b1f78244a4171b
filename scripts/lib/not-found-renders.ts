import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { EXPORT_PLACEHOLDER } from '../../lib/export-params';

/**
 * A static export has no status codes: a route whose page calls notFound() (a tag route when no doc
 * has tags, say) is written out as the not-found page and would be served with 200. Such pages are
 * removed, so the server answers them with its 404 page, as Docusaurus's routes do.
 */

/** Next's digest for notFound(), carried in the page's inline React payload. */
const NOT_FOUND_DIGEST = 'NEXT_HTTP_ERROR_FALLBACK;404';
const ERROR_PAGES = new Set(['404.html', '_not-found.html', '500.html']);

export function isNotFoundRender(html: string): boolean {
  return html.includes(NOT_FOUND_DIGEST);
}

/**
 * The export files that belong to pages rendered as not found: the HTML, its payload and prefetch
 * files; and a route handler's placeholder file (it answered 404, which the export writes all the same).
 */
export function notFoundRenderFiles(files: readonly string[], read: (file: string) => string): string[] {
  const pages = files.filter((file) => file.endsWith('.html') && !ERROR_PAGES.has(file) && !file.startsWith('_next/') && isNotFoundRender(read(file)));
  const placeholders = files.filter((file) => file.endsWith(`/${EXPORT_PLACEHOLDER}`) && !file.startsWith('_next/'));
  return [
    ...pages.flatMap((page) => {
      const base = page.slice(0, -'.html'.length);
      return files.filter((file) => file === page || file === `${base}.txt` || file.startsWith(`${base}/__next.`));
    }),
    ...placeholders,
  ];
}

/** Removes them from the export in `root` and returns their routes' files. */
export function removeNotFoundRenders(root: string, files: readonly string[]): string[] {
  const doomed = notFoundRenderFiles(files, (file) => readFileSync(join(root, file), 'utf8'));
  for (const file of doomed) rmSync(join(root, file));
  // A folder they leave empty (a placeholder's, or docs/tags/ once its `_/` is gone) would be listed
  // by some hosts: it goes too. Deepest first, then up, since a folder is empty only once its emptied
  // subfolders are removed.
  const dirs = [...new Set(doomed.map((file) => dirname(file)))].sort((a, b) => b.split('/').length - a.split('/').length);
  for (let dir of dirs) {
    while (dir !== '.' && existsSync(join(root, dir)) && readdirSync(join(root, dir)).length === 0) {
      rmdirSync(join(root, dir));
      dir = dirname(dir);
    }
  }
  return doomed;
}
