/**
 * The files a document's compile reads besides the document itself: the partials it imports (and
 * theirs), raw-loader and stylesheet imports, SVG components, and the images and files it shows or
 * links, whose content names their published copy (lib/content/doc-assets.ts). contentlayer2 knows a
 * document only by its own file's time (timlrx/contentlayer2#87, open), so a build after editing one
 * of these alone would keep the document as it was compiled before; touchStaleDocuments gives such a
 * document a new time. dependencies.test.ts has the canary.
 */
import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { importedFileOf, isRelativeFileUrl, rawImportPath } from './doc-assets';
import { isPartialPath } from './partials';
import { isExcludedContent, type ExcludeOptions } from './exclude';
import { findImports } from './remark-theme-imports';

export interface DependencyOptions {
  /** The project folder. */
  root: string;
  /** content/, under root. */
  contentDir?: string;
  publicDir?: string;
}

/** The paths a source names for its compile, as written: what it imports, and the files it shows or links. */
export function referencedPaths(source: string): { imports: string[]; links: string[] } {
  // A webpack loader prefix (`!!raw-loader!./x.js`) names the file after it, as a `?raw` query's bangs do.
  const imports = findImports(source).map((found) => rawImportPath(found.source) ?? found.source.replace(/^!*[\w-]+-loader!/, ''));
  const links: string[] = [];
  for (const match of source.matchAll(/\]\(\s*<?([^)\s>]+)|\b(?:src|href)=["']([^"']+)["']|require\(\s*["']([^"']+)["']\s*\)/g)) {
    links.push((match[1] ?? match[2] ?? match[3]!).split(/[?#]/)[0]!);
  }
  return { imports, links };
}

/** The file a referenced path names, from `sourceFile` (a path under content/), or null for a URL, a package or a page route. */
export function referencedFile(path: string, sourceFile: string, options: DependencyOptions): string | null {
  const { root, contentDir = 'content' } = options;
  let decoded: string;
  try {
    decoded = decodeURI(path);
  } catch {
    return null;
  }
  if (/^(?:\.\.?\/|@site\/)/.test(decoded)) return importedFileOf(decoded, sourceFile, options);
  return isRelativeFileUrl(decoded) ? join(root, contentDir, posix.dirname(sourceFile), decoded) : null;
}

/**
 * Every file `sourceFile`'s compile reads besides itself, partials followed to their own references.
 * `read` gives a Markdown or MDX file's text, or null when it does not exist.
 */
export function documentDependencies(sourceFile: string, read: (file: string) => string | null, options: DependencyOptions): string[] {
  const contentRoot = join(options.root, options.contentDir ?? 'content');
  const found = new Set<string>();
  const queue: { file: string; source: string | null }[] = [{ file: sourceFile, source: read(join(contentRoot, sourceFile)) }];
  while (queue.length) {
    const { file, source } = queue.shift()!;
    const { imports, links } = referencedPaths(source ?? '');
    for (const [path, imported] of [...imports.map((p) => [p, true] as const), ...links.map((p) => [p, false] as const)]) {
      const dependency = referencedFile(path, file, options);
      if (!dependency || found.has(dependency)) continue;
      found.add(dependency);
      // An imported partial's own references count, relative to the partial (remark-partials compiles
      // it so). A linked document counts by itself only: its front matter names the link's URL.
      if (imported && /\.mdx?$/.test(dependency)) queue.push({ file: relative(contentRoot, dependency).split('\\').join('/'), source: read(dependency) });
    }
  }
  return [...found];
}

const modifiedAt = (file: string): number | null => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

/**
 * Gives each document (paths under content/) a dependency changed after it the current time, so that
 * contentlayer2, which keeps a document while its file's time is unchanged, compiles it again. A
 * dependency changed since the last compile is newer than the document, since a document's time is
 * never after its compile. Returns the documents touched.
 */
export function touchStaleDocuments(documents: readonly string[], read: (file: string) => string | null, options: DependencyOptions, now = new Date()): string[] {
  const contentRoot = join(options.root, options.contentDir ?? 'content');
  // A partial shared by many documents is read once.
  const texts = new Map<string, string | null>();
  const readOnce = (file: string) => {
    if (!texts.has(file)) texts.set(file, read(file));
    return texts.get(file) ?? null;
  };
  const touched: string[] = [];
  for (const document of documents) {
    const file = join(contentRoot, document);
    const time = modifiedAt(file);
    if (time === null) continue;
    if (documentDependencies(document, readOnce, options).some((dependency) => (modifiedAt(dependency) ?? 0) > time)) {
      utimesSync(file, now, now);
      touched.push(document);
    }
  }
  return touched;
}

/**
 * The Markdown and MDX documents under each of `dirs` (paths under content/), partials and what
 * `docs.exclude` and `blog.exclude` leave out (lib/content/exclude.ts) left out.
 */
export function contentDocuments(contentRoot: string, dirs: readonly string[], exclude: ExcludeOptions): string[] {
  return dirs.flatMap((dir) =>
    existsSync(join(contentRoot, dir))
      ? readdirSync(join(contentRoot, dir), { recursive: true, encoding: 'utf8' })
          .map((file) => `${dir}/${file.split('\\').join('/')}`)
          .filter((path) => /\.mdx?$/.test(path) && !isPartialPath(path) && !isExcludedContent(path, exclude))
      : [],
  );
}

/** A file's text, or null when there is none. */
export const readText = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};
