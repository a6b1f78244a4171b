import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { REACT_FLIGHT_TAGS, applyEdits, editsWithUnreachableRows, flightRows } from './flight';

describe('editsWithUnreachableRows', () => {
  // Row 0 is the stream's root; it refers to row 5 and to the text row b0, whose id ends in 0.
  const flight = ['0:["$","div",null,{"children":["$L5","$b0"]}]\n', '5:["$","p",null,{"children":"$6"}]\n', '6:T5,hello', 'b0:T5,world'].join('');

  it("takes out the rows only an edited row's old value led to, on a stream whose ids pass a0", () => {
    const rows = flightRows(flight)!;
    const edited = new Map([[rows[0]!, '["$","div",null,{"children":["$b0"]}]']]);
    const after = applyEdits(flight, editsWithUnreachableRows(rows, edited));
    expect(flightRows(after)?.map((row) => row.id)).toEqual(['0', 'b0']);
    expect(after).toContain('0:["$","div",null,{"children":["$b0"]}]\n');
  });

  it('keeps every row when nothing became unreachable', () => {
    const rows = flightRows(flight)!;
    expect(applyEdits(flight, editsWithUnreachableRows(rows, new Map()))).toBe(flight);
  });
});

describe('REACT_FLIGHT_TAGS', () => {
  it("canary: are the tags of the installed Flight client, none of them a to f (when this fails, referencesOf's reading must change)", () => {
    const client = readFileSync(createRequire(import.meta.url).resolve('next/dist/compiled/react-server-dom-turbopack/cjs/react-server-dom-turbopack-client.browser.production.js'), 'utf8');
    const start = client.indexOf('function parseModelString(');
    expect(start).toBeGreaterThan(0);
    const cases = client.slice(start, client.indexOf('\nfunction ', start + 1));
    const tags = [...new Set([...cases.matchAll(/case "(.)":/g)].map(([, tag]) => tag))].sort().join('');
    expect(tags).toBe([...REACT_FLIGHT_TAGS].sort().join(''));
    expect(tags).not.toMatch(/[a-f]/);
  });
});
