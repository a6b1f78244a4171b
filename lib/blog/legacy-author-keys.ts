/**
 * Docusaurus's older front matter for a post's one author, which Docusaurus 3 still reads: each key
 * with the field of an inline author it gives (`name`, `title`, `url`, `image_url`). The one list the
 * front matter schema, the content build's fields and `postAuthors` (lib/blog/checks.ts) read.
 */
export const LEGACY_AUTHOR_KEYS = {
  author: 'name',
  author_title: 'title',
  authorTitle: 'title',
  author_url: 'url',
  authorURL: 'url',
  author_image_url: 'image_url',
  authorImageURL: 'image_url',
} as const;

export type LegacyAuthorKey = keyof typeof LEGACY_AUTHOR_KEYS;
export type LegacyAuthorField = (typeof LEGACY_AUTHOR_KEYS)[LegacyAuthorKey];

export const legacyAuthorKeys = Object.keys(LEGACY_AUTHOR_KEYS) as LegacyAuthorKey[];
