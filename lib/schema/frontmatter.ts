import { z } from 'zod';
import { LEGACY_AUTHOR_KEYS, type LegacyAuthorField, type LegacyAuthorKey } from '../blog/legacy-author-keys';

/**
 * Front matter: one parser for every content file, and one zod schema per kind of page. A key's
 * `.describe()` text is the expected type an error message names, so the schema is also the
 * documentation of what each key takes.
 */

export { splitFrontMatter, type SplitFrontMatter } from './split-front-matter';

const tocLevel = z.number().int().min(2).max(6);
/** A doc id or null (null hides the link, as in Docusaurus). */
const docIdOrNull = z.string().nullable();

/** A tag as a key (declared in content/tags.yml or inline) or inline as an object. */
export const tagSchema = z.union([z.string().min(1), z.object({ label: z.string().min(1), permalink: z.string().min(1), description: z.string().optional() })]);

const lastUpdateSchema = z.object({ date: z.union([z.string(), z.date()]).optional(), author: z.string().optional() });

/** Docusaurus 3's doc front matter, as the classic docs plugin accepts it. */
const docKeys = {
  id: z
    .string()
    .min(1)
    .regex(/^[^/]+$/, 'an id without "/"')
    .describe('a text id without "/"'),
  title: z.string().describe('text'),
  description: z.string().describe('text'),
  slug: z.string().describe('a URL path such as "/guide" or "guide"'),
  sidebar_label: z.string().describe('text'),
  sidebar_position: z.number().describe('a number'),
  sidebar_class_name: z.string().describe('a class name'),
  hide_title: z.boolean().describe('true or false'),
  hide_table_of_contents: z.boolean().describe('true or false'),
  toc_min_heading_level: tocLevel.describe('a whole number from 2 to 6'),
  toc_max_heading_level: tocLevel.describe('a whole number from 2 to 6'),
  pagination_label: z.string().describe('text'),
  pagination_prev: docIdOrNull.describe('a doc id or null'),
  pagination_next: docIdOrNull.describe('a doc id or null'),
  parse_number_prefixes: z.boolean().describe('true or false'),
  keywords: z.array(z.string()).describe('a list of text'),
  image: z.string().describe('an image path or URL'),
  tags: z.array(tagSchema).describe('a list of tag keys or {label, permalink} maps'),
  draft: z.boolean().describe('true or false'),
  unlisted: z.boolean().describe('true or false'),
  last_update: lastUpdateSchema.describe('a map with date and/or author'),
  custom_edit_url: z.string().nullable().describe('a URL or null'),
  format: z.enum(['md', 'mdx', 'detect']).describe('"md", "mdx" or "detect"'),
};

const tocLevelsInOrder = (fm: { toc_min_heading_level?: number; toc_max_heading_level?: number }) =>
  fm.toc_min_heading_level === undefined || fm.toc_max_heading_level === undefined || fm.toc_min_heading_level <= fm.toc_max_heading_level;
const tocLevelsOutOfOrder = { message: 'toc_min_heading_level must not be above toc_max_heading_level', path: ['toc_min_heading_level'] };

export const docFrontMatterSchema = z.object(docKeys).partial().refine(tocLevelsInOrder, tocLevelsOutOfOrder);

export type DocFrontMatter = z.infer<typeof docFrontMatterSchema>;

/** Keys of Docusaurus's doc front matter that have no effect on this site's docs, and why. */
const ignoredDocKeys = {
  sidebar_custom_props: '"sidebar_custom_props" has no effect: only a swizzled sidebar reads custom props, and this site has none; remove it',
  displayed_sidebar: '"displayed_sidebar" has no effect: a doc shows the sidebar that lists it (sidebars.ts); add the doc there, or remove the key',
};

const legacyAuthorValues: Record<LegacyAuthorField, string> = { name: "the author's name", title: 'text', url: 'a URL', image_url: 'an image path or URL' };
const legacyAuthorSchema = Object.fromEntries(Object.entries(LEGACY_AUTHOR_KEYS).map(([key, field]) => [key, z.string().describe(legacyAuthorValues[field])])) as Record<LegacyAuthorKey, z.ZodString>;

/** A blog post's front matter: the keys of Docusaurus's blog that take effect here. */
const postKeys = {
  title: z.string().describe('text'),
  // Without it, the date the file name starts with; without a description, the first paragraph's text.
  // Text, as the site's YAML reader keeps it, read by frontMatterDate as Docusaurus reads dates.
  date: z.string().describe('a date written YYYY-MM-DD (a time and a zone may follow)'),
  description: z.string().describe('text'),
  // A post's URL is its date; its Docusaurus address, /blog/<slug>, leads to it (lib/blog/docusaurus-redirects.ts).
  slug: z.string().min(1).describe('a URL path such as "/welcome" or "welcome"'),
  authors: z.unknown().describe('author keys from content/authors.yml'),
  // Docusaurus's older keys for one author, which Docusaurus 3 still reads (lib/blog/checks.ts, postAuthors).
  ...legacyAuthorSchema,
  // Keys only: a post's tags are resolved against content/tags.yml (lib/blog/tags.ts).
  tags: z.array(z.string().min(1)).describe('a list of tag keys'),
  image: z.string().describe('an image path or URL'),
  draft: z.boolean().describe('true or false'),
  unlisted: z.boolean().describe('true or false'),
  keywords: z.array(z.string()).describe('a list of text'),
  hide_table_of_contents: z.boolean().describe('true or false'),
  toc_min_heading_level: tocLevel.describe('a whole number from 2 to 6'),
  toc_max_heading_level: tocLevel.describe('a whole number from 2 to 6'),
  last_update: lastUpdateSchema.describe('a map with date and/or author'),
  // A post is compiled as a doc is: by its own format, else markdown.format (lib/content/markdown-format.ts).
  format: z.enum(['md', 'mdx', 'detect']).describe('"md", "mdx" or "detect"'),
};

// Every key may be left out, as in Docusaurus: the title is then the body's "# heading" or the file
// name (contentlayer.config.ts, pageTitle), and a post without authors shows no byline.
export const postFrontMatterSchema = z.object(postKeys).partial().refine(tocLevelsInOrder, tocLevelsOutOfOrder);

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;

export interface FrontMatterReport<T> {
  /** The valid front matter; undefined when there are errors. */
  data?: T;
  /** Each names the file, the key and the expected type. */
  errors: string[];
  /** Unknown keys; the message names the key (the file is `file` of the call). */
  warnings: { key: string; message: string }[];
}

/** A schema with the keys it knows, each described by the type it expects. */
export interface FrontMatterKind<S extends z.ZodType> {
  schema: S;
  keys: Record<string, z.ZodType>;
  /** Docusaurus keys this kind of page does not use: each is a warning with its reason, not an unknown key. */
  ignored?: Record<string, string>;
}

export const DOC_FRONT_MATTER = { schema: docFrontMatterSchema, keys: docKeys, ignored: ignoredDocKeys } satisfies FrontMatterKind<typeof docFrontMatterSchema>;
export const POST_FRONT_MATTER = { schema: postFrontMatterSchema, keys: postKeys } satisfies FrontMatterKind<typeof postFrontMatterSchema>;

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'object') return 'a map';
  return String(value);
}

/**
 * Checks front matter against a schema. Each error names the file, the key and the expected type;
 * each unknown key is a warning naming the file and the key (Docusaurus ignores them too).
 */
export function checkFrontMatter<S extends z.ZodType>({ schema, keys: shape, ignored = {} }: FrontMatterKind<S>, data: Record<string, unknown>, file: string): FrontMatterReport<z.infer<S>> {
  const warnings = Object.keys(data)
    .filter((key) => !(key in shape))
    .map((key) =>
      Object.hasOwn(ignored, key)
        ? { key, message: `${ignored[key]}.` }
        : { key, message: `unknown front matter key "${key}" is ignored. Check its spelling; known keys: ${Object.keys(shape).join(', ')}.` },
    );
  const result = schema.safeParse(data);
  if (result.success) return { data: result.data, errors: [], warnings };
  const errors = result.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    const expected = shape[key]?.description;
    if (!(key in data) && issue.code === 'invalid_type') return `${file}: front matter "${key}" is required: add ${key}: ${expected ?? 'a value'}.`;
    if (expected && issue.code !== 'custom') {
      if (issue.path.length > 1) return `${file}: front matter "${key}" must be ${expected}; "${issue.path.join('.')}" is not.`;
      return `${file}: front matter "${key}" must be ${expected}, not ${describeValue(data[key])}.`;
    }
    return `${file}: front matter "${key}": ${issue.message}.`;
  });
  return { errors: [...new Set(errors)], warnings };
}
