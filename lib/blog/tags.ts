import { parse } from 'yaml';
import GithubSlugger from 'github-slugger';

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
  if (typeof data !== 'object' || Array.isArray(data)) throw new Error(`${file}: expected a map of tag keys, e.g. "vital: { label: Vital }".`);
  const tags = new Map<string, Tag>();
  for (const [key, raw] of Object.entries(data as Record<string, unknown>)) {
    const value = (raw ?? {}) as Record<string, unknown>;
    if (typeof value !== 'object') throw new Error(`${file}: tag "${key}" must be a map with a label.`);
    const label = typeof value.label === 'string' ? value.label : key;
    const description = typeof value.description === 'string' ? value.description : undefined;
    tags.set(key, { key, label, description, url: tagUrl(key) });
  }
  return tags;
}

/** A tag for a key, declared or not (an undeclared tag is an inline tag: it still works, with a warning). */
export function tagFor(key: string, declared: ReadonlyMap<string, Tag>): Tag {
  return declared.get(key) ?? { key, label: key, url: tagUrl(key) };
}
