import { STATIC_MARKUP_OPTIONAL_PROP, STATIC_MARKUP_PROP } from '../../lib/static-markup';
import { applyEdits, editsWithUnreachableRows, flightRows, parseJson, reachable, referencesByIdOf, referencesOf, type Edit, type FlightRow } from './flight';

/**
 * The part of the post-build step "page payloads" that takes static markup (lib/static-markup.ts)
 * out of a page's inline React payload: the children of each `<StaticMarkup>` element, and the rows
 * that only they referred to. The HTML keeps the markup; the page's `.txt` payloads, which client
 * navigation fetches, keep the children.
 */

const isStaticMarkup = (value: unknown[]): boolean => {
  if (value.length !== 4 || value[0] !== '$' || typeof value[3] !== 'object' || value[3] === null) return false;
  return typeof (value[3] as Record<string, unknown>)[STATIC_MARKUP_PROP] === 'string';
};

/** A static part met in a row: its name, whether it may stay in the payload, and the references of its children. */
interface Part {
  id: string;
  optional: boolean;
  /** What its children refer to. */
  references: string[];
}

/**
 * `value` with the children of each static markup element in it taken out, noting each part that had
 * any; the parts named in `kept` keep theirs.
 */
function withoutStaticChildren(value: unknown, parts: Part[], kept: ReadonlySet<string>): unknown {
  if (!Array.isArray(value)) {
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withoutStaticChildren(entry, parts, kept)]));
  }
  if (isStaticMarkup(value)) {
    const { children, ...props } = value[3] as Record<string, unknown>;
    const id = String(props[STATIC_MARKUP_PROP]);
    // Without children already: the post-build run again over the same export.
    if (children === undefined || kept.has(id)) return value;
    parts.push({ id, optional: props[STATIC_MARKUP_OPTIONAL_PROP] === true, references: referencesOf(JSON.stringify(children)) });
    return [...value.slice(0, 3), props];
  }
  return value.map((entry) => withoutStaticChildren(entry, parts, kept));
}

/** The name a client reference row (`I[module, chunks, "Name"]`) gives its component, or null for another row. */
const clientComponentOf = (row: FlightRow): string | null => {
  if (!row.body.startsWith('I[')) return null;
  const value = parseJson(row.body.slice(1));
  return Array.isArray(value) && typeof value[2] === 'string' ? value[2] : 'a client component';
};

/**
 * The edits that take static markup's children out of a Flight stream, and how many parts that is.
 * None when the stream has none or is not understood. A part that holds a client component, which
 * would render from the HTML but never run, keeps its children when it is optional and fails the
 * build otherwise.
 */
export function staticMarkupEdits(flight: string): { edits: Edit[]; parts: number } {
  const none = { edits: [], parts: 0 };
  if (!flight.includes(`"${STATIC_MARKUP_PROP}"`)) return none;
  const rows = flightRows(flight);
  if (!rows) return none;

  const before = referencesByIdOf(rows, (row) => row.body);
  const clientComponents = new Map<string, string>();
  for (const row of rows) {
    const name = clientComponentOf(row);
    if (name !== null) clientComponents.set(row.id, name);
  }
  // What a part holds: every row its children lead to, whether or not the rest of the page uses it too.
  const holds = (part: Part) => [...new Set([...reachable(part.references, before)].flatMap((id) => clientComponents.get(id) ?? []))];

  const kept = new Set<string>();
  const all = staticParts(rows, kept);
  for (const part of all.parts) {
    const inside = holds(part);
    if (inside.length === 0) continue;
    if (part.optional) kept.add(part.id);
    else {
      throw new Error(
        `The static markup "${part.id}" holds ${inside.join(', ')}: a client component there would show but never run (lib/static-markup.ts). Render it beside <StaticMarkup>, or make it markup that a page-wide listener runs (lib/client/on-use.ts).`,
      );
    }
  }
  // Read again only when an optional part keeps its children.
  const { edited, parts } = kept.size > 0 ? staticParts(rows, kept) : all;
  if (parts.length === 0) return none;

  return { edits: editsWithUnreachableRows(rows, edited, before), parts: parts.length };
}

/** The rows' static parts but those in `kept`, and each row that held one, as it reads without their children. */
function staticParts(rows: readonly FlightRow[], kept: ReadonlySet<string>): { edited: Map<FlightRow, string>; parts: Part[] } {
  const edited = new Map<FlightRow, string>();
  const parts: Part[] = [];
  for (const row of rows) {
    if (row.text || !row.body.includes(`"${STATIC_MARKUP_PROP}"`)) continue;
    const before = parts.length;
    const changed = withoutStaticChildren(parseJson(row.body), parts, kept);
    if (parts.length > before) edited.set(row, JSON.stringify(changed));
  }
  return { edited, parts };
}

/** A Flight stream without its static markup's children, and how many parts went. */
export function withoutStaticMarkup(flight: string): { flight: string; parts: number } {
  const { edits, parts } = staticMarkupEdits(flight);
  return { flight: applyEdits(flight, edits), parts };
}
