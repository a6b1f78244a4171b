/** Blog posts: URLs, ordering, grouping, pagination and neighbours. Pure functions over post data. */
import { isPartialPath } from '../content/partials';
import { frontMatterDate } from '../schema/split-front-matter';
import { BLOG_BASE } from '../config/blog';
import type { DateLocale } from '../i18n/locale';

export interface PostRef {
  /** ISO date (YYYY-MM-DD…). */
  date: string;
  url: string;
  title: string;
  sourceFile: string;
}

/** A post's URL is its date: /blog/YYYY/MM/DD. */
export function blogPostUrl(isoDate: string): string {
  const day = isoDate.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`"${isoDate}" is not a date (expected YYYY-MM-DD).`);
  return `/blog/${day.replaceAll('-', '/')}`;
}

/**
 * A post's name path: its path under blog/ without `/index` and the extension. For
 * `blog/2021/05-12-launch/index.mdx`, `2021/05-12-launch`. Null for a path that is not Markdown under
 * blog/.
 */
function namePath(path: string): string | null {
  const normalized = path.replaceAll('\\', '/').replace(/^content\//, '');
  return /^blog\/(.+?)(?:\/index)?\.mdx?$/.exec(normalized)?.[1] ?? null;
}

/**
 * Where Docusaurus finds a post's date in its path, and what it keeps around it: any folders before
 * the date, the date with `-` or `/` between year, month and day, then the rest of the name
 * (plugin-content-blog's `parseBlogFileName`, matched against the name path here). `folder` takes as
 * much as it can, so the last date in a path is the one.
 */
const PATH_DATE = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*)$/;

/**
 * Whether a path under content/ is a post's file. As in Docusaurus, every Markdown file under blog/
 * is one (partials, whose names start with `_`, aside): `blog/<name>.md(x)`, a folder of its own
 * (`blog/<name>/index.md(x)`, with its images beside it), a year folder's (`blog/2021/05-12-name.md`,
 * `blog/2021/05/12/name/index.md`) or any other folder's (`blog/releases/3.1/index.md`).
 */
export const isPostPath = (path: string): boolean => namePath(path) !== null && !isPartialPath(path);

/** A calendar date, YYYY-MM-DD with its month and day in two digits, or undefined for a day that does not exist. */
function calendarDate(written: string): string | undefined {
  const [year, month, day] = written.split(/[-/]/).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

export interface PathDate {
  /** The post's date, YYYY-MM-DD. */
  date: string;
  /** The date as the path writes it (`2021/5-12`), which Docusaurus puts in the post's address. */
  written: string;
  /** The folders before the date, with their slash (`releases/`), or empty. */
  folder: string;
  /** The name after the date, or empty. */
  text: string;
}

/** The date a post's path holds, as Docusaurus reads it, or null when it holds none that exists. */
export function pathDateOf(path: string): PathDate | null {
  const groups = PATH_DATE.exec(namePath(path) ?? '')?.groups;
  const date = groups && calendarDate(groups.date!);
  return date ? { date, written: groups.date!, folder: groups.folder!, text: groups.text! } : null;
}

/** A post's name path (`2021/05-12-launch` for `blog/2021/05-12-launch/index.md`), which Docusaurus makes its address when no date is in it. */
export const postNamePath = (path: string): string => namePath(path) ?? '';

/**
 * The title Docusaurus gives a post that has neither a front matter `title` nor a `# heading`: the name
 * after its path's date (`2021-05-01-launch.md` → "launch"), else its name path (`releases/3.1`).
 */
export const fileNameTitleOf = (path: string): string => pathDateOf(path)?.text || postNamePath(path);

/**
 * A post's date as written (front matter `date`, a string or the Date YAML reads), else the date its
 * path holds, as Docusaurus takes it (`blog/2025-01-25-slug.md`, `blog/2025-01-25-slug/index.md` and
 * `blog/2025/01-25-slug/index.md` are dated 2025-01-25). Undefined when neither gives one; a written
 * date that is no date is returned as written, for the check to name.
 */
export function postDateOf(written: unknown, sourceFilePath: string): string | undefined {
  const date = frontMatterDate(written);
  if (date?.trim()) return date;
  return pathDateOf(sourceFilePath)?.date;
}

/** Newest first; posts of the same day keep a stable order by title. */
export function sortPosts<T extends PostRef>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

export interface YearGroup<T> {
  year: string;
  posts: T[];
}

/** Posts grouped by year, newest year first, each group newest first. */
export function groupByYear<T extends PostRef>(posts: readonly T[]): YearGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const post of sortPosts(posts)) {
    const year = post.date.slice(0, 4);
    groups.set(year, [...(groups.get(year) ?? []), post]);
  }
  return [...groups].map(([year, items]) => ({ year, posts: items }));
}

/** The posts a blog sidebar of `count` lists: the newest, grouped by year ('ALL': every post). */
export function sidebarPosts<T extends PostRef>(posts: readonly T[], count: number | 'ALL' = 'ALL'): YearGroup<T>[] {
  return groupByYear(count === 'ALL' ? posts : sortPosts(posts).slice(0, count));
}

/** Posts that would share a URL; `problems` has one line per day, naming every file of that day. */
export class DuplicatePostDateError extends Error {
  override name = 'DuplicatePostDateError';
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    this.problems = problems;
  }
}

const COUNT_WORDS = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine'];

/**
 * Posts of one day would share a URL: fail, naming every file of every such day at once, so that a
 * site with three posts of one day, or several such days, is put right in one run.
 */
export function assertUniquePostUrls(posts: readonly PostRef[]): void {
  const byUrl = new Map<string, PostRef[]>();
  for (const post of posts) byUrl.set(post.url, [...(byUrl.get(post.url) ?? []), post]);
  const problems = [...byUrl.values()]
    .filter((group) => group.length > 1)
    .map((group) => {
      const files = group.map((post) => post.sourceFile);
      // A second Markdown file in a post's folder takes the folder's date: say that it is a post.
      const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/'));
      const besideIndex = files.some((file) => /\/index\.mdx?$/.test(file)) && new Set(files.map(folderOf)).size === 1;
      const fix = besideIndex
        ? 'Every Markdown file under content/blog/ is a post, as in Docusaurus: give this one a date of its own, or start its name with _ to keep it beside the post without publishing it.'
        : `Change the date of ${files.length === 2 ? 'one of them' : 'all but one of them'}.`;
      const count = COUNT_WORDS[files.length] ?? String(files.length);
      return `${count} blog posts are dated ${group[0]!.date.slice(0, 10)} and would share the URL ${group[0]!.url}: ${files.slice(0, -1).join(', ')} and ${files.at(-1)}. ${fix}`;
    });
  if (problems.length > 0) throw new DuplicatePostDateError(problems);
}

export interface Page<T> {
  items: T[];
  page: number;
  totalPages: number;
  /** URL of each page: /blog, /blog/page/2, … */
  url: string;
  previousUrl: string | null;
  nextUrl: string | null;
}

export function blogListPageUrl(page: number, base = BLOG_BASE): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

/** Splits posts into pages of `postsPerPage` (all on one for 'ALL'); there is always at least one (possibly empty) page. */
export function paginate<T>(items: readonly T[], postsPerPage: number | 'ALL', base = BLOG_BASE): Page<T>[] {
  const perPage = postsPerPage === 'ALL' ? Math.max(1, items.length) : postsPerPage;
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  return Array.from({ length: totalPages }, (_, i) => {
    const page = i + 1;
    return {
      items: items.slice(i * perPage, page * perPage),
      page,
      totalPages,
      url: blogListPageUrl(page, base),
      previousUrl: page > 1 ? blogListPageUrl(page - 1, base) : null,
      nextUrl: page < totalPages ? blogListPageUrl(page + 1, base) : null,
    };
  });
}

/** Newer and older neighbours of a post, in newest-first order. */
export function postNeighbours<T extends PostRef>(posts: readonly T[], url: string): { newer: T | null; older: T | null } {
  const sorted = sortPosts(posts);
  const index = sorted.findIndex((post) => post.url === url);
  if (index === -1) return { newer: null, older: null };
  return { newer: sorted[index - 1] ?? null, older: sorted[index + 1] ?? null };
}

/** "January 25, 2025" for a YYYY-MM-DD date, independent of the machine's time zone. */
export function formatPostDate(isoDate: string, { locale, calendar }: DateLocale): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC', calendar }).format(new Date(Date.UTC(year, month - 1, day)));
}
