import { parse } from 'yaml';
import type { Finding } from '../checks/findings';
import { isOffSiteUrl } from '../markup/urls';
import { authorsFileSchema, DataFileError, entryLine, fileProblems } from '../schema/authors-tags';

/** An author of content/authors.yml. The site owner is one of them (site.config `owner`). */
export interface Author {
  key: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  email?: string;
  location?: string;
  tagline?: string;
  bio?: string;
  socials: Record<string, string>;
}

const SOCIAL_BASES: Record<string, string> = {
  github: 'https://github.com/',
  linkedin: 'https://www.linkedin.com/in/',
  x: 'https://x.com/',
  twitter: 'https://x.com/',
  stackoverflow: 'https://stackoverflow.com/users/',
};

/** A social handle or URL as a full URL. */
export function socialUrl(platform: string, value: string): string {
  if (/^https?:\/\//.test(value)) return value;
  const base = SOCIAL_BASES[platform];
  return base ? `${base}${value}` : value;
}

/** Parses and checks authors.yml; any problem names the file, the author key and the field. */
export function parseAuthors(text: string, file = 'content/authors.yml'): Map<string, Author> {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new DataFileError(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  if (data === null || data === undefined) throw new DataFileError(`${file} is missing or empty. Add at least the site owner, e.g. "robin: { name: Robin Vale }".`);
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new DataFileError(`${file}: expected a map of author keys to authors, e.g. "robin: { name: Robin Vale }".`);
  }
  const checked = authorsFileSchema.safeParse(data);
  if (!checked.success) throw new DataFileError(fileProblems(checked.error, file, 'author', text));
  const authors = new Map<string, Author>();
  for (const [key, value] of Object.entries(checked.data)) {
    const socials = Object.fromEntries(Object.entries(value.socials ?? {}).map(([platform, handle]) => [platform, socialUrl(platform, handle)]));
    authors.set(key, {
      key,
      name: value.name,
      title: value.title,
      url: value.url,
      imageUrl: value.image_url,
      email: value.email,
      location: value.location,
      tagline: value.tagline,
      bio: value.bio,
      socials,
    });
  }
  return authors;
}

/**
 * What a picture on another host means, and its fix. Docusaurus sites point avatars at GitHub; here
 * every picture is the site's own, so that it loads offline, unless `checks.onOffSiteResources` is
 * 'warn' (then the page shows it, and the Content-Security-Policy allows its host).
 */
export const offSitePicture = (url: string) =>
  `the picture ${url} is on another host, and the site loads nothing from other hosts. Save it under public/img/authors/ and write its path, such as /img/authors/robin.png; checks.onOffSiteResources: 'warn' in site.config.ts lets the page load it.`;

/** The authors of authors.yml whose picture is on another host, each at its line (onOffSiteResources). */
export function offSitePictureFindings(text: string, authors: ReadonlyMap<string, Author>, file = 'content/authors.yml'): Finding[] {
  return [...authors.values()]
    .filter((author) => author.imageUrl !== undefined && isOffSiteUrl(author.imageUrl))
    .map((author) => {
      const line = entryLine(text, author.key, 'image_url');
      return { check: 'onOffSiteResources', file: line === undefined ? file : `${file}:${line}`, message: `author "${author.key}": ${offSitePicture(author.imageUrl!)}` };
    });
}

/** An author's page. */
export function authorUrl(key: string): string {
  return `/blog/authors/${key}`;
}

/** The key a post's author written inline gets (lib/blog/checks.ts): its place in that post's list, so no key of its own. */
const INLINE_AUTHOR_PREFIX = 'inline-';
export const inlineAuthorKey = (index: number): string => `${INLINE_AUTHOR_PREFIX}${index}`;

/** An author written in a post's front matter, not in content/authors.yml: as in Docusaurus, it has no page. */
export const isInlineAuthor = (author: Pick<Author, 'key'>): boolean => author.key.startsWith(INLINE_AUTHOR_PREFIX);

/**
 * The authors of content/authors.yml that have posts, with their counts: those the author pages and
 * /blog/authors list. Inline authors are left out: their keys are only places in one post's list, so
 * the second post's first inline author would share the first post's page, under that author's name.
 */
export function authorsWithPosts(posts: readonly { authors: readonly Author[] }[]): { author: Author; count: number }[] {
  const counts = new Map<string, { author: Author; count: number }>();
  for (const post of posts) {
    for (const author of post.authors) if (!isInlineAuthor(author)) counts.set(author.key, { author, count: (counts.get(author.key)?.count ?? 0) + 1 });
  }
  return [...counts.values()];
}
