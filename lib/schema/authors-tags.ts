import { z } from 'zod';

/**
 * content/authors.yml and content/tags.yml: one schema each. Messages name the file, the key and the
 * field; lib/blog/authors.ts and lib/blog/tags.ts turn the checked data into the site's types.
 */

const text = z.string().trim();

export const authorSchema = z.object({
  name: z.string({ error: 'has no name. Add "name: …".' }).trim().min(1, 'has no name. Add "name: …".'),
  title: text.optional(),
  url: text.optional(),
  // A picture on another host is checked by lib/blog/authors.ts (onOffSiteResources), not refused here.
  image_url: text.optional(),
  email: text.optional(),
  location: text.optional(),
  tagline: text.optional(),
  bio: text.optional(),
  page: z.unknown().optional(),
  socials: z.record(z.string(), z.string()).optional(),
});

export const authorsFileSchema = z.record(z.string(), authorSchema);

export const tagEntrySchema = z.object({ label: z.string().optional(), description: z.string().optional(), permalink: z.string().optional() }).nullable();

export const tagsFileSchema = z.record(z.string(), tagEntrySchema);

/** A problem of content/authors.yml or content/tags.yml; each on its own, for a check that lists them one a line. */
export class DataFileError extends Error {
  override name = 'DataFileError';
  readonly problems: readonly string[];
  constructor(problems: string | readonly string[]) {
    const list = typeof problems === 'string' ? [problems] : problems;
    super(list.join('\n'));
    this.problems = list;
  }
}

export type AuthorEntry = z.infer<typeof authorSchema>;
export type TagEntry = NonNullable<z.infer<typeof tagEntrySchema>>;

/**
 * Every problem of a file, one per author or tag and field, as "<file>:<line>: <kind> "<key>" …",
 * the line being the field's, or else the key's (when the text is given and the key found). All of them, not
 * the first: a Docusaurus site's authors.yml points every avatar at GitHub, and naming one per run
 * made the author rerun the check once per author.
 */
export function fileProblems(error: z.ZodError, file: string, kind: 'author' | 'tag', text = ''): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const issue of error.issues) {
    const [key, field] = issue.path.map(String);
    const where = key === undefined ? key : `${key}\0${field ?? ''}`;
    if (where !== undefined && seen.has(where)) continue;
    if (where !== undefined) seen.add(where);
    const line = key === undefined ? undefined : entryLine(text, key, field);
    problems.push(problemOf(issue, line === undefined ? file : `${file}:${line}`, kind));
  }
  return problems;
}

/**
 * The 1-based line of a top-level key of a YAML map (plain or quoted), or of one of its fields when
 * the field is written on a line of its own inside the key's block; undefined when not found.
 */
export function entryLine(text: string, key: string, field?: string): number | undefined {
  const lines = text.split(/\r?\n/);
  const written = (name: string) => [name, `"${name}"`, `'${name}'`];
  const start = lines.findIndex((line) => written(key).some((w) => line.startsWith(`${w}:`)));
  if (start === -1) return undefined;
  if (field === undefined) return start + 1;
  for (let i = start + 1; i < lines.length && !/^\S/.test(lines[i]!); i++) {
    const trimmed = lines[i]!.trimStart();
    if (written(field).some((w) => trimmed.startsWith(`${w}:`))) return i + 1;
  }
  return start + 1;
}

function problemOf(issue: z.core.$ZodIssue, file: string, kind: 'author' | 'tag'): string {
  const [key, field, ...rest] = issue.path.map(String);
  if (key === undefined) return `${file}: expected a map of ${kind} keys, e.g. ${kind === 'author' ? '"robin: { name: Robin Vale }"' : '"vital: { label: Vital }"'}.`;
  if (field === undefined) return `${file}: ${kind} "${key}" must be a map${kind === 'author' ? ' with at least a name' : ' with a label'}.`;
  if (field === 'name') return `${file}: ${kind} "${key}" ${issue.message}`;
  if (issue.code === 'custom') return `${file}: ${kind} "${key}" ${field} ${issue.message}`;
  if (field === 'socials') {
    return rest.length > 0 ? `${file}: ${kind} "${key}" socials.${rest.join('.')} must be text.` : `${file}: ${kind} "${key}" socials must be a map of platform to handle or URL.`;
  }
  return `${file}: ${kind} "${key}" field "${field}" must be text.`;
}
