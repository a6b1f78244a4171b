import { changeExportPage } from './export-files';
import { applyEdits, parseJson } from './flight';
import { everyPage, type PostbuildContext, type StepResult } from './postbuild-context';
import { withoutStaticMarkup } from './static-markup-payload';
import { documentStylesheets, withDocumentStylesheetsOnce } from './stylesheet-payload';

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
 * - **Each stylesheet once, in the <head>.** With `experimental.inlineCss`, Next 16.4 and 16.5 write each
 *   stylesheet's text into the payload twice besides the page's <style> (vercel/next.js#95141 and
 *   #98110): about 54 KB of a docs page's 164 KB. The step takes both copies out where the <head> has
 *   the stylesheet (scripts/lib/stylesheet-payload.ts).
 * - **No static markup.** The children of each `<StaticMarkup>` (lib/static-markup.ts) leave the
 *   payload; the HTML keeps them (scripts/lib/static-markup-payload.ts).
 *
 * A page whose payload is not what this code reads (a binary chunk, a script that does not read back
 * exactly as Next wrote it) is left as Next wrote it; the build test finds it.
 */

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
 * A page with its payload in one script, where its last payload script stood, with the text of the
 * <head>'s stylesheets and static markup taken out; how many scripts it had, how many repeated
 * stylesheets, stylesheet texts and static parts went. Unchanged when its payload is not what
 * `pagePayload` reads.
 */
export function pageWithOnePayloadScript(html: string): { html: string; scripts: number; removed: number; emptied: number; parts: number } {
  const payload = pagePayload(html);
  if (!payload) return { html, scripts: 0, removed: 0, emptied: 0, parts: 0 };
  const styled = withDocumentStylesheetsOnce(payload.flight, documentStylesheets(html));
  const { flight, parts } = withoutStaticMarkup(styled.flight);
  const last = payload.scripts.length - 1;
  const scripts = payload.scripts.map(({ start, end }, i) => ({ start, end, insert: i === last ? payloadScript(flight) : '' }));
  return { html: applyEdits(html, scripts), scripts: payload.scripts.length, removed: styled.removed, emptied: styled.emptied, parts };
}

/** The step: first, so that every later step (the offline worker's file list, the policies' script hashes) sees the pages as served. */
export function pagePayloadsStep({ pages, nextNotFound }: Pick<PostbuildContext, 'pages' | 'nextNotFound'>): StepResult {
  let joined = 0;
  let removed = 0;
  let emptied = 0;
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
    emptied += result.emptied;
    parts += result.parts;
  }
  return { summary: `${joined} payload scripts joined, ${removed} repeated stylesheets, ${emptied} stylesheet texts and ${parts} static ${parts === 1 ? 'part' : 'parts'} taken out` };
}
