import { describe, expect, it } from 'vitest';
import { buildOutline, parseDescription } from './outline';
import { curlSample, exampleJson, fetchSample, needsBearer, sampleBaseUrl, samplePath } from './samples';
import { TINY_DESCRIPTION } from './tiny-description.fixture';

const outline = buildOutline(parseDescription(TINY_DESCRIPTION));
const [scale, login] = outline.operations;
const base = 'https://robin-vale.example/api/v0';

describe('request samples', () => {
  it('call the documented server, resolved against the site when it is a path', () => {
    expect(sampleBaseUrl('/api/v0', 'https://robin-vale.example')).toBe(base);
    expect(sampleBaseUrl('/api/v0/', 'https://robin-vale.example/')).toBe(base);
    expect(sampleBaseUrl('https://api.example.com/api/v0', 'https://robin-vale.example')).toBe('https://api.example.com/api/v0');
  });

  it("fill the path from the success example that names its call, so the answer shown first is the sample's", () => {
    expect(samplePath(scale!)).toBe('/Scales/C');
  });

  it("otherwise from each parameter's example, its first allowed value, or its name", () => {
    const noCall = { ...scale!, responses: [] };
    expect(samplePath(noCall)).toBe('/Scales/D-Sharp');
    expect(samplePath({ ...noCall, parameters: [{ ...scale!.parameters[0]!, example: undefined }] })).toBe('/Scales/C');
    expect(samplePath({ ...noCall, parameters: [] })).toBe('/Scales/{root}');
    // A summary naming another path is not taken.
    expect(samplePath({ ...scale!, responses: [{ ...scale!.responses[0]!, examples: [{ name: 'x', summary: 'GET /Chords/C/Major', value: 1 }] }] })).toBe('/Scales/D-Sharp');
  });

  it('send the bearer header only where the operation needs a token', () => {
    expect(needsBearer(scale!, outline)).toBe(true);
    expect(needsBearer(login!, outline)).toBe(false);
    expect(curlSample(scale!, outline, base)).toBe(`curl '${base}/Scales/C' \\\n  -H "Authorization: Bearer $TOKEN"`);
    expect(fetchSample(scale!, outline, base)).toBe(
      [`const response = await fetch('${base}/Scales/C', {`, '  headers: {', '    Authorization: `Bearer ${token}`,', '  },', '});', 'const data = await response.json();'].join('\n'),
    );
  });

  it('send the first request body example as JSON, quoted for the shell', () => {
    const quoted = { ...login!, requestBody: { ...login!.requestBody!, examples: [{ name: 'q', value: { email: "o'hara@example.com" } }] } };
    expect(curlSample(login!, outline, base)).toBe(`curl -X POST '${base}/login' \\\n  -H 'Content-Type: application/json' \\\n  -d '{"email":"ada@example.com"}'`);
    expect(curlSample(quoted, outline, base)).toContain(`-d '{"email":"o'\\''hara@example.com"}'`);
    expect(fetchSample(login!, outline, base)).toBe(
      [
        `const response = await fetch('${base}/login', {`,
        "  method: 'POST',",
        '  headers: {',
        "    'Content-Type': 'application/json',",
        '  },',
        '  body: JSON.stringify({',
        '    "email": "ada@example.com"',
        '  }),',
        '});',
        'const data = await response.json();',
      ].join('\n'),
    );
  });

  it('show example values as indented JSON, keeping what fits on a line on it', () => {
    const chord = {
      root: { name: 'B', accidental: 'Flat', pitchClass: 10 },
      type: 'Minor',
      notes: [
        { name: 'B', accidental: 'Flat', pitchClass: 10 },
        { name: 'D', accidental: 'Flat', pitchClass: 1 },
      ],
    };
    expect(exampleJson(chord)).toBe(
      [
        '{',
        '  "root": { "name": "B", "accidental": "Flat", "pitchClass": 10 },',
        '  "type": "Minor",',
        '  "notes": [',
        '    { "name": "B", "accidental": "Flat", "pitchClass": 10 },',
        '    { "name": "D", "accidental": "Flat", "pitchClass": 1 }',
        '  ]',
        '}',
      ].join('\n'),
    );
    expect(exampleJson({ notes: ['C', 'D'] })).toBe('{ "notes": ["C", "D"] }');
    expect(exampleJson({ a: [], b: {}, c: null, d: 'x"y' }, 10)).toBe('{\n  "a": [],\n  "b": {},\n  "c": null,\n  "d": "x\\"y"\n}');
    for (const value of [chord, [chord, chord], 'text', 3, null]) expect(JSON.parse(exampleJson(value, 20))).toEqual(value);
  });
});
