/**
 * Reading React Flight streams, the payload Next writes into each page, and changing them in place.
 * The format is React's own (react-server-dom's client), undocumented: what this reads is what
 * Next 16.4 writes, and a stream with anything else reads as null.
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
