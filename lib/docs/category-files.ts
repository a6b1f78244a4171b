import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CATEGORY_FILES, parseCategoryFile, type CategoryMeta } from './categories';

/** Every category file under a docs folder, keyed by its folder relative to that docs folder ('' for the root). */
export function readCategoryFiles(docsDir: string, displayPrefix = 'content/docs'): Map<string, CategoryMeta> {
  const out = new Map<string, CategoryMeta>();
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    const entries = readdirSync(dir, { withFileTypes: true });
    const rel = relative(docsDir, dir).split('\\').join('/');
    for (const name of CATEGORY_FILES) {
      if (entries.some((e) => e.isFile() && e.name === name)) {
        const display = [displayPrefix, rel, name].filter(Boolean).join('/');
        out.set(rel, parseCategoryFile(readFileSync(join(dir, name), 'utf8'), display));
        break;
      }
    }
    for (const entry of entries) if (entry.isDirectory()) walk(join(dir, entry.name));
  };
  walk(docsDir);
  return out;
}
