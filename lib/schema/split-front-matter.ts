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
  /** How many lines the front matter takes, both `---` included: the body starts on the next one. */
  lines: number;
  /** A YAML syntax error, or front matter that is not a map. */
  error?: string;
}

/** The front matter of a Markdown or MDX source as data, and the body after it. */
export function splitFrontMatter(source: string): SplitFrontMatter {
  const text = source.replace(/^\uFEFF/, '');
  const match = FRONT_MATTER.exec(text);
  if (!match) return { data: {}, body: text, lines: 0 };
  const body = text.slice(match[0].length);
  const lines = match[0].split(/\r?\n/).length - (match[0].endsWith('\n') ? 1 : 0);
  let data: unknown;
  try {
    data = parse(match[1] ?? '');
  } catch (error) {
    return { data: {}, body, lines, error: `the front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}` };
  }
  if (data === null || data === undefined) return { data: {}, body, lines };
  if (typeof data !== 'object' || Array.isArray(data)) return { data: {}, body, lines, error: 'the front matter must be a map of keys to values.' };
  return { data: data as Record<string, unknown>, body, lines };
}

/**
 * A front matter date as text. Some YAML readers (contentlayer's among them) turn an unquoted date
 * into a Date; others keep the string. Undefined for anything else.
 */
export function frontMatterDate(value: unknown): string | undefined {
  return value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : undefined;
}
