import picomatch from 'picomatch';
import { isDocContentPath, versionOfContentPath } from '../docs/versioning';
import { blogOptions } from '../config/blog';
import { isPartialPath } from './partials';

/**
 * Docusaurus's `exclude` option of the docs and blog plugins: globs naming Markdown files under the
 * docs or blog folder that are not pages (a folder's README.md for the site's maintainers, notes).
 * A docs pattern is read from each version's folder (docs/, and every versioned_docs/version-<name>/),
 * a blog pattern from blog/, and a pattern that names a folder leaves out all it holds, as
 * Docusaurus's file lister (globby's `ignore`, fast-glob's) reads them. Partials (a file or folder whose
 * name starts with `_`, lib/content/partials.ts) are left out whatever the option says.
 *
 * This file is the one place that decides: the content build (contentlayer.config.ts, through
 * excludeGlobs), the authoring check, the stale-document scan and the post listing all ask it.
 */

/** The options this reads: site.config.ts's `docs.exclude` and `blog.exclude` (none with `blog: false`). */
export interface ExcludeOptions {
  docs: { exclude?: readonly string[] };
  blog: { exclude?: readonly string[] } | false;
}

/** The patterns of a section's `exclude`. */
const patternsOf = (options: ExcludeOptions, section: 'docs' | 'blog') => (section === 'docs' ? options.docs.exclude : blogOptions(options)?.exclude);

/** A pattern as written, without a leading `./` (fast-glob drops it too). */
const normalizePattern = (pattern: string) => pattern.replace(/^(?:\.\/)+/, '');

const matchers = new WeakMap<readonly string[], ((path: string) => boolean)[]>();

/** The patterns, or none for a value that is not a list (the configuration check names it). */
const listOf = (patterns: readonly string[] | undefined): readonly string[] => (Array.isArray(patterns) ? patterns : []);

/** One matcher per pattern, made once per list. `dot`: fast-glob matches its ignore patterns so. */
function matchersOf(patterns: readonly string[]): ((path: string) => boolean)[] {
  let made = matchers.get(patterns);
  if (!made) {
    made = patterns.map((pattern) => {
      // A pattern that is not a string is the configuration check's to name (lib/config/schema.ts).
      if (typeof pattern !== 'string') return () => false;
      const matches = picomatch(normalizePattern(pattern), { dot: true });
      // One argument: a second one asks picomatch for a result object, which is always truthy.
      return (path: string) => matches(path);
    });
    matchers.set(patterns, made);
  }
  return made;
}

/** The section of a path under content/ and its path within that section's folder (a version's, for a doc). */
function sectionPath(path: string): { section: 'docs' | 'blog'; within: string } | null {
  const normalized = path.replaceAll('\\', '/').replace(/^(?:\.\/)+/, '');
  if (isDocContentPath(normalized)) return { section: 'docs', within: versionOfContentPath(normalized).docsPath.slice('docs/'.length) };
  if (normalized.startsWith('blog/')) return { section: 'blog', within: normalized.slice('blog/'.length) };
  return null;
}

/**
 * The pattern of `docs.exclude` (or `blog.exclude`) that leaves `path`, a path under content/
 * (`docs/a/README.md`, `versioned_docs/version-1.0/README.md`, `blog/notes.md`), out of the build,
 * or null when none does. The file's folders are tried too, so `drafts` leaves out drafts/x.md.
 */
export function excludingPattern(path: string, options: ExcludeOptions): string | null {
  const at = sectionPath(path);
  if (!at) return null;
  const patterns = listOf(patternsOf(options, at.section));
  if (patterns.length === 0) return null;
  const segments = at.within.split('/');
  const candidates = [at.within, ...segments.slice(0, -1).map((_, i) => segments.slice(0, i + 1).join('/'))];
  const index = matchersOf(patterns).findIndex((matches) => candidates.some(matches));
  return index === -1 ? null : patterns[index]!;
}

/**
 * Docusaurus's default `exclude` of the docs and blog plugins (its GlobExcludeDefault): partials, files
 * in a `_` folder, and tests. A site's own `exclude` replaces it there rather than adding to it.
 */
export const DOCUSAURUS_DEFAULT_EXCLUDE: readonly string[] = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

/**
 * Whether Docusaurus would build the partial at `path` (under content/) as a page: the site's own
 * `exclude` replaced Docusaurus's default list, and none of its patterns names the file. Here a
 * partial is never a page, so the check says so rather than let a page of the moved site vanish.
 */
export function isPartialDocusaurusBuilds(path: string, options: ExcludeOptions): boolean {
  const at = sectionPath(path);
  if (!at || !isPartialPath(path) || !Array.isArray(patternsOf(options, at.section))) return false;
  return excludingPattern(path, options) === null;
}

/** Whether `path` (under content/) is left out by `docs.exclude` or `blog.exclude`. */
export const isExcludedContent = (path: string, options: ExcludeOptions): boolean => excludingPattern(path, options) !== null;

/**
 * The same patterns in the form contentlayer2's `contentDirExclude` takes them: globs from the content
 * folder, which its file lister (fast-glob) and its watcher (chokidar) ignore. Each docs pattern is
 * put under each docs folder (`docsDirs`, from content/: docs, versioned_docs/version-1.0, or a
 * version folder outside content/ as ../e2e/versions/versioned_docs/version-1.0).
 */
export function excludeGlobs(options: ExcludeOptions, docsDirs: readonly string[]): string[] {
  const under = (dir: string, patterns: readonly string[] | undefined) =>
    listOf(patterns).filter((pattern) => typeof pattern === 'string').map((pattern) => `${dir.replace(/\/+$/, '')}/${normalizePattern(pattern)}`);
  return [...docsDirs.flatMap((dir) => under(dir, options.docs.exclude)), ...under('blog', patternsOf(options, 'blog'))];
}
