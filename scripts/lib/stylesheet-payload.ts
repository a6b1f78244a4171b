import { applyEdits, editsWithUnreachableRows, flightRows, parseJson, type Edit, type FlightRow } from './flight';

/**
 * The part of the post-build step "page payloads" (scripts/lib/page-payload.ts) that leaves the text
 * of each stylesheet the page inlines in its <head> only. With `experimental.inlineCss`, Next 16.4
 * and 16.5 write each stylesheet's text into the HTML three times: the `<style>` in the <head> that
 * styles the page, and twice in the inline payload. Both payload copies are workarounds' work here:
 *
 * - **The global-error boundary's copy.** Turbopack's client manifest lists a layout's CSS under
 *   every module below it, and the boundary's styles are gathered with an empty set of styles already
 *   sent: vercel/next.js#98110, with fixes proposed in #98136, #98241 and #98243 (none in
 *   16.5.0). The step takes out of the payload's "G" entry each stylesheet the page's <head> already
 *   has, which is what the proposed fixes do. A stylesheet only the boundary uses stays.
 * - **The page's own copy.** Each `<style href precedence>` element of the page's tree carries its
 *   text as children, which React reads only to create the element; on hydration it adopts the
 *   `<style data-href~=href>` already in the document (react-dom's `acquireResource`) and never reads
 *   them: vercel/next.js#95141 ("styles are duplicated during initial page load", a limitation Next's
 *   documentation names), with a fix proposed in #98397 (not in 16.5.0). The step drops the
 *   children of each such element whose stylesheet the <head> has, and the text rows only they used.
 *   The page's `.txt` payloads, which client navigation fetches into documents that may not have
 *   the stylesheet yet, keep the text.
 *
 * scripts/lib/page-payload.build-test.ts has a canary for each: it fails once Next's own output no
 * longer carries that copy, and that part can go.
 */

/** A `<style>` element of the payload (`["$","style",key,{href,precedence,children}]`): its href and children. */
function styleOf(value: unknown): { href: string; children: unknown } | null {
  if (!Array.isArray(value) || value[0] !== '$' || value[1] !== 'style') return null;
  const props = value[3] as { href?: unknown; precedence?: unknown; children?: unknown } | undefined;
  return typeof props?.href === 'string' && props.precedence !== undefined ? { href: props.href, children: props.children } : null;
}

/** The stylesheets a page's <head> already has: Next's `<style data-precedence data-href="a.css b.css">` elements. */
export function documentStylesheets(html: string): Set<string> {
  const hrefs = new Set<string>();
  for (const [tag] of html.matchAll(/<style\b[^>]*\bdata-precedence="[^"]*"[^>]*>/g)) {
    for (const href of /\bdata-href="([^"]*)"/.exec(tag)?.[1]?.split(' ') ?? []) if (href) hrefs.add(href);
  }
  return hrefs;
}

const G_ENTRY = /"G":\["\$[0-9a-f]+",\[([^\]]*)\]\]/;

/**
 * The edits that take the global-error boundary's copies of stylesheets the document already has out
 * of a Flight stream (its entries in "G", their rows, and the text rows that only they refer to), and how
 * many stylesheets that is. None when there is nothing to take out or the stream is not understood.
 */
export function repeatedGlobalErrorStyles(flight: string, inDocument: ReadonlySet<string>): { edits: Edit[]; removed: number } {
  const none = { edits: [], removed: 0 };
  const rows = flightRows(flight);
  const root = rows?.find((row) => row.id === '0' && !row.text);
  const entry = root && G_ENTRY.exec(root.body);
  if (!rows || !root || !entry) return none;
  const refs = (entry[1] ?? '').split(',').filter(Boolean);
  const ids = refs.map((ref) => /^"\$L([0-9a-f]+)"$/.exec(ref)?.[1]);
  if (ids.some((id) => id === undefined)) return none;
  const byId = new Map(rows.filter((row) => row.id).map((row) => [row.id, row]));

  const kept = refs.filter((_, i) => {
    const style = styleOf(parseJson(byId.get(ids[i] as string)?.body ?? ''));
    return !style || !inDocument.has(style.href);
  });
  const removed = refs.length - kept.length;
  if (removed === 0) return none;
  // The boundary's style rows, and the text rows only they used, are then unreachable.
  const listAt = entry.index + entry[0].indexOf('[', 5) + 1;
  const rootBody = root.body.slice(0, listAt) + kept.join(',') + root.body.slice(listAt + (entry[1] ?? '').length);
  return { edits: editsWithUnreachableRows(rows, new Map([[root, rootBody]])), removed };
}

/**
 * `value` without the children of the style elements whose stylesheet the document has; each one
 * taken is counted in `count`. An element already without them (the post-build run again) is left.
 */
function withoutDocumentStyleTexts(value: unknown, inDocument: ReadonlySet<string>, count: { emptied: number }): unknown {
  if (Array.isArray(value)) {
    const style = styleOf(value);
    if (!style) return value.map((entry) => withoutDocumentStyleTexts(entry, inDocument, count));
    if (!inDocument.has(style.href) || style.children === undefined) return value;
    count.emptied += 1;
    const { children: _text, ...props } = value[3] as Record<string, unknown>;
    return [...value.slice(0, 3), props];
  }
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withoutDocumentStyleTexts(entry, inDocument, count)]));
}

/**
 * The edits that take the text of the document's stylesheets out of the style elements of a Flight
 * stream, with the text rows only they referred to, and how many elements that is. None when there is
 * nothing to take out or the stream is not understood.
 */
export function documentStyleTextEdits(flight: string, inDocument: ReadonlySet<string>): { edits: Edit[]; emptied: number } {
  const none = { edits: [], emptied: 0 };
  const rows = flight.includes('["$","style"') ? flightRows(flight) : null;
  if (!rows) return none;
  const edited = new Map<FlightRow, string>();
  const count = { emptied: 0 };
  for (const row of rows) {
    if (row.text || !row.body.includes('["$","style"')) continue;
    const before = count.emptied;
    const value = withoutDocumentStyleTexts(parseJson(row.body), inDocument, count);
    if (count.emptied > before) edited.set(row, JSON.stringify(value));
  }
  return count.emptied === 0 ? none : { edits: editsWithUnreachableRows(rows, edited), emptied: count.emptied };
}

/**
 * A Flight stream with each stylesheet of the document once, in the document: the boundary's repeats
 * taken out (`removed`) and the page's own elements' text (`emptied`).
 */
export function withDocumentStylesheetsOnce(flight: string, inDocument: ReadonlySet<string>): { flight: string; removed: number; emptied: number } {
  const { edits, removed } = repeatedGlobalErrorStyles(flight, inDocument);
  const once = applyEdits(flight, edits);
  const texts = documentStyleTextEdits(once, inDocument);
  return { flight: applyEdits(once, texts.edits), removed, emptied: texts.emptied };
}
