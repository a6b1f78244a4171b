/** Blog posts: URLs, ordering, grouping, pagination and neighbours. Pure functions over post data. */
import { frontMatterDate } from '../schema/split-front-matter';

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
 * A post's file, as a path under content/: `blog/<name>.md(x)`, or Docusaurus's folder of its own,
 * `blog/<name>/index.md(x)`, with its images beside it.
 */
const POST_PATH = /^blog\/([^/]+?)(?:\.mdx?|\/index\.mdx?)$/;

/** Whether a path under content/ (forward slashes) is a post's file. */
export const isPostPath = (path: string): boolean => POST_PATH.test(path);

/** The name that dates and names a post: its file's, or its folder's for `index.md(x)`. */
export function postName(path: string): string {
  const normalized = path.replaceAll('\\', '/').replace(/^content\//, '');
  const match = POST_PATH.exec(normalized);
  if (match) return match[1]!;
  return (normalized.split('/').at(-1) ?? '').replace(/\.mdx?$/, '');
}

/**
 * For a post Docusaurus keeps in date folders (`blog/2021/05-12-name/index.md`,
 * `blog/2021/05/12/name.md`), the path this site reads it from (`blog/2021-05-12-name/index.md`,
 * `blog/2021-05-12-name.md`); its date and Docusaurus address stay the same. Null for another path.
 */
export function flatPostPath(path: string): string | null {
  const match = /^blog\/(\d{4})\/(\d{2})[/-](\d{2})[/-]([^/]+?)(\/index\.mdx?|\.mdx?)$/.exec(path.replaceAll('\\', '/'));
  return match ? `blog/${match[1]}-${match[2]}-${match[3]}-${match[4]}${match[5]}` : null;
}

/** A name that starts with its post's date, as Docusaurus names posts: `2025-01-25-slug.md`. */
const DATED_NAME = /^(\d{4}-\d{2}-\d{2})(?:[-_.]|$)/;

/**
 * A post's date as written (front matter `date`, a string or the Date YAML reads), else the date its
 * name starts with, as Docusaurus takes it (`blog/2025-01-25-slug.md` and
 * `blog/2025-01-25-slug/index.md` are dated 2025-01-25). Undefined when neither gives one; a written
 * date that is no date is returned as written, for the check to name.
 */
export function postDateOf(written: unknown, sourceFilePath: string): string | undefined {
  const date = frontMatterDate(written);
  if (date?.trim()) return date;
  return DATED_NAME.exec(postName(sourceFilePath))?.[1];
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

export class DuplicatePostDateError extends Error {
  override name = 'DuplicatePostDateError';
}

/** Two posts on one day would share a URL: fail, naming both files. */
export function assertUniquePostUrls(posts: readonly PostRef[]): void {
  const seen = new Map<string, PostRef>();
  for (const post of posts) {
    const other = seen.get(post.url);
    if (other) {
      throw new DuplicatePostDateError(
        `Two blog posts are dated ${post.date.slice(0, 10)} and would share the URL ${post.url}: ${other.sourceFile} and ${post.sourceFile}. Change the date of one of them.`,
      );
    }
    seen.set(post.url, post);
  }
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

export function blogListPageUrl(page: number, base = '/blog'): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

/** Splits posts into pages of `perPage`; there is always at least one (possibly empty) page. */
export function paginate<T>(items: readonly T[], perPage: number, base = '/blog'): Page<T>[] {
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
export function formatPostDate(isoDate: string, locale = 'en-US'): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}
