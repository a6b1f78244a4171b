import { parse } from 'yaml';
import GithubSlugger from 'github-slugger';
import { tagsFileSchema, DataFileError, fileProblems } from '../schema/authors-tags';

export interface Tag {
  key: string;
  label: string;
  description?: string;
  url: string;
}

export const TAGS_BASE = '/blog/tags';

export function tagUrl(key: string): string {
  return `${TAGS_BASE}/${new GithubSlugger().slug(key)}`;
}

/** Parses content/tags.yml: tag key to label and description. */
export function parseTags(text: string, file = 'content/tags.yml'): Map<string, Tag> {
  const data = parse(text) as unknown;
  if (data === null || data === undefined) return new Map();
  const checked = tagsFileSchema.safeParse(data);
  if (!checked.success) throw new DataFileError(fileProblems(checked.error, file, 'tag', text));
  const tags = new Map<string, Tag>();
  for (const [key, value] of Object.entries(checked.data)) {
    tags.set(key, { key, label: value?.label ?? key, description: value?.description, url: tagUrl(key) });
  }
  return tags;
}

/** A tag for a key, declared or not (an undeclared tag is an inline tag: it still works, with a warning). */
export function tagFor(key: string, declared: ReadonlyMap<string, Tag>): Tag {
  return declared.get(key) ?? { key, label: key, url: tagUrl(key) };
}
