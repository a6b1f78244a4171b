import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isRedirectPage } from '../../lib/redirects/redirect-page';

/**
 * Every file under a folder, as paths relative to it with forward slashes. Folders named in `skip` are
 * not entered at all, which matters at a project's root, where node_modules alone holds some 100,000 files.
 */
export function listFiles(root: string, skip: ReadonlySet<string> = new Set()): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skip.has(entry.name)) walk(full);
      } else out.push(relative(root, full).split('\\').join('/'));
    }
  };
  walk(root);
  return out.sort();
}

/** The clean route of an exported HTML file: docs/About.html → /docs/About, index.html → /. */
export function routeOfHtmlFile(file: string): string {
  const path = `/${file.replace(/\.html$/, '')}`;
  if (path === '/index') return '/';
  return path.endsWith('/index') ? path.slice(0, -'/index'.length) : path;
}

/** An HTML page of the export: its file (relative to the export), its clean route and its markup. */
export interface ExportPage {
  file: string;
  route: string;
  html: string;
  /** Changed since it was read or last written into the export (changeExportPage, writeChangedPages). */
  changed?: boolean;
}

/** Next's own copy of the not-found page, which it writes beside 404.html and no route serves. */
export const NEXT_NOT_FOUND_FILE = '_not-found.html';

/**
 * Whether an HTML file of the export is one of the site's own static files, copied from public/ as it
 * is: a Docusaurus site's static/ folder moves there, with files such as a search console's
 * verification page or a hand-written redirect. Those are served as written, as Docusaurus serves
 * them, so no post-build step takes them for pages of the site.
 */
export function isStaticFile(file: string, publicDir = 'public'): boolean {
  return existsSync(join(publicDir, file));
}

/**
 * Every HTML page of the export (Next's internal not-found copy included), read once. Left out: the
 * static files of public/, and the redirect pages at old addresses (lib/redirects/), which are files
 * of the export but not pages of the site.
 */
export function readExportPages(root: string, files: readonly string[], publicDir = 'public'): ExportPage[] {
  return files
    .filter((file) => file.endsWith('.html') && !file.startsWith('_next/') && !isStaticFile(file, publicDir))
    .map((file) => ({ file, route: routeOfHtmlFile(file), html: readFileSync(join(root, file), 'utf8') }))
    .filter((page) => !isRedirectPage(page.html));
}

/** The export's HTML pages (Next's internal not-found copy excluded). */
export function exportedHtmlPages(root: string, files: readonly string[]): ExportPage[] {
  return readExportPages(
    root,
    files.filter((file) => file !== NEXT_NOT_FOUND_FILE),
  );
}

/**
 * Changes a page in the list it was read into, where every later step sees it; writeChangedPages puts
 * it into the export. Several steps change every page, and at 1,000 pages each full write is some
 * 660 MB: a page changed by three steps is written once.
 */
export function changeExportPage(page: ExportPage, html: string): void {
  if (html === page.html) return;
  page.html = html;
  page.changed = true;
}

/** Writes each of `pages` changed since it was read or last written into the export; how many. */
export function writeChangedPages(root: string, pages: readonly ExportPage[]): number {
  let written = 0;
  for (const page of pages) {
    if (!page.changed) continue;
    writeFileSync(join(root, page.file), page.html);
    page.changed = false;
    written += 1;
  }
  return written;
}
