/**
 * Reading React Flight streams, the payload Next writes into each page, and changing them in place.
 * The format is React's own (react-server-dom's client), undocumented: what this reads is what
 * Next 16.4 and 16.5 write, and a stream with anything else reads as null.
 */

/** One row of a React Flight stream: `<id>:<json or tagged line>\n`, or a text row `<id>:T<byte length in hex>,<text>`. */
export interface FlightRow {
  id: string;
  start: number;
  end: number;
  /** The row's value: the JSON (or tagged line) without its newline, or a text row's text. */
  body: string;
  text: boolean;
}

/** Tags of rows whose length is given in bytes (typed arrays), which this code does not read. */
const BINARY_TAGS = new Set('AOoUSsLlGgMmVb');

/** How many UTF-16 code units of `text` from `from` make `bytes` bytes of UTF-8; -1 when they do not fit exactly. */
function codeUnitsOfBytes(text: string, from: number, bytes: number): number {
  let i = from;
  let left = bytes;
  while (left > 0 && i < text.length) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      left -= 4;
      i += 2;
    } else {
      left -= code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
      i += 1;
    }
  }
  return left === 0 ? i - from : -1;
}

/** The rows of a Flight stream, or null when it holds something this reader does not know. */
export function flightRows(flight: string): FlightRow[] | null {
  const rows: FlightRow[] = [];
  const ID = /([0-9a-f]*):/y;
  const TEXT = /T([0-9a-f]+),/y;
  let at = 0;
  while (at < flight.length) {
    ID.lastIndex = at;
    const id = ID.exec(flight);
    if (!id) return null;
    const valueAt = ID.lastIndex;
    TEXT.lastIndex = valueAt;
    const text = TEXT.exec(flight);
    if (text) {
      const units = codeUnitsOfBytes(flight, TEXT.lastIndex, parseInt(text[1] ?? '', 16));
      if (units < 0) return null;
      const end = TEXT.lastIndex + units;
      rows.push({ id: id[1] ?? '', start: at, end, body: flight.slice(TEXT.lastIndex, end), text: true });
      at = end;
      continue;
    }
    if (BINARY_TAGS.has(flight[valueAt] ?? '') && /^[0-9a-f]+,/.test(flight.slice(valueAt + 1, valueAt + 10))) return null;
    const newline = flight.indexOf('\n', valueAt);
    if (newline < 0) return null;
    rows.push({ id: id[1] ?? '', start: at, end: newline + 1, body: flight.slice(valueAt, newline), text: false });
    at = newline + 1;
  }
  return rows;
}

/** A change to a text: replace `[start, end)` with `insert`. */
export interface Edit {
  start: number;
  end: number;
  insert: string;
}

/** A text with the edits (sorted, not overlapping) applied. */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  let out = '';
  let at = 0;
  for (const edit of edits) {
    out += text.slice(at, edit.start) + edit.insert;
    at = edit.end;
  }
  return out + text.slice(at);
}

/** A row's JSON (or a payload chunk's), or undefined when it is not JSON. */
export const parseJson = (json: string): unknown => {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
};

/**
 * Ids a row refers to: every string that starts `"$`, an optional tag letter and a hexadecimal id
 * (`"$L5e"` an element's type, `"$5f"` a text row, `"$@40"` a promise, `"$1f:props:children"` a path).
 * React's tags are never `a` to `f` (`REACT_FLIGHT_TAGS` below, checked against the installed client
 * by scripts/lib/flight.test.ts), so `"$fb"` is row fb alone, never a tagged row b. A string that only
 * looks like a reference (`"$n12"`, a bigint) adds an id, which can only keep a row.
 */
export function referencesOf(body: string): string[] {
  const ids: string[] = [];
  for (const [, token = ''] of body.matchAll(/"\$([A-Za-z@]?[0-9a-f]+)(?=[":])/g)) ids.push(/^[0-9a-f]+$/.test(token) ? token : token.slice(1));
  return ids;
}

/** The tags React's Flight client reads after `"$` (react-server-dom's `parseModelString`, React 19.2). */
export const REACT_FLIGHT_TAGS = '$-@BDHIKLNQSTWZhinuw';

/** The ids reachable from `roots`, through rows' references. */
export function reachable(roots: Iterable<string>, referencesById: ReadonlyMap<string, string[]>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(referencesById.get(id) ?? []));
  }
  return seen;
}

/** Each line row's references, by id (a row written in parts adds them up). */
export const referencesByIdOf = (rows: readonly FlightRow[], body: (row: FlightRow) => string) => {
  const byId = new Map<string, string[]>();
  for (const row of rows) if (!row.text) byId.set(row.id, [...(byId.get(row.id) ?? []), ...referencesOf(body(row))]);
  return byId;
};

/**
 * The edits that give the rows in `edited` their new values and take out every row that was reachable
 * before (by `before`, the rows' references as they were) and is not with the new values. Roots are
 * the rows nothing referred to: row 0, the stream's model, and the hints.
 */
export function editsWithUnreachableRows(rows: readonly FlightRow[], edited: ReadonlyMap<FlightRow, string>, before = referencesByIdOf(rows, (row) => row.body)): Edit[] {
  const referenced = new Set([...before.values()].flat());
  const roots = rows.map((row) => row.id).filter((id) => !referenced.has(id));
  const after = reachable(
    roots,
    referencesByIdOf(rows, (row) => edited.get(row) ?? row.body),
  );
  const dropped = reachable(roots, before);
  for (const id of after) dropped.delete(id);

  const edits: Edit[] = [];
  for (const row of rows) {
    if (dropped.has(row.id)) edits.push({ start: row.start, end: row.end, insert: '' });
    else {
      const body = edited.get(row);
      // The row's value ends just before its newline.
      if (body !== undefined) edits.push({ start: row.end - 1 - row.body.length, end: row.end - 1, insert: body });
    }
  }
  return edits;
}
