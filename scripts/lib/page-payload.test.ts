import { describe, expect, it } from 'vitest';
import { flightRows } from './flight';
import { pagePayload, pageWithOnePayloadScript, payloadScript } from './page-payload';
import { css, escaped, flight, inDocument, page } from './payload-fixture';
import { withDocumentStylesheetsOnce } from './stylesheet-payload';

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

describe('pageWithOnePayloadScript', () => {
  const scriptsOf = (html: string) => html.match(/<script>[\s\S]*?<\/script>/g) ?? [];

  it('joins the payload into one script where the last stood, without the repeats, with the markup untouched', () => {
    const before = page(flight);
    const { html, scripts, removed, emptied } = pageWithOnePayloadScript(before);
    expect([scripts, removed, emptied]).toEqual([4, 2, 2]);
    const once = withDocumentStylesheetsOnce(flight, inDocument).flight;
    expect(once).not.toContain(css('layout'));
    expect(scriptsOf(html)).toEqual([payloadScript(once)]);
    expect(html.indexOf('<p>between</p>')).toBeLessThan(html.indexOf('<script>'));
    expect(html.replace(/<script>[\s\S]*?<\/script>/g, '')).toBe(before.replace(/<script>[\s\S]*?<\/script>/g, ''));
    expect(pagePayload(html)?.flight).toBe(once);
    // A second run of the post-build finds one script and nothing to take out.
    expect(pageWithOnePayloadScript(html)).toEqual({ html, scripts: 1, removed: 0, emptied: 0, parts: 0 });
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
    const { html, scripts, removed, emptied } = pageWithOnePayloadScript(page(flight).replace('data-href="/a.css /b.css"', 'data-href="/c.css"'));
    expect([scripts, removed, emptied]).toEqual([4, 0, 0]);
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
      expect(pageWithOnePayloadScript(html)).toEqual({ html, scripts: 0, removed: 0, emptied: 0, parts: 0 });
    }
  });
});
