import { LEGACY_AUTHOR_KEYS, legacyAuthorKeys } from '../blog/legacy-author-keys';
import { resolveAsset } from './doc-assets';

/**
 * Front matter that names a file beside its page: a doc's or post's `image` (its social card) and a
 * post author's picture written in the post (`authors: [{ name, image_url }]`, `{ key, image_url }`,
 * or the older `author_image_url`). Docusaurus's mdx-loader publishes such a value from beside the page
 * when it starts with `./` (its createAssets); any other value is a URL or a site path, as written.
 */

export interface FrontMatterFileReference {
  /** Where the value is, as the check names it: `image`, `authors[1].image_url`, `author_image_url`. */
  key: string;
  url: string;
}

/** A value Docusaurus reads from beside the page. */
export const namesFileBesidePage = (value: unknown): value is string => typeof value === 'string' && value.startsWith('./');

/** The front matter values of a page that name a file beside it. */
export function frontMatterFileReferences(frontMatter: Readonly<Record<string, unknown>>): FrontMatterFileReference[] {
  const found: FrontMatterFileReference[] = [];
  const add = (key: string, value: unknown) => namesFileBesidePage(value) && found.push({ key, url: value });
  add('image', frontMatter.image);
  const authors = Array.isArray(frontMatter.authors) ? frontMatter.authors : [frontMatter.authors];
  authors.forEach((author, index) => {
    if (!author || typeof author !== 'object') return;
    for (const field of ['image_url', 'imageURL']) add(`authors[${index}].${field}`, (author as Record<string, unknown>)[field]);
  });
  for (const key of legacyAuthorKeys) if (LEGACY_AUTHOR_KEYS[key] === 'image_url') add(key, frontMatter[key]);
  return found;
}

/**
 * The URL a page uses for a front matter value: a file beside the page (`sourceFile`, under content/)
 * is published under its hashed name (lib/content/doc-assets.ts), and the export copies it there.
 * Throws, naming the page, when that file is not there (the authoring check names it first, with its line).
 */
export function frontMatterFileUrl(value: string, sourceFile: string, key: string, options: { root?: string; contentDir?: string; publicDir?: string } = {}): string {
  if (!namesFileBesidePage(value)) return value;
  const resolved = resolveAsset(value, sourceFile, options);
  if (resolved && 'problem' in resolved) throw new Error(`${options.contentDir ?? 'content'}/${sourceFile}: front matter ${key}: ${resolved.problem}`);
  return resolved?.url ?? value;
}
