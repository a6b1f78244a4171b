import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedHtmlPages, listFiles } from './export-files';
import { pagePayload, pageWithOnePayloadScript } from './page-payload';
import { API_DESCRIPTION_PATH, readApiDescription } from '../../lib/api/reference';

/**
 * The post-build step "page payloads" (scripts/lib/page-payload.ts). Next's own prerendered home page
 * (.next/server/app/index.html, which the post-build never touches) shows whether Next still repeats
 * the stylesheets in its payload (vercel/next.js#98110 and #95141); the export shows the step's work
 * on every page.
 */
const out = join(process.cwd(), 'out');
const nextsOwn = join(process.cwd(), '.next', 'server', 'app', 'index.html');
const built = existsSync(join(out, 'index.html')) && existsSync(nextsOwn);

describe.skipIf(!built)('page payloads', () => {
  it("canary: Next still repeats the document's stylesheets for the global-error boundary (once this fails, remove that part of the step)", () => {
    const nexts = pageWithOnePayloadScript(readFileSync(nextsOwn, 'utf8'));
    expect(nexts.scripts).toBeGreaterThan(1);
    expect(nexts.removed).toBeGreaterThan(0);
  });

  it("canary: Next still writes the text of the document's stylesheets into the page's own payload (once this fails, remove that part of the step)", () => {
    expect(pageWithOnePayloadScript(readFileSync(nextsOwn, 'utf8')).emptied).toBeGreaterThan(0);
  });

  it("a page's stylesheets are in its HTML once, in the <head>; the payload client navigation fetches keeps them", () => {
    // A rule of KaTeX's stylesheet, which the docs layout inlines.
    const rule = '@font-face{font-display:block;font-family:KaTeX_AMS';
    const html = readFileSync(join(out, 'docs/About.html'), 'utf8');
    expect(html.split(rule).length - 1).toBe(1);
    expect(html.slice(0, html.indexOf('</head>'))).toContain(rule);
    expect(readFileSync(join(out, 'docs/About.txt'), 'utf8')).toContain(rule);
  });

  it('every exported page has its payload in one script, with no stylesheet of its <head> and no static markup', () => {
    const pages = exportedHtmlPages(out, listFiles(out));
    expect(pages.length).toBeGreaterThan(10);
    const others = pages
      .map((page) => ({ file: page.file, ...pageWithOnePayloadScript(page.html) }))
      .filter(({ scripts, removed, emptied, parts }) => scripts !== 1 || removed + emptied + parts !== 0);
    expect(
      others.map(({ file, scripts, removed, emptied, parts }) => `${file}: ${scripts} payload scripts, ${removed} repeated stylesheets, ${emptied} stylesheet texts, ${parts} static parts`),
    ).toEqual([]);
  });

  it("/api's HTML has the plain reference and its payload does not; the payload client navigation fetches does", () => {
    const html = readFileSync(join(out, 'api.html'), 'utf8');
    const heading = '"op-getDiatonicChords"';
    expect(html.replace(/<script[\s\S]*?<\/script>/g, '')).toContain(`id=${heading}`);
    const payload = pagePayload(html)?.flight ?? '';
    expect(payload).toContain('"staticMarkupId":"api-reference"');
    expect(payload).not.toContain(heading);
    const navigation = listFiles(join(out, 'api')).filter((file) => file.endsWith('.txt'));
    expect(navigation.filter((file) => readFileSync(join(out, 'api', file), 'utf8').includes(heading)).length).toBeGreaterThan(0);
  });

  it("a doc's content is left out of its page's payload, and kept there when it holds a client component (tabs)", () => {
    const payloadOf = (file: string) => pagePayload(readFileSync(join(out, file), 'utf8'))?.flight ?? '';
    // A heading's id as the payload would give it (the table of contents names the slug too).
    const heading = '"id":"a-filter-that-is-switched-off"';
    expect(readFileSync(join(out, 'docs/Vital/UserGuide/Filters.html'), 'utf8')).toContain('id="a-filter-that-is-switched-off"');
    expect(payloadOf('docs/Vital/UserGuide/Filters.html')).toContain('"staticMarkupId":"doc:/docs/Vital/UserGuide/Filters"');
    expect(payloadOf('docs/Vital/UserGuide/Filters.html')).not.toContain(heading);
    // Client navigation's payload keeps it.
    expect(readFileSync(join(out, 'docs/Vital/UserGuide/Filters.txt'), 'utf8')).toContain(heading);
    // Advanced has tabs: its content stays, with them, in its payload.
    const advanced = payloadOf('docs/Vital/UserGuide/Advanced.html');
    expect(advanced).toMatch(/"Tabs"\]/);
    expect(advanced).toContain('"id":"display-settings"');
  });

  it('a page of scores keeps their engraving in its HTML only: its Play buttons are markup, so its body leaves the payload', () => {
    const html = readFileSync(join(out, 'docs/My-Pieces/Twelve.html'), 'utf8');
    expect(html.replace(/<script[\s\S]*?<\/script>/g, '')).toContain('class="score__svg"');
    const payload = pagePayload(html)?.flight ?? '';
    expect(payload).toContain('"staticMarkupId":"doc:/docs/My-Pieces/Twelve"');
    expect(payload).not.toContain('score__svg');
    expect(readFileSync(join(out, 'docs/My-Pieces/Twelve.txt'), 'utf8')).toContain('score__svg');
  });

  it("/api's payload does not carry the OpenAPI description, which the export publishes beside it", () => {
    const text = readApiDescription();
    expect(readFileSync(join(out, API_DESCRIPTION_PATH), 'utf8')).toBe(text);
    // Its first lines, as the payload would hold them: as they are (a long string is a text row of
    // its own) or as a JSON string.
    const opening = text.split('\n').slice(0, 3).join('\n');
    const flight = pagePayload(readFileSync(join(out, 'api.html'), 'utf8'))?.flight ?? '';
    expect(flight).not.toContain(opening);
    expect(flight).not.toContain(JSON.stringify(opening).slice(1, -1));
  });
});
