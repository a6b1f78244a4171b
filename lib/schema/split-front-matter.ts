import { parse } from 'yaml';

/**
 * The one front matter reader of the site (YAML between `---` lines), for the checks, the search text
 * and the tests. Kept free of the schemas so that light modules can use it.
 */

/** A BOM at the start and CRLF line endings are common in files edited on Windows. */
const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

export interface SplitFrontMatter {
  data: Record<string, unknown>;
  /** The text after the closing `---`. */
  body: string;
  /** A YAML syntax error, or front matter that is not a map. */
  error?: string;
}

/** The front matter of a Markdown or MDX source as data, and the body after it. */
export function splitFrontMatter(source: string): SplitFrontMatter {
  const text = source.replace(/^\uFEFF/, '');
  const match = FRONT_MATTER.exec(text);
  if (!match) return { data: {}, body: text };
  const body = text.slice(match[0].length);
  let data: unknown;
  try {
    data = parse(match[1] ?? '');
  } catch (error) {
    return { data: {}, body, error: `the front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}` };
  }
  if (data === null || data === undefined) return { data: {}, body };
  if (typeof data !== 'object' || Array.isArray(data)) return { data: {}, body, error: 'the front matter must be a map of keys to values.' };
  return { data: data as Record<string, unknown>, body };
}

/**
 * A front matter date as text. Some YAML readers (contentlayer's among them) turn an unquoted date
 * into a Date; others keep the string. Undefined for anything else.
 */
export function frontMatterDate(value: unknown): string | undefined {
  return value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : undefined;
}
