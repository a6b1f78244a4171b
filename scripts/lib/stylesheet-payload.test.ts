import { describe, expect, it } from 'vitest';
import { applyEdits, flightRows } from './flight';
import { css, flight, inDocument, style } from './payload-fixture';
import { documentStyleTextEdits, documentStylesheets, repeatedGlobalErrorStyles, withDocumentStylesheetsOnce } from './stylesheet-payload';

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

describe('documentStyleTextEdits', () => {
  const withoutRepeats = applyEdits(flight, repeatedGlobalErrorStyles(flight, inDocument).edits);

  it("takes the text of the document's stylesheets out of the page's style elements, with the text rows only they used", () => {
    const { edits, emptied } = documentStyleTextEdits(withoutRepeats, inDocument);
    expect(emptied).toBe(2);
    const after = applyEdits(withoutRepeats, edits);
    expect(flightRows(after)?.map((row) => row.id)).toEqual(['1', '', '10', '0', '4', '13', '9']);
    expect(after).toContain('["$","style","0",{"precedence":"next","href":"/a.css"}]');
    expect(after).toContain('4:["$","style","1",{"nonce":"$undefined","precedence":"next","href":"/b.css"}]\n');
    expect(after).not.toContain(css('layout'));
    expect(after).not.toContain(css('navbar'));
    // A stylesheet the document does not have keeps its text: only the payload could bring it.
    expect(after).toContain('.error-fallback{max-width:48rem}');
  });

  it('keeps a text row that another row also refers to', () => {
    const shared = withoutRepeats.replace('9:["$","html",null,{"lang":"en"}]', '9:["$","html",null,{"lang":"en","title":"$3"}]');
    const after = applyEdits(shared, documentStyleTextEdits(shared, inDocument).edits);
    expect(flightRows(after)?.map((row) => row.id)).toEqual(['1', '', '3', '10', '0', '4', '13', '9']);
  });

  it('changes nothing when the document has none of the stylesheets, or on a second run', () => {
    expect(documentStyleTextEdits(withoutRepeats, new Set(['/other.css']))).toEqual({ edits: [], emptied: 0 });
    const once = withDocumentStylesheetsOnce(flight, inDocument);
    expect([once.removed, once.emptied]).toEqual([2, 2]);
    expect(withDocumentStylesheetsOnce(once.flight, inDocument)).toEqual({ flight: once.flight, removed: 0, emptied: 0 });
    expect(documentStyleTextEdits('0:["$","div",null,{}]\n', inDocument).emptied).toBe(0);
  });
});
