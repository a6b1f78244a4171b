import { posix } from 'node:path';

/**
 * A doc's id and URL from its path under content/docs and its front matter, as Docusaurus derives
 * them: number prefixes (`01-intro`) order the sidebar but leave ids and URLs; `id` replaces the file
 * name; `slug` replaces the URL (absolute from the docs base, or relative to the doc's folder); an
 * `index` or `README` file, or one named as its folder, is the folder's own page.
 */

// A prefix is digits then separators, and the rest must not start with a digit, so `2024-01-notes` keeps its date.
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^\d\s\-_.])/;

export function numberPrefix(segment: string): number | undefined {
  const match = NUMBER_PREFIX.exec(segment);
  return match ? Number(match[1]) : undefined;
}

export function stripNumberPrefix(segment: string): string {
  return segment.replace(NUMBER_PREFIX, '');
}

export interface DocPathInfo {
  /** Folder under content/docs, '' at the root, number prefixes kept (as on disk). */
  sourceDir: string;
  /** File name without extension, number prefix kept. */
  fileName: string;
}

export function docPathInfo(pathUnderDocs: string): DocPathInfo {
  const withoutExt = pathUnderDocs
    .replaceAll('\\', '/')
    .replace(/^docs\//, '')
    .replace(/\.mdx?$/, '');
  const dir = posix.dirname(withoutExt);
  return { sourceDir: dir === '.' ? '' : dir, fileName: posix.basename(withoutExt) };
}

function stripDir(dir: string, parse: boolean): string {
  return dir
    ? dir
        .split('/')
        .map((s) => (parse ? stripNumberPrefix(s) : s))
        .join('/')
    : '';
}

/** True for a folder's own page: index, README or a file named as its folder. */
export function isCategoryIndex({ sourceDir, fileName }: DocPathInfo): boolean {
  const name = stripNumberPrefix(fileName).toLowerCase();
  const folder = stripNumberPrefix(posix.basename(sourceDir)).toLowerCase();
  return name === 'index' || name === 'readme' || (folder !== '' && name === folder);
}

export interface DocRouteFrontMatter {
  id?: string;
  slug?: string;
  parse_number_prefixes?: boolean;
}

export function docIdOf(pathUnderDocs: string, fm: DocRouteFrontMatter = {}): string {
  const info = docPathInfo(pathUnderDocs);
  const parse = fm.parse_number_prefixes !== false;
  const base = fm.id ?? (parse ? stripNumberPrefix(info.fileName) : info.fileName);
  const dir = stripDir(info.sourceDir, parse);
  return dir ? `${dir}/${base}` : base;
}

function joinUrl(...parts: string[]): string {
  const joined = parts
    .join('/')
    .replace(/\/{2,}/g, '/')
    .replace(/\/$/, '');
  return joined.startsWith('/') ? joined || '/' : `/${joined}`;
}

export function docUrlOf(pathUnderDocs: string, fm: DocRouteFrontMatter = {}, base = '/docs'): string {
  const info = docPathInfo(pathUnderDocs);
  const parse = fm.parse_number_prefixes !== false;
  const dir = stripDir(info.sourceDir, parse);
  if (fm.slug !== undefined) {
    return fm.slug.startsWith('/') ? joinUrl(base, fm.slug) : joinUrl(base, posix.normalize(posix.join(dir || '.', fm.slug)).replace(/^\.$/, ''));
  }
  // The folder's page is chosen by file name, whatever its `id` says (as Docusaurus does).
  if (isCategoryIndex(info)) return joinUrl(base, dir);
  return joinUrl(base, docIdOf(pathUnderDocs, fm));
}
