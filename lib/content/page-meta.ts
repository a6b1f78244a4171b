/**
 * "Last updated" and "Edit this page" (Docusaurus's doc and blog footer): the pure parts. The git
 * reading lives in lib/content/git-last-update.ts; this file parses its output and merges it with
 * front matter and the site config, so it can be tested on a fake `git log`.
 */
import { frontMatterDate } from '../schema/split-front-matter';
import type { DateLocale } from '../i18n/locale';

export interface LastUpdate {
  /** ISO date-time of the last change, or undefined when unknown or not shown. */
  date?: string;
  author?: string;
}

/** The separator the batched `git log` prints before each commit (see GIT_LOG_ARGS). */
export const COMMIT_MARK = '\u0001commit';

/**
 * One `git log` for the whole content folder, newest first: each commit prints the mark, its
 * committer date and author name, then (with --name-only) the files it touched. The first commit
 * that names a file is its last change. --no-renames keeps each path as it is now.
 */
export const GIT_LOG_ARGS = ['log', '--no-renames', '--name-only', '--no-color', `--format=${COMMIT_MARK}%n%cI%n%an`];

/** Each file's last change from the output of `git log GIT_LOG_ARGS` (paths relative to the repository root). */
export function parseGitLog(output: string): Map<string, Required<LastUpdate>> {
  const byFile = new Map<string, Required<LastUpdate>>();
  for (const block of output.split(COMMIT_MARK)) {
    const lines = block.split('\n').map((line) => line.trim());
    while (lines.length && lines[0] === '') lines.shift();
    const [date, author, ...files] = lines;
    if (!date || author === undefined) continue;
    for (const file of files) {
      if (file && !byFile.has(file)) byFile.set(file, { date, author });
    }
  }
  return byFile;
}

/** Both off unless set, as in Docusaurus. */
export interface LastUpdateOptions {
  showLastUpdateTime?: boolean;
  showLastUpdateAuthor?: boolean;
}

/** Front matter `last_update: { date, author }` overrides either part of git's answer, as in Docusaurus. */
export function mergeLastUpdate(fromGit: LastUpdate | undefined, frontMatter: unknown, options: LastUpdateOptions): LastUpdate | undefined {
  const own = isRecord(frontMatter) ? frontMatter : {};
  const ownDate = frontMatterDate(own.date);
  const ownAuthor = typeof own.author === 'string' ? own.author : undefined;
  const date = options.showLastUpdateTime ? (ownDate ?? fromGit?.date) : undefined;
  const author = options.showLastUpdateAuthor ? (ownAuthor ?? fromGit?.author) : undefined;
  return date || author ? { date, author } : undefined;
}

/** "Nov 23, 2026", as Docusaurus writes the date (UTC, so the build machine's zone does not matter). */
export function formatLastUpdateDate(iso: string, { locale, calendar }: DateLocale): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC', calendar }).format(new Date(iso));
}

/** The `datetime` attribute: the calendar day of the change. */
export function lastUpdateDatetime(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}

export interface EditUrlParams {
  /** The file's path relative to its content root (`content/docs` or `content/blog`). */
  path: string;
  /** That content root, from the project's folder (`content/blog`, `content/versioned_docs/version-2.0`). */
  dirPath: string;
  permalink: string;
  locale: string;
}

/**
 * What Docusaurus hands an `editUrl` function besides the file's path: the folder of the file's
 * version (`versionDocsDirPath`) and the version's name (`version`, `current` for docs/), or the
 * blog's folder (`blogDirPath`). Casbin's site writes
 * `({ blogDirPath, blogPath }) => `…/edit/master/${blogDirPath}/${blogPath}``; without the folder,
 * every post's edit link would name a folder "undefined".
 */
type EditUrlFields<K extends 'docPath' | 'blogPath'> = K extends 'blogPath' ? { blogPath: string; blogDirPath: string } : { docPath: string; versionDocsDirPath: string; version: string };

/** A base URL (the file's folder and path are appended) or a function of the page, as Docusaurus's `editUrl`. */
export type EditUrlOption<K extends 'docPath' | 'blogPath'> = string | ((params: EditUrlFields<K> & { permalink: string; locale: string }) => string | undefined);

/** The name of the docs version whose files are in `dirPath`, as Docusaurus names it: `current` for docs/. */
function versionOfDir(dirPath: string): string {
  return /\/version-([^/]+)$/.exec(dirPath)?.[1] ?? 'current';
}

/**
 * The "Edit this page" address: front matter `custom_edit_url` wins (null hides the link), then the
 * config's `editUrl`; undefined shows no link. A URL names the site's folder in its repository, as in
 * Docusaurus, which appends the file's folder from there (`content/docs`, a version's
 * `content/versioned_docs/version-2.0`, `content/blog`) and its path: a moved site's
 * `editUrl: '…/tree/master/website'` leads to `…/website/content/docs/intro.mdx`.
 */
export function resolveEditUrl<K extends 'docPath' | 'blogPath'>(
  key: K,
  editUrl: EditUrlOption<K> | undefined,
  customEditUrl: unknown,
  params: EditUrlParams,
): string | undefined {
  if (customEditUrl === null) return undefined;
  if (typeof customEditUrl === 'string' && customEditUrl !== '') return customEditUrl;
  if (editUrl === undefined) return undefined;
  if (typeof editUrl === 'function') {
    const folder = key === 'blogPath' ? { blogDirPath: params.dirPath } : { versionDocsDirPath: params.dirPath, version: versionOfDir(params.dirPath) };
    return editUrl({ [key]: params.path, ...folder, permalink: params.permalink, locale: params.locale } as unknown as EditUrlFields<K> & { permalink: string; locale: string }) || undefined;
  }
  return `${editUrl.replace(/\/+$/, '')}/${[...params.dirPath.split('/'), ...params.path.split('/')].map(encodeURIComponent).join('/')}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What the footer row of a doc or post shows. */
export interface PageMeta {
  editUrl?: string;
  lastUpdate?: LastUpdate;
}
