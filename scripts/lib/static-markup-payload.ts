import { STATIC_MARKUP_PROP } from '../../lib/static-markup';
import { applyEdits, flightRows, parseJson, type Edit, type FlightRow } from './flight';

/**
 * The part of the post-build step "page payloads" that takes static markup (lib/static-markup.ts)
 * out of a page's inline React payload: the children of each `<StaticMarkup>` element, and the rows
 * that only they referred to. The HTML keeps the markup; the page's `.txt` payloads, which client
 * navigation fetches, keep the children.
 */

/**
 * Ids a row refers to: every string that starts `"$`, an optional tag letter and a hexadecimal id
 * (`"$L5e"` an element's type, `"$5f"` a text row, `"$@40"` a promise, `"$1f:props:children"` a path).
 * Read generously: a tag letter that is also a hexadecimal digit counts both ways. A reference read
 * wrongly can only keep a row, never drop one.
 */
function referencesOf(body: string): string[] {
  const ids: string[] = [];
  for (const [, token = ''] of body.matchAll(/"\$([A-Za-z@]?[0-9a-f]+)(?=[":])/g)) {
    if (/^[0-9a-f]+$/.test(token)) ids.push(token);
    if (/^[A-Za-z@]/.test(token)) ids.push(token.slice(1));
  }
  return ids;
}

/** The ids reachable from `roots`, through rows' references. */
function reachable(roots: Iterable<string>, referencesById: ReadonlyMap<string, string[]>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(referencesById.get(id) ?? []));
  }
  return seen;
}

const isStaticMarkup = (value: unknown[]): boolean => {
  if (value.length !== 4 || value[0] !== '$' || typeof value[3] !== 'object' || value[3] === null) return false;
  return typeof (value[3] as Record<string, unknown>)[STATIC_MARKUP_PROP] === 'string';
};

/** A static part met in a row: its name and the references of the children taken out. */
interface Part {
  id: string;
  references: string[];
}

/** `value` with the children of each static markup element in it taken out, noting each part that had any. */
function withoutStaticChildren(value: unknown, parts: Part[]): unknown {
  if (!Array.isArray(value)) {
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withoutStaticChildren(entry, parts)]));
  }
  if (isStaticMarkup(value)) {
    const { children, ...props } = value[3] as Record<string, unknown>;
    // Without children already: the post-build run again over the same export.
    if (children === undefined) return value;
    parts.push({ id: String(props[STATIC_MARKUP_PROP]), references: referencesOf(JSON.stringify(children)) });
    return [...value.slice(0, 3), props];
  }
  return value.map((entry) => withoutStaticChildren(entry, parts));
}

/** The name a client reference row (`I[module, chunks, "Name"]`) gives its component, or null for another row. */
const clientComponentOf = (row: FlightRow): string | null => {
  if (!row.body.startsWith('I[')) return null;
  const value = parseJson(row.body.slice(1));
  return Array.isArray(value) && typeof value[2] === 'string' ? value[2] : 'a client component';
};

const referencesByIdOf = (rows: readonly FlightRow[], body: (row: FlightRow) => string) => {
  const byId = new Map<string, string[]>();
  for (const row of rows) if (!row.text) byId.set(row.id, [...(byId.get(row.id) ?? []), ...referencesOf(body(row))]);
  return byId;
};

/**
 * The edits that take static markup's children out of a Flight stream, and how many parts that is.
 * None when the stream has none or is not understood. Throws when a part holds a client component,
 * which would render from the HTML but never run.
 */
export function staticMarkupEdits(flight: string): { edits: Edit[]; parts: number } {
  const none = { edits: [], parts: 0 };
  if (!flight.includes(`"${STATIC_MARKUP_PROP}"`)) return none;
  const rows = flightRows(flight);
  if (!rows) return none;

  const edited = new Map<FlightRow, string>();
  const parts: Part[] = [];
  for (const row of rows) {
    if (row.text || !row.body.includes(`"${STATIC_MARKUP_PROP}"`)) continue;
    const value = parseJson(row.body);
    const before = parts.length;
    const changed = withoutStaticChildren(value, parts);
    if (parts.length > before) edited.set(row, JSON.stringify(changed));
  }
  if (parts.length === 0) return none;

  // A row goes when it was reachable before and is not now. Roots are the rows no row refers to.
  const before = referencesByIdOf(rows, (row) => row.body);
  const referenced = new Set([...before.values()].flat());
  const roots = rows.map((row) => row.id).filter((id) => !referenced.has(id));
  const kept = reachable(
    roots,
    referencesByIdOf(rows, (row) => edited.get(row) ?? row.body),
  );
  const dropped = reachable(roots, before);
  for (const id of kept) dropped.delete(id);

  // What a part holds: what its children refer to, and through the rows that go with it, what those do.
  const clientComponents = new Map<string, string>();
  for (const row of rows) {
    const name = clientComponentOf(row);
    if (name !== null) clientComponents.set(row.id, name);
  }
  const droppedReferences = new Map([...before].filter(([id]) => dropped.has(id)));
  for (const part of parts) {
    const inside = [...reachable(part.references, droppedReferences)].flatMap((id) => clientComponents.get(id) ?? []);
    if (inside.length > 0) {
      const names = [...new Set(inside)].join(', ');
      throw new Error(
        `The static markup "${part.id}" holds ${names}: a client component there would show but never run (lib/static-markup.ts). Render it beside <StaticMarkup>, or make it markup that a page-wide listener runs (lib/client/on-use.ts).`,
      );
    }
  }

  const edits: Edit[] = [];
  for (const row of rows) {
    if (dropped.has(row.id)) edits.push({ start: row.start, end: row.end, insert: '' });
    else {
      const body = edited.get(row);
      // The row's value ends just before its newline.
      if (body !== undefined) edits.push({ start: row.end - 1 - row.body.length, end: row.end - 1, insert: body });
    }
  }
  return { edits, parts: parts.length };
}

/** A Flight stream without its static markup's children, and how many parts went. */
export function withoutStaticMarkup(flight: string): { flight: string; parts: number } {
  const { edits, parts } = staticMarkupEdits(flight);
  return { flight: applyEdits(flight, edits), parts };
}
