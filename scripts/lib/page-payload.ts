import { changeExportPage } from './export-files';
import { applyEdits, flightRows, parseJson, type Edit } from './flight';
import { everyPage, type PostbuildContext, type StepResult } from './postbuild-context';
import { withoutStaticMarkup } from './static-markup-payload';

/**
 * The post-build step "page payloads": each page's React payload, which Next writes into the HTML as
 * a run of inline scripts, made smaller in three ways.
 *
 * - **One script.** Next splits the payload over a bootstrap script and several
 *   `self.__next_f.push([1, "…"])` scripts. Each inline script's hash is in the page's
 *   Content-Security-Policy, sent as a header and again in a <meta>: about 110 bytes a script on
 *   every page, bytes gzip cannot shrink. The step joins them, in order, into one script where the
 *   last stood (as Next itself joins the bootstrap and the form state): the payload is complete at
 *   the same point of the document as before, so React never hydrates markup not yet parsed.
 * - **Each stylesheet once in the payload.** With `experimental.inlineCss`, Next 16.4 writes the root
 *   layout's stylesheets into the payload twice: once for the page, and once more for the
 *   global-error boundary (the payload's "G" entry). Turbopack's client manifest lists a layout's CSS
 *   under every module below it, and the boundary's styles are gathered with an empty set of styles
 *   already sent: vercel/next.js#98110, with fixes proposed in #98136, #98241 and #98243 (none merged
 *   in 16.4.5). With the page's <style> elements, each stylesheet is in the HTML three times, about
 *   15 KB (3.3 KB gzip) on a docs page. The step takes out of "G" each stylesheet the page's <head>
 *   already has, which is what the proposed fixes do: the boundary renders in the same document, whose
 *   <head> keeps them. A stylesheet only the boundary uses stays.
 *   scripts/lib/page-payload.build-test.ts has the canary: it fails once Next's own output no longer
 *   repeats them, and this part can go.
 *
 * - **No static markup.** The children of each `<StaticMarkup>` (lib/static-markup.ts) leave the
 *   payload; the HTML keeps them (scripts/lib/static-markup-payload.ts).
 *
 * A page whose payload is not what this code reads (a binary chunk, a script that does not read back
 * exactly as Next wrote it) is left as Next wrote it; the build test finds it.
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

  const drop = new Set<string>();
  const kept: string[] = [];
  let removed = 0;
  for (const [i, id] of (ids as string[]).entries()) {
    const style = styleOf(parseJson(byId.get(id)?.body ?? ''));
    if (!style || !inDocument.has(style.href)) {
      kept.push(refs[i] ?? '');
      continue;
    }
    drop.add(id);
    removed += 1;
    const textId = typeof style.children === 'string' ? /^\$([0-9a-f]+)$/.exec(style.children)?.[1] : undefined;
    if (textId && byId.get(textId)?.text) drop.add(textId);
  }
  if (removed === 0) return none;
  // A text row goes only if no row that stays refers to it.
  for (const row of rows) {
    if (row.text || drop.has(row.id)) continue;
    for (const id of [...drop]) if (byId.get(id)?.text && row.body.includes(`"$${id}"`)) drop.delete(id);
  }
  const bodyAt = root.end - 1 - root.body.length;
  const listAt = bodyAt + entry.index + entry[0].indexOf('[', 5) + 1;
  const edits: Edit[] = [{ start: listAt, end: listAt + (entry[1] ?? '').length, insert: kept.join(',') }];
  for (const row of rows) if (drop.has(row.id)) edits.push({ start: row.start, end: row.end, insert: '' });
  return { edits: edits.sort((a, b) => a.start - b.start), removed };
}

/** How Next writes a payload chunk into a <script>: JSON, with the characters HTML could misread escaped. */
const htmlEscapedJson = (value: unknown) => JSON.stringify(value).replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Next's first payload script, which tells its client that the payload follows. */
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const JSON_ARRAY = String.raw`(\[[\s\S]*?\])`;
/** Next's bootstrap script, a chunk's script, or the two joined (as this step writes them). */
const PAYLOAD_SCRIPT = new RegExp(
  String.raw`<script>(?:(\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\))(?:;self\.__next_f\.push\(${JSON_ARRAY}\))?|self\.__next_f\.push\(${JSON_ARRAY}\))<\/script>`,
  'g',
);

/** The payload of a page as Next wrote it: its scripts in document order and the Flight text they carry. */
export interface PagePayload {
  scripts: { start: number; end: number }[];
  flight: string;
}

/** A page's payload, or null when it is not a bootstrap script followed by text chunks that read back exactly. */
export function pagePayload(html: string): PagePayload | null {
  const scripts: { start: number; end: number }[] = [];
  const chunks: string[] = [];
  let bootstraps = 0;
  for (const match of html.matchAll(PAYLOAD_SCRIPT)) {
    scripts.push({ start: match.index, end: match.index + match[0].length });
    if (match[1] !== undefined) {
      if (chunks.length > 0) return null;
      bootstraps += 1;
    }
    const json = match[2] ?? match[3];
    if (json === undefined) continue;
    const value = parseJson(json);
    if (!Array.isArray(value) || value.length !== 2 || value[0] !== 1 || typeof value[1] !== 'string' || htmlEscapedJson(value) !== json) return null;
    chunks.push(value[1]);
  }
  return bootstraps === 1 && chunks.length > 0 ? { scripts, flight: chunks.join('') } : null;
}

/** The one script that replaces a page's payload scripts. */
export const payloadScript = (flight: string) => `<script>${BOOTSTRAP};self.__next_f.push(${htmlEscapedJson([1, flight])})</script>`;

/**
 * A page with its payload in one script, where its last payload script stood, without the
 * boundary's repeated stylesheets and without static markup; how many scripts it had, how many
 * stylesheets and static parts went. Unchanged when its payload is not what `pagePayload` reads.
 */
export function pageWithOnePayloadScript(html: string): { html: string; scripts: number; removed: number; parts: number } {
  const payload = pagePayload(html);
  if (!payload) return { html, scripts: 0, removed: 0, parts: 0 };
  const { edits, removed } = repeatedGlobalErrorStyles(payload.flight, documentStylesheets(html));
  const { flight, parts } = withoutStaticMarkup(applyEdits(payload.flight, edits));
  const last = payload.scripts.length - 1;
  const scripts = payload.scripts.map(({ start, end }, i) => ({ start, end, insert: i === last ? payloadScript(flight) : '' }));
  return { html: applyEdits(html, scripts), scripts: payload.scripts.length, removed, parts };
}

/** The step: first, so that every later step (the offline worker's file list, the policies' script hashes) sees the pages as served. */
export function pagePayloadsStep({ pages, nextNotFound }: Pick<PostbuildContext, 'pages' | 'nextNotFound'>): StepResult {
  let joined = 0;
  let removed = 0;
  let parts = 0;
  for (const page of everyPage({ pages, nextNotFound })) {
    let result: ReturnType<typeof pageWithOnePayloadScript>;
    try {
      result = pageWithOnePayloadScript(page.html);
    } catch (error) {
      throw new Error(`${page.file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    if (result.scripts === 0) continue;
    // A page the step has already joined (the post-build run again over the same export) reads back the same.
    changeExportPage(page, result.html);
    joined += result.scripts - 1;
    removed += result.removed;
    parts += result.parts;
  }
  return { summary: `${joined} payload scripts joined, ${removed} repeated stylesheets and ${parts} static ${parts === 1 ? 'part' : 'parts'} taken out` };
}
