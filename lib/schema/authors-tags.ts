import { z } from 'zod';
import { isOffSiteUrl } from '../markup/urls';

/**
 * content/authors.yml and content/tags.yml: one schema each. Messages name the file, the key and the
 * field; lib/blog/authors.ts and lib/blog/tags.ts turn the checked data into the site's types.
 */

const text = z.string().trim();

/** Docusaurus sites point avatars at GitHub; here every picture is the site's own, so it loads offline. */
const OFF_SITE_PICTURE = 'is on another host, and the site requests nothing from other hosts. Save the picture under public/img/authors/ and write its path, such as /img/authors/robin.png.';

export const authorSchema = z.object({
  name: z.string({ error: 'has no name. Add "name: …".' }).trim().min(1, 'has no name. Add "name: …".'),
  title: text.optional(),
  url: text.optional(),
  image_url: text.refine((url) => !isOffSiteUrl(url), OFF_SITE_PICTURE).optional(),
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

export type AuthorEntry = z.infer<typeof authorSchema>;
export type TagEntry = NonNullable<z.infer<typeof tagEntrySchema>>;

/** The first problem of a file, as "<file>: <kind> "<key>" <field>: <problem>". */
export function firstProblem(error: z.ZodError, file: string, kind: 'author' | 'tag'): string {
  const issue = error.issues[0]!;
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
