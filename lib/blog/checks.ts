import type { Finding } from '../checks/findings';
import { inlineAuthorKey, offSitePicture, type Author } from './authors';
import type { Tag } from './tags';
import { isOffSiteUrl } from '../markup/urls';
import { LEGACY_AUTHOR_KEYS, legacyAuthorKeys, type LegacyAuthorField } from './legacy-author-keys';

export class UnknownAuthorError extends Error {
  override name = 'UnknownAuthorError';
}

/**
 * A post's authors: keys into authors.yml, or such a key with fields the post overrides (`{ key, title }`,
 * as in Docusaurus). An unknown key fails the build (naming file and key); an author written inline as
 * an object works but is reported (onInlineAuthors). A post may have none, as in Docusaurus.
 */
export function resolvePostAuthors(value: unknown, authors: ReadonlyMap<string, Author>, file: string): { authors: Author[]; findings: Finding[] } {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const findings: Finding[] = [];
  const resolved = list.map((entry, index): Author => {
    if (typeof entry === 'string') {
      const author = authors.get(entry);
      if (!author) {
        const known = [...authors.keys()].join(', ') || 'none';
        throw new UnknownAuthorError(`${file}: unknown author key "${entry}". Add "${entry}" to content/authors.yml or use one of: ${known}.`);
      }
      return author;
    }
    if (entry && typeof entry === 'object' && typeof (entry as { key?: unknown }).key === 'string') return overriddenAuthor(entry as Record<string, unknown>, authors, file);
    if (entry && typeof entry === 'object' && typeof (entry as { name?: unknown }).name === 'string') {
      const inline = entry as Record<string, string>;
      const imageUrl = typeof inline.image_url === 'string' ? inline.image_url.trim() : undefined;
      findings.push({ check: 'onInlineAuthors', file, message: `author "${inline.name}" is written inline. Move it to content/authors.yml and refer to it by key.` });
      if (imageUrl && isOffSiteUrl(imageUrl)) findings.push({ check: 'onOffSiteResources', file, message: `author "${inline.name}": ${offSitePicture(imageUrl)}` });
      return { key: inlineAuthorKey(index), name: inline.name ?? '', title: inline.title, url: inline.url, imageUrl, socials: {} };
    }
    throw new UnknownAuthorError(`${file}: authors[${index}] must be a key from content/authors.yml.`);
  });
  return { authors: resolved, findings };
}

/**
 * Docusaurus's per-post override of an author of authors.yml, `{ key: slorber, title: … }`: that
 * author, with the fields the post writes in place of theirs (their author page stays theirs).
 */
function overriddenAuthor(entry: Record<string, unknown>, authors: ReadonlyMap<string, Author>, file: string): Author {
  const key = entry.key as string;
  const author = authors.get(key);
  if (!author) throw new UnknownAuthorError(`${file}: unknown author key "${key}" (authors[].key). Add "${key}" to content/authors.yml or use one of: ${[...authors.keys()].join(', ') || 'none'}.`);
  const text = (name: string) => (typeof entry[name] === 'string' ? (entry[name] as string) : undefined);
  const socials = entry.socials && typeof entry.socials === 'object' ? (entry.socials as Record<string, string>) : {};
  return {
    ...author,
    name: text('name') ?? author.name,
    title: text('title') ?? author.title,
    url: text('url') ?? author.url,
    imageUrl: text('image_url') ?? text('imageURL') ?? author.imageUrl,
    email: text('email') ?? author.email,
    socials: { ...author.socials, ...socials },
  };
}

/**
 * What a post's front matter gives as its authors: `authors`, or the one author of Docusaurus's older
 * keys (`author`, `author_title`, `author_url`, `author_image_url` and their camel-case forms) as an
 * inline author. Both at once fail, as in Docusaurus.
 */
export function postAuthors(frontMatter: Readonly<Record<string, unknown>>, file: string): unknown {
  const legacy = legacyAuthorKeys.filter((key) => frontMatter[key] !== undefined && frontMatter[key] !== null);
  if (legacy.length === 0) return frontMatter.authors;
  if (frontMatter.authors !== undefined) {
    throw new UnknownAuthorError(`${file}: front matter sets both "authors" and Docusaurus's older "author" keys. Keep "authors" and remove ${legacy.join(', ')}.`);
  }
  // The snake-case key wins over its camel-case form, as listed first.
  const author: Partial<Record<LegacyAuthorField, string>> = {};
  for (const key of legacy) {
    const value = frontMatter[key];
    if (typeof value === 'string') author[LEGACY_AUTHOR_KEYS[key]] ??= value;
  }
  return author.name === undefined ? [] : [author];
}

/**
 * Tags not declared in content/tags.yml are inline tags: reported (onInlineTags). Without the file
 * (`declared` null) no tag is reported, as Docusaurus checks tags only against a tags file it has.
 */
export function inlineTagFindings(tags: readonly string[], declared: ReadonlyMap<string, Tag> | null, file: string): Finding[] {
  if (declared === null) return [];
  return tags
    .filter((tag) => !declared.has(tag))
    .map((tag) => ({ check: 'onInlineTags', file, message: `tag "${tag}" is not declared in content/tags.yml. Declare it there with a label and description.` }));
}

/** A post without a truncate marker shows in full on the blog list (onUntruncatedBlogPosts). */
export function truncateFinding(truncated: boolean, file: string): Finding[] {
  return truncated ? [] : [{ check: 'onUntruncatedBlogPosts', file, message: 'the post has no truncate marker. Add {/* truncate */} after the opening paragraphs.' }];
}
