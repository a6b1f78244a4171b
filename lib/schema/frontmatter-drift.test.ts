import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { Doc, Post } from '@/contentlayer.config';
import { DOC_FRONT_MATTER, POST_FRONT_MATTER, type FrontMatterKind } from './frontmatter';
import { legacyAuthorKeys, type LegacyAuthorKey } from '@/lib/blog/legacy-author-keys';

// The front matter schema is what the authoring check accepts; contentlayer's fields are what reaches
// the pages (it drops every other key, onExtraFieldData: 'ignore'). A key in one and not the other,
// or a key that no page code reads, passes the check and does nothing: the author gets neither a
// warning nor an effect.

interface FieldDef {
  type: string;
  of?: { type: string };
  required?: boolean;
}

/** The contentlayer field type a key's schema should have. */
function fieldTypeOf(schema: z.ZodType): string {
  const def = schema.def as { type: string; element?: z.ZodType; options?: z.ZodType[]; innerType?: z.ZodType };
  switch (def.type) {
    case 'string':
    case 'enum':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return def.element?.def.type === 'string' ? 'list of string' : 'json';
    case 'union':
      return def.options?.some((option) => option.def.type === 'date') ? 'date' : 'json';
    default:
      return 'json';
  }
}

const describeField = (field: FieldDef) => (field.type === 'list' ? `list of ${field.of?.type}` : field.type);

/** Files (or a part of one, from a marker to the next) where a kind's front matter is read. */
const READERS = {
  doc: {
    kind: DOC_FRONT_MATTER,
    type: Doc,
    files: [
      { path: 'contentlayer.config.ts', from: 'export const Doc ', to: 'export const Post ' },
      { path: 'app/docs' },
      { path: 'components/docs' },
      { path: 'lib/docs' },
      { path: 'lib/content' },
      { path: 'lib/site' },
      { path: 'scripts/lib' },
    ],
  },
  post: {
    kind: POST_FRONT_MATTER,
    type: Post,
    files: [
      { path: 'contentlayer.config.ts', from: 'export const Post ', to: 'export const DocCategory ' },
      { path: 'app/blog' },
      { path: 'components/blog' },
      { path: 'lib/blog' },
      { path: 'lib/site/blog.ts' },
      { path: 'lib/content/publish.ts' },
    ],
  },
} satisfies Record<string, { kind: FrontMatterKind<z.ZodObject>; type: { def: () => unknown }; files: { path: string; from?: string; to?: string }[] }>;

function sourcesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    const child = join(path, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : sourcesUnder(child);
    return /\.tsx?$/.test(entry.name) && !/\.(test|build-test)\.tsx?$/.test(entry.name) ? [child] : [];
  });
}

function readerText(files: { path: string; from?: string; to?: string }[]): string {
  return files
    .flatMap(({ path, from, to }) =>
      sourcesUnder(path).map((file) => {
        const text = readFileSync(file, 'utf8');
        if (!from) return text;
        const start = text.indexOf(from);
        expect(start, `${file} has no "${from}"`).toBeGreaterThanOrEqual(0);
        const end = to ? text.indexOf(to, start) : -1;
        return text.slice(start, end === -1 ? undefined : end);
      }),
    )
    .join('\n');
}

describe.each(Object.entries(READERS))('%s front matter', (_name, { kind, type, files }) => {
  const schema = kind.schema as unknown as z.ZodObject;
  const fields = (type.def() as { fields: Record<string, FieldDef> }).fields;

  it('has a contentlayer field for every key the schema accepts, and no other', () => {
    expect(Object.keys(fields).sort()).toEqual(Object.keys(kind.keys).sort());
  });

  it('gives each field the type and requiredness of its key', () => {
    for (const [key, keySchema] of Object.entries(kind.keys)) {
      const field = fields[key];
      if (!field) continue;
      expect(describeField(field), `field "${key}"`).toBe(fieldTypeOf(keySchema));
      const optional = schema.shape[key]!.safeParse(undefined).success;
      expect(Boolean(field.required), `field "${key}" required`).toBe(!optional);
    }
  });

  it('reads every key it accepts', () => {
    const text = readerText(files);
    // Docusaurus's older author keys are read through their map (lib/blog/legacy-author-keys.ts), where it is indexed.
    const throughMap = new Set(text.includes('LEGACY_AUTHOR_KEYS[') ? legacyAuthorKeys : []);
    const unread = Object.keys(kind.keys).filter((key) => !throughMap.has(key as LegacyAuthorKey) && !new RegExp(`[\\w)\\]]\\??\\.${key}\\b|\\['${key}'\\]|\\('${key}'\\)`).test(text));
    expect(unread, 'accepted but read nowhere: make them work or list them as ignored (with a reason) in lib/schema/frontmatter.ts').toEqual([]);
  });
});
