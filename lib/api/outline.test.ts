import { describe, expect, it } from 'vitest';
import { buildOutline, parseDescription, schemaLabel } from './outline';
import { demoteHeadings, markdownToHtml } from './markdown';

const description = `
openapi: 3.1.0
info:
  title: Tiny API
  version: v1
  license: { name: Elastic License 2.0, identifier: Elastic-2.0 }
  description: "## Intro\\n\\nUnder construction."
servers: [{ url: /api/v0 }]
components:
  securitySchemes:
    bearerAuth: { type: http, scheme: bearer, bearerFormat: JWT }
  parameters:
    Root: { name: root, in: path, required: true, schema: { type: string, enum: [C, D-Sharp] } }
  schemas:
    Note:
      type: object
      required: [name]
      properties:
        name: { type: string, description: Letter }
        pitchClass: { type: integer }
  responses:
    Bad: { description: Bad request, content: { application/problem+json: { schema: { $ref: '#/components/schemas/Note' } } } }
tags: [{ name: Scales }]
paths:
  /Scales/{root}:
    get:
      operationId: getScale
      summary: A scale
      tags: [Scales]
      security: [{ bearerAuth: [] }]
      parameters: [{ $ref: '#/components/parameters/Root' }]
      responses:
        '200': { description: OK, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Note' } } } } }
        '400': { $ref: '#/components/responses/Bad' }
  /examples/scale:
    get:
      operationId: example
      summary: Example
      tags: [Scales]
      responses: { '200': { description: OK } }
`;

describe('buildOutline', () => {
  const outline = buildOutline(parseDescription(description));

  it('lists operations with parameters, responses and security', () => {
    expect(outline.operations.map((o) => `${o.method} ${o.path}`)).toEqual(['GET /Scales/{root}', 'GET /examples/scale']);
    const [scale, example] = outline.operations;
    expect(scale!.parameters).toEqual([{ name: 'root', in: 'path', required: true, type: 'string', description: undefined, allowed: ['C', 'D-Sharp'] }]);
    expect(scale!.responses).toEqual([
      { status: '200', description: 'OK', contentType: 'application/json', schema: 'array of Note' },
      { status: '400', description: 'Bad request', contentType: 'application/problem+json', schema: 'Note' },
    ]);
    expect(scale!.security).toEqual(['bearerAuth']);
    expect(example!.security).toBeNull();
  });

  it('reads info, licence, servers, schemes and models', () => {
    expect(outline).toMatchObject({ title: 'Tiny API', version: 'v1', license: { name: 'Elastic License 2.0', identifier: 'Elastic-2.0' }, servers: [{ url: '/api/v0' }] });
    expect(outline.securitySchemes[0]).toMatchObject({ name: 'bearerAuth', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(outline.schemas[0]!.properties).toEqual([
      { name: 'name', type: 'string', required: true, description: 'Letter' },
      { name: 'pitchClass', type: 'integer', required: false, description: undefined },
    ]);
    expect(schemaLabel({}, { type: ['string', 'null'] })).toBe('string or null');
  });

  it('rejects a file that is not an OpenAPI description', () => {
    expect(() => parseDescription('title: x')).toThrow('Not an OpenAPI description');
  });

  it('renders the description Markdown under the page heading', () => {
    expect(demoteHeadings(markdownToHtml('## Intro\n\nUnder <b>construction</b>.'))).toBe('<h2>Intro</h2>\n<p>Under construction.</p>');
    expect(demoteHeadings('<h1>A</h1><h3>B</h3>')).toBe('<h2>A</h2><h4>B</h4>');
    expect(demoteHeadings('<p>none</p>')).toBe('<p>none</p>');
  });
});
