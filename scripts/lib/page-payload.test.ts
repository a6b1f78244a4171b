import { describe, expect, it } from 'vitest';
import { applyEdits, flightRows } from './flight';
import { documentStylesheets, pagePayload, pageWithOnePayloadScript, payloadScript, repeatedGlobalErrorStyles } from './page-payload';

// Shaped as Next 16.4 writes a page's payload with `experimental.inlineCss`: the page's stylesheets
// as text rows (2, 3) for the tree in row 0 and row 4, and the global-error boundary's copies of
// both (rows 11, 12 and text rows 2d, 2e) plus its own stylesheet (row 13).
const css = (marker: string) => `.${marker}{content:"é ♪ 𝄞"}`;
const text = (id: string, value: string) => `${id}:T${Buffer.byteLength(value).toString(16)},${value}`;
const style = (id: string, key: string, href: string, children: string) => `${id}:${JSON.stringify(['$', 'style', key, { nonce: '$undefined', precedence: 'next', href, children }])}\n`;
const root = (g: string) => `0:{"P":null,"t":{"r":["$","$1","c",{"children":[["$","style","0",{"precedence":"next","href":"/a.css","children":"$2"}],"$L4"]}]},"G":["$10",[${g}]],"S":true}\n`;
const flight = [
  '1:"$Sreact.fragment"\n',
  ':HL["/img/logo.svg","image"]\n',
  text('2', css('layout')),
  text('3', css('navbar')),
  '10:I[1,["x"],"default"]\n',
  root('"$L11","$L12","$L13"'),
  style('4', '1', '/b.css', '$3'),
  text('2d', css('layout')),
  text('2e', css('navbar')),
  style('11', '0', '/a.css', '$2d'),
  style('12', '1', '/b.css', '$2e'),
  style('13', '2', '/error.css', '.error-fallback{max-width:48rem}'),
  '9:["$","html",null,{"lang":"en"}]\n',
].join('');
const inDocument = new Set(['/a.css', '/b.css']);

const escaped = (value: unknown) => JSON.stringify(value).replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const push = (chunk: string) => `<script>self.__next_f.push(${escaped([1, chunk])})</script>`;
/** A page whose payload is split across three scripts, one break inside a text row, as Next splits it. */
function page(stream: string, cuts = [stream.indexOf('.navbar') + 3, stream.indexOf('12:')]): string {
  const chunks = [0, ...cuts, stream.length].slice(1).map((end, i, ends) => stream.slice(i === 0 ? 0 : ends[i - 1], end));
  return [
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
    '<style data-precedence="next" data-href="/a.css /b.css">.layout{}.navbar{}</style></head><body><main>Hi</main>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    push(chunks[0] ?? ''),
    '<p>between</p>',
    ...chunks.slice(1).map(push),
    '</body></html>',
  ].join('');
}
/** The payload a page's scripts carry, joined. */

describe('flightRows', () => {
  it('reads line rows, hint rows and text rows measured in UTF-8 bytes', () => {
    const rows = flightRows(flight);
    expect(rows?.map((row) => row.id)).toEqual(['1', '', '2', '3', '10', '0', '4', '2d', '2e', '11', '12', '13', '9']);
    expect(rows?.find((row) => row.id === '2')).toMatchObject({ text: true, body: css('layout') });
    expect(rows?.map((row) => flight.slice(row.start, row.end)).join('')).toBe(flight);
  });

  it('returns null for what it cannot read: a typed-array row, a cut text row, a row without its end', () => {
    expect(flightRows('1:"a"\n2:A8,abcdefgh')).toBeNull();
    expect(flightRows('2:T10,short')).toBeNull();
    expect(flightRows('1:["$","div"')).toBeNull();
    expect(flightRows('<!DOCTYPE html>')).toBeNull();
  });
});

describe('repeatedGlobalErrorStyles', () => {
  it("takes out the boundary's copies of the document's stylesheets and keeps its own", () => {
    const { edits, removed } = repeatedGlobalErrorStyles(flight, inDocument);
    expect(removed).toBe(2);
    const after = applyEdits(flight, edits);
    expect(flightRows(after)?.map((row) => row.id)).toEqual(['1', '', '2', '3', '10', '0', '4', '13', '9']);
    expect(after).toContain('"G":["$10",["$L13"]]');
    expect(after.split(css('layout')).length - 1).toBe(1);
  });

  it('keeps a text row that a row staying behind also refers to', () => {
    const shared = flight.replace(style('4', '1', '/b.css', '$3'), style('4', '1', '/b.css', '$2e'));
    const after = applyEdits(shared, repeatedGlobalErrorStyles(shared, inDocument).edits);
    expect(flightRows(after)?.map((row) => row.id)).toEqual(['1', '', '2', '3', '10', '0', '4', '2e', '13', '9']);
  });

  it('changes nothing without a "G" entry, without repeats, or with an entry it does not know', () => {
    expect(repeatedGlobalErrorStyles(flight.replace(/"G":\[[^\]]*\]\],/, ''), inDocument).removed).toBe(0);
    expect(repeatedGlobalErrorStyles(flight, new Set(['/other.css'])).removed).toBe(0);
    expect(repeatedGlobalErrorStyles(flight.replace('"$L11"', '"$@11"'), inDocument).removed).toBe(0);
  });
});

describe('documentStylesheets', () => {
  it("lists the hrefs of Next's style elements, not of other styles", () => {
    expect(documentStylesheets('<style data-precedence="next" data-href="/a.css /b.css">x</style><style>y</style><style data-precedence="x" data-href="/c.css"></style>')).toEqual(
      new Set(['/a.css', '/b.css', '/c.css']),
    );
  });
});

describe('pageWithOnePayloadScript', () => {
  const scriptsOf = (html: string) => html.match(/<script>[\s\S]*?<\/script>/g) ?? [];

  it('joins the payload into one script where the last stood, without the repeats, with the markup untouched', () => {
    const before = page(flight);
    const { html, scripts, removed } = pageWithOnePayloadScript(before);
    expect([scripts, removed]).toEqual([4, 2]);
    expect(scriptsOf(html)).toEqual([payloadScript(applyEdits(flight, repeatedGlobalErrorStyles(flight, inDocument).edits))]);
    expect(html.indexOf('<p>between</p>')).toBeLessThan(html.indexOf('<script>'));
    expect(html.replace(/<script>[\s\S]*?<\/script>/g, '')).toBe(before.replace(/<script>[\s\S]*?<\/script>/g, ''));
    expect(pagePayload(html)?.flight).toBe(applyEdits(flight, repeatedGlobalErrorStyles(flight, inDocument).edits));
    // A second run of the post-build finds one script and nothing to take out.
    expect(pageWithOnePayloadScript(html)).toEqual({ html, scripts: 1, removed: 0, parts: 0 });
  });

  it('takes static markup out of the payload as it joins it, the HTML keeping the markup', () => {
    const part = `20:["$","$L1",null,{"staticMarkupId":"api-reference","children":"$21"}]\n21:["$","h2",null,{"children":"Chords"}]\n`;
    const before = page(flight + part);
    const { html, parts } = pageWithOnePayloadScript(before);
    expect(parts).toBe(1);
    expect(pagePayload(html)?.flight).toContain('20:["$","$L1",null,{"staticMarkupId":"api-reference"}]\n');
    expect(pagePayload(html)?.flight).not.toContain('Chords');
    expect(html.replace(/<script>[\s\S]*?<\/script>/g, '')).toBe(before.replace(/<script>[\s\S]*?<\/script>/g, ''));
  });

  it('joins the scripts of a page with nothing repeated', () => {
    const { html, scripts, removed } = pageWithOnePayloadScript(page(flight).replace('data-href="/a.css /b.css"', 'data-href="/c.css"'));
    expect([scripts, removed]).toEqual([4, 0]);
    expect(pagePayload(html)?.flight).toBe(flight);
  });

  it('leaves a page alone whose payload does not read back as Next wrote it, has a binary chunk, or has no bootstrap first', () => {
    const first = flight.slice(0, flight.indexOf('.navbar') + 3);
    const oddlyEscaped = page(flight).replace(escaped([1, first]), JSON.stringify([1, first]).replace('é', '\\u00e9'));
    for (const html of [
      oddlyEscaped,
      page(flight).replace('push([1,', 'push([3,'),
      page(flight).replace('push([1,', 'push([1,,'),
      page(flight).replace('<script>(self.__next_f=self.__next_f||[]).push([0])</script>', ''),
      page(flight).replace('<script>(self.__next_f=self.__next_f||[]).push([0])</script>', '').replace('<p>between</p>', '<script>(self.__next_f=self.__next_f||[]).push([0])</script><p>between</p>'),
      '<html><body>no payload</body></html>',
    ]) {
      expect(pageWithOnePayloadScript(html)).toEqual({ html, scripts: 0, removed: 0, parts: 0 });
    }
  });
});
