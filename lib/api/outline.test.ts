import { describe, expect, it } from 'vitest';
import { buildOutline, constraintsOf, modelsOf, outlineTags, parseDescription, schemaLabel, typeOf, typeText } from './outline';
import { TINY_DESCRIPTION } from './tiny-description.fixture';

describe('buildOutline', () => {
  const outline = buildOutline(parseDescription(TINY_DESCRIPTION));
  const [scale, login] = outline.operations;

  it('lists operations with their anchors, parameters and security', () => {
    expect(outline.operations.map((o) => `${o.method} ${o.path} #${o.anchor}`)).toEqual(['GET /Scales/{root} #op-getScale', 'POST /login #op-login']);
    expect(scale!.parameters).toEqual([
      { name: 'root', in: 'path', required: true, type: { kind: 'primitive', name: 'string' }, description: 'A root such as `C`.', allowed: ['C', 'D-Sharp'], constraints: [], example: 'D-Sharp' },
    ]);
    expect(scale!.security).toEqual(['bearerAuth']);
    expect(login!.security).toBeNull();
  });

  it('reads each response with its model, headers and examples by name', () => {
    expect(scale!.responses).toEqual([
      {
        status: '200',
        description: 'OK',
        contentType: 'application/json',
        type: { kind: 'model', name: 'Scale' },
        headers: [],
        examples: [{ name: 'c', summary: 'C (GET /Scales/C)', value: { root: { name: 'C', pitchClass: 0 }, notes: [{ name: 'C' }, { name: 'D' }] } }],
      },
      {
        status: '400',
        description: 'Bad request',
        contentType: 'application/problem+json',
        type: { kind: 'model', name: 'Note' },
        headers: [{ name: 'Retry-After', type: { kind: 'primitive', name: 'integer' }, description: 'Seconds to wait.' }],
        examples: [],
      },
    ]);
  });

  it('reads the request body with its model and examples', () => {
    expect(login!.requestBody).toEqual({
      contentType: 'application/json',
      required: true,
      type: { kind: 'model', name: 'Login' },
      description: undefined,
      examples: [{ name: 'ada', summary: 'Ada', value: { email: 'ada@example.com' } }],
    });
  });

  it('reads info, licence, servers, schemes and tags that have operations', () => {
    expect(outline).toMatchObject({ title: 'Tiny API', version: 'v1', license: { name: 'Elastic License 2.0', identifier: 'Elastic-2.0' }, servers: [{ url: '/api/v0' }] });
    expect(outline.securitySchemes[0]).toMatchObject({ name: 'bearerAuth', scheme: 'bearer', bearerFormat: 'JWT' });
    // Declared tags first, in order; an undeclared tag an operation uses; a tag with no operation left out.
    expect(outlineTags(outline).map((t) => t.name)).toEqual(['Scales', 'Auth']);
  });

  it('gives each model its fields with type, constraints and allowed values, and linked model types', () => {
    const [note, scaleModel, loginModel] = outline.schemas;
    expect(note).toMatchObject({ name: 'Note', anchor: 'model-Note' });
    expect(note!.properties).toEqual([
      { name: 'name', type: { kind: 'primitive', name: 'string' }, required: true, description: 'Letter', allowed: ['C', 'D'], constraints: [] },
      {
        name: 'pitchClass',
        type: { kind: 'primitive', name: 'integer' },
        required: false,
        description: undefined,
        allowed: undefined,
        constraints: [
          { keyword: 'minimum', value: '0' },
          { keyword: 'maximum', value: '11' },
        ],
      },
    ]);
    expect(scaleModel!.properties.map((p) => [p.name, typeText(p.type), p.constraints])).toEqual([
      ['root', 'Note', []],
      ['notes', 'array of Note', [{ keyword: 'maxItems', value: '7' }]],
    ]);
    // Whatever constraint the description states is shown: a maxLength added later appears.
    expect(loginModel!.properties[0]!.constraints).toEqual([
      { keyword: 'format', value: 'email' },
      { keyword: 'minLength', value: '1' },
      { keyword: 'maxLength', value: '254' },
    ]);
  });

  it("takes each model's example from the description's examples, nested ones included", () => {
    const examples = Object.fromEntries(outline.schemas.map((s) => [s.name, s.example]));
    expect(examples).toEqual({ Scale: { root: { name: 'C', pitchClass: 0 }, notes: [{ name: 'C' }, { name: 'D' }] }, Note: { name: 'C', pitchClass: 0 }, Login: { email: 'ada@example.com' } });
  });

  it('rejects a file that is not an OpenAPI description', () => {
    expect(() => parseDescription('title: x')).toThrow('Not an OpenAPI description');
  });
});

describe('types and constraints', () => {
  it('name models so they can be linked, and read as words', () => {
    expect(typeOf({ type: 'array', items: { $ref: '#/components/schemas/Chord' } })).toEqual({ kind: 'array', items: { kind: 'model', name: 'Chord' } });
    expect(schemaLabel({}, { type: ['string', 'null'] })).toBe('string or null');
    expect(schemaLabel({}, { oneOf: [{ $ref: '#/components/schemas/A' }, { type: 'integer' }] })).toBe('A or integer');
    expect(modelsOf(typeOf({ oneOf: [{ $ref: '#/x/A' }, { type: 'array', items: { $ref: '#/x/B' } }] }))).toEqual(['A', 'B']);
  });

  it("list an array's item constraints apart from its own", () => {
    expect(constraintsOf({}, { type: 'array', minItems: 3, items: { type: 'string', pattern: '^[A-G]$', enum: ['A'] } })).toEqual([
      { keyword: 'minItems', value: '3' },
      { keyword: 'items.pattern', value: '^[A-G]$' },
      { keyword: 'items.enum', value: 'A' },
    ]);
  });
});
