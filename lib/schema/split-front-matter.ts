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
 * A YAML 1.1 timestamp, as Docusaurus's front matter reader (js-yaml) takes an unquoted date: a day,
 * with one- or two-digit month and day, and optionally a time (seconds and fraction optional) and a
 * zone. Without a zone the time is UTC.
 */
const TIMESTAMP = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:[Tt]|[ \t]+)(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(?:[ \t]*(Z|[-+]\d{1,2}(?::?\d{2})?))?)?$/;

/**
 * A front matter date as an ISO string, read as Docusaurus reads it: `2021-05-01`, `2015-11-3 10:30:00`
 * or `2018-08-27T18:00:00+02:00`, with space around it (a no-break space too) ignored, and a day past
 * the month's end carried into the next month (`2017-02-29` is 1 March), as JavaScript's Date does.
 * Our YAML reader keeps dates as text where Docusaurus's turns them into dates; contentlayer2's turns
 * some into dates too. Text that is no date is returned as written, for the check to name; anything
 * else is undefined.
 */
export function frontMatterDate(value: unknown): string | undefined {
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return undefined;
  const match = TIMESTAMP.exec(value.trim());
  if (!match) return value;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', zone] = match;
  let time = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second), Number(`0.${fraction || '0'}`) * 1000);
  if (zone && zone !== 'Z') {
    const [, sign, hours, minutes = '0'] = /^([-+])(\d{1,2}):?(\d{2})?$/.exec(zone)!;
    time -= (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  }
  return new Date(time).toISOString();
}
