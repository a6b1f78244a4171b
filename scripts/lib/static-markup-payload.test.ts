import { describe, expect, it } from 'vitest';
import { flightRows } from './flight';
import { staticMarkupEdits, withoutStaticMarkup } from './static-markup-payload';

const text = (id: string, value: string) => `${id}:T${Buffer.byteLength(value).toString(16)},${value}`;
const row = (id: string, value: unknown) => `${id}:${JSON.stringify(value)}\n`;

// Shaped as Next 16.4 and 16.5 write /api's payload: the page's tree (row 0) holds a client component (row 5)
// whose children are the static part (row 20) with a highlighter beside it (row 7). The part refers to
// its own rows (21, and a text row 22) and to a row the rest of the page uses too (the fragment 1).
const flight = [
  row('1', '$Sreact.fragment'),
  ':HL["/img/logo.svg","image"]\n',
  '5:I[62095,["x"],"ApiReference"]\n',
  '6:I[1,["x"],"CopyButton"]\n',
  '23:I[2,["x"],"Inside"]\n',
  row('0', { P: null, t: ['$', '$L5', null, { spec: 'openapi: 3.1.0', children: ['$', '$1', null, { children: ['$20', '$7'] }] }] }),
  row('20', ['$', '$L24', null, { staticMarkupId: 'api-reference', className: 'api-plain', children: ['$', 'div', null, { children: ['$21', ['$', '$1', null, { children: 'Models' }]] }] }]),
  '24:I[3,["x"],"StaticMarkup"]\n',
  row('21', ['$', '$1', 'op', { children: [['$', 'h2', null, { id: 'op-a', children: '$$5 a price, not a row' }], '$22', '$21:props:children:0'] }]),
  text('22', '<pre class="shiki">{ "a": 1 }</pre>'),
  row('7', ['$', '$L6', null, { kept: '$@8' }]),
  row('8', 'done'),
].join('');

const ids = (stream: string) => flightRows(stream)?.map((r) => r.id);

describe('staticMarkupEdits', () => {
  it("takes out a static part's children and the rows only they referred to", () => {
    const { flight: out, parts } = withoutStaticMarkup(flight);
    expect(parts).toBe(1);
    expect(ids(out)).toEqual(['1', '', '5', '6', '23', '0', '20', '24', '7', '8']);
    const part = flightRows(out)?.find((r) => r.id === '20');
    expect(JSON.parse(part?.body ?? '')).toEqual(['$', '$L24', null, { staticMarkupId: 'api-reference', className: 'api-plain' }]);
    // Everything else reads as it was written.
    expect(out).toContain(row('0', { P: null, t: ['$', '$L5', null, { spec: 'openapi: 3.1.0', children: ['$', '$1', null, { children: ['$20', '$7'] }] }] }));
    // The post-build run again over its own output finds nothing to take out.
    expect(staticMarkupEdits(out)).toEqual({ edits: [], parts: 0 });
  });

  it('keeps a row the rest of the page refers to, however it refers to it', () => {
    const stream = flight + row('9', ['$', 'p', null, { children: '$22' }]) + row('a', ['$', '$L23', null, { seen: '$21:props' }]);
    expect(ids(withoutStaticMarkup(stream).flight)).toEqual(['1', '', '5', '6', '23', '0', '20', '24', '21', '22', '7', '8', '9', 'a']);
  });

  it('refuses a static part that holds a client component, naming it', () => {
    const inside = flight.replace('"$22","$21:props:children:0"', '"$22",["$","$L23",null,{}]');
    expect(inside).not.toBe(flight);
    expect(() => staticMarkupEdits(inside)).toThrow(/The static markup "api-reference" holds Inside: a client component/);
    // Through a row of its own too.
    expect(() => staticMarkupEdits((flight + row('25', ['$', '$L6', null, {}])).replace('"$22",', '"$22","$25",'))).toThrow(/holds CopyButton/);
  });

  it('leaves an optional part that holds a client component in the payload, and takes out the others', () => {
    const optional = row('0', {
      t: [
        ['$', '$L1', null, { staticMarkupId: 'a', optional: true, children: ['$', '$L6', null, { children: '$2' }] }],
        ['$', '$L1', null, { staticMarkupId: 'b', optional: true, children: '$3' }],
      ],
    });
    const stream = row('1', '$Sreact.fragment') + '6:I[1,["x"],"Tabs"]\n' + optional + row('2', 'tab') + row('3', 'gone');
    const { flight: out, parts } = withoutStaticMarkup(stream);
    expect(parts).toBe(1);
    expect(out).toBe(
      row('1', '$Sreact.fragment') +
        '6:I[1,["x"],"Tabs"]\n' +
        row('0', {
          t: [
            ['$', '$L1', null, { staticMarkupId: 'a', optional: true, children: ['$', '$L6', null, { children: '$2' }] }],
            ['$', '$L1', null, { staticMarkupId: 'b', optional: true }],
          ],
        }) +
        row('2', 'tab'),
    );
  });

  it('finds a client component inside a part that the rest of the page uses too', () => {
    const shared = flight.replace('"$22","$21:props:children:0"', '"$22",["$","$L6",null,{}]');
    expect(shared).not.toBe(flight);
    expect(() => staticMarkupEdits(shared)).toThrow(/The static markup "api-reference" holds CopyButton/);
  });

  it("reads a text row's id that starts with a hexadecimal letter as that row alone when judging what a part holds", () => {
    // Row b is the page's tree, which holds the layout's client components; "$fb" is a text row, not a tagged b.
    const page =
      row('0', { P: null, t: '$b' }) +
      row('b', ['$', 'html', null, { children: [['$', '$L6', null, {}], '$c'] }]) +
      '6:I[1,["x"],"Navbar"]\n' +
      row('c', ['$', '$L1', null, { staticMarkupId: 'a', children: ['$', 'p', null, { children: '$fb' }] }]) +
      text('fb', 'words');
    const { flight: out, parts } = withoutStaticMarkup(page);
    expect(parts).toBe(1);
    expect(out).not.toContain('words');
  });

  it('changes nothing on a page without static markup, or with a stream it does not read', () => {
    expect(staticMarkupEdits(row('0', ['$', 'div', null, { children: 'Hi' }]))).toEqual({ edits: [], parts: 0 });
    expect(staticMarkupEdits(flight + 'b:A1f,binary')).toEqual({ edits: [], parts: 0 });
    expect(staticMarkupEdits(row('0', { note: 'the word "staticMarkupId" in a text' }))).toEqual({ edits: [], parts: 0 });
  });

  it('reads a static part nested anywhere in a row, and each of several', () => {
    const two = row('0', { t: [['$', '$L1', null, { staticMarkupId: 'a', children: '$2' }], { deep: [['$', '$L1', null, { staticMarkupId: 'b', children: 'text' }]] }] }) + row('2', 'gone');
    const { flight: out, parts } = withoutStaticMarkup(two);
    expect(parts).toBe(2);
    expect(out).toBe(row('0', { t: [['$', '$L1', null, { staticMarkupId: 'a' }], { deep: [['$', '$L1', null, { staticMarkupId: 'b' }]] }] }));
  });
});
