import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under a folder, as paths relative to it with forward slashes. */
export function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(relative(root, full).split('\\').join('/'));
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

/** The export's HTML pages (Next's internal not-found copy excluded). */
export function exportedHtmlPages(root: string, files: readonly string[]): { route: string; html: string }[] {
  return files
    .filter((file) => file.endsWith('.html') && file !== '_not-found.html' && !file.startsWith('_next/'))
    .map((file) => ({ route: routeOfHtmlFile(file), html: readFileSync(join(root, file), 'utf8') }));
}
