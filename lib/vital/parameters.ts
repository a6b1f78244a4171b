/**
 * Vital parameter data: one YAML file per user-guide page under content/data/vital/, each holding the
 * tables of controls that page explains. A range is written once here, so the page that explains a
 * control and the Parameter reference cannot disagree. This module parses and validates; reading the
 * folder is in ./data.ts.
 */
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/** Where the data lives, relative to the project root. */
export const PARAMETER_DATA_DIR = 'content/data/vital';

/** A value as the panel displays it. YAML turns `8` into a number; the table wants the text. */
const displayed = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1, 'is empty'));

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and single hyphens');

const rowSchema = z.strictObject({
  control: displayed,
  range: displayed.refine((range) => !/^knob$/i.test(range), 'says "knob": write the range as the panel displays it, with units'),
  default: displayed,
  description: displayed,
  source: z.string().regex(/^src\/\S+$/, 'must be a path in the Vital source, such as src/common/synth_parameters.cpp'),
});

const tableSchema = z.strictObject({
  id: slug,
  title: displayed,
  anchor: slug,
  rows: z.array(z.unknown()).min(1, 'has no rows'),
});

const fileSchema = z.strictObject({
  page: z.string().regex(/^Vital\/[A-Za-z0-9/-]+$/, 'must be the doc id of a Vital page, such as Vital/UserGuide/Effects'),
  tables: z.array(z.unknown()).min(1, 'has no tables'),
});

export type ParameterRow = z.infer<typeof rowSchema>;

/**
 * The id of a row where its table renders: the table id and the control's label as a slug, so
 * "Cutoff" of the table "voice-filter" is `#voice-filter-cutoff`. Prose links to the row instead of
 * restating its range.
 */
export function rowAnchor(tableId: string, control: string): string {
  const label = control
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, ' ')
    .trim()
    .replace(/[\s-]+/g, '-');
  return `${tableId}-${label}`;
}

export interface ParameterTable {
  /** The reference MDX uses: file stem and table id, e.g. "effects/delay". */
  key: string;
  id: string;
  title: string;
  anchor: string;
  rows: ParameterRow[];
}

export interface ParameterFile {
  /** Path from the project root, for messages. */
  path: string;
  /** File name without .yaml: the first half of every table key. */
  stem: string;
  /** Doc id of the page that explains these controls. */
  page: string;
  tables: ParameterTable[];
}

/** A mistake in a data file or a reference to it; the message names the file and the fix. */
export class ParameterDataError extends Error {
  override name = 'ParameterDataError';
}

function describe(issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((issue) => `${issue.path.length ? `${issue.path.join('.')} ` : ''}${issue.message}`).join('; ');
}

function check<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ParameterDataError(`${where}: ${describe(result.error.issues)}.`);
  return result.data;
}

/** Parses and validates one data file. `path` is used in messages and gives the stem. */
export function parseParameterFile(text: string, path: string): ParameterFile {
  const stem = path.replace(/^.*\//, '').replace(/\.ya?ml$/, '');
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(stem)) {
    throw new ParameterDataError(`${path}: the file name must be the page's file name in lowercase, such as effects.yaml.`);
  }
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (error) {
    throw new ParameterDataError(`${path}: not valid YAML (${(error as Error).message.split('\n')[0]}).`);
  }
  const file = check(fileSchema, raw, path);
  const seen = new Set<string>();
  const tables = file.tables.map((value, t): ParameterTable => {
    const id = typeof (value as { id?: unknown })?.id === 'string' ? (value as { id: string }).id : `#${t + 1}`;
    const table = check(tableSchema, value, `${path}, table "${id}"`);
    if (seen.has(table.id)) throw new ParameterDataError(`${path}: two tables have the id "${table.id}". Table ids must be unique in a file.`);
    seen.add(table.id);
    const rows = table.rows.map((row, r) => {
      const control = typeof (row as { control?: unknown })?.control === 'string' ? ` ("${(row as { control: string }).control}")` : '';
      return check(rowSchema, row, `${path}, table "${table.id}", row ${r + 1}${control}`);
    });
    return { key: `${stem}/${table.id}`, id: table.id, title: table.title, anchor: table.anchor, rows };
  });
  return { path, stem, page: file.page, tables };
}

/** All tables of the given files by key; two files with one stem cannot happen in one folder. */
export function tablesByKey(files: readonly ParameterFile[]): Map<string, ParameterTable> {
  return new Map(files.flatMap((file) => file.tables.map((table) => [table.key, table] as const)));
}

/** A table by its key, or an error that names the reference and the tables that exist. */
export function resolveTable(tables: ReadonlyMap<string, ParameterTable>, key: string, where = '<ParameterTable>'): ParameterTable {
  const table = tables.get(key);
  if (table) return table;
  const stem = key.split('/')[0] ?? '';
  const sameFile = [...tables.keys()].filter((k) => k.startsWith(`${stem}/`));
  const hint = sameFile.length
    ? ` Tables in ${PARAMETER_DATA_DIR}/${stem}.yaml: ${sameFile.join(', ')}.`
    : ` There is no ${PARAMETER_DATA_DIR}/${stem}.yaml; a key is the file name without .yaml, a slash and the table id.`;
  throw new ParameterDataError(`${where}: no parameter table "${key}".${hint}`);
}

export interface TableReference {
  key: string;
  line: number;
}

/** `<ParameterTable table="…" />` uses in an MDX source, outside code fences, with line numbers. */
export function parameterTableReferences(source: string): TableReference[] {
  const refs: TableReference[] = [];
  let inFence = false;
  source.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) inFence = !inFence;
    if (inFence) return;
    for (const match of text.replace(/`[^`]*`/g, '').matchAll(/<ParameterTable\b([^>]*)>/g)) {
      const attr = /\btable\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(match[1] ?? '');
      refs.push({ key: attr ? (attr[1] ?? attr[2] ?? '') : '', line: index + 1 });
    }
  });
  return refs;
}
