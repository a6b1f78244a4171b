/** A small OpenAPI description that exercises every part of the outline, for the unit tests. */
export const TINY_DESCRIPTION = `
openapi: 3.1.0
info:
  title: Tiny API
  version: v1
  license: { name: Elastic License 2.0, identifier: Elastic-2.0 }
  description: "## Intro\\n\\nUnder **construction**."
servers: [{ url: /api/v0 }]
components:
  securitySchemes:
    bearerAuth: { type: http, scheme: bearer, bearerFormat: JWT, description: 'Send \`Authorization: Bearer <token>\`.' }
  parameters:
    Root: { name: root, in: path, required: true, description: 'A root such as \`C\`.', schema: { type: string, enum: [C, D-Sharp] }, example: D-Sharp }
  schemas:
    Note:
      type: object
      required: [name]
      properties:
        name: { type: string, description: Letter, enum: [C, D] }
        pitchClass: { type: integer, minimum: 0, maximum: 11 }
    Scale:
      type: object
      properties:
        root: { $ref: '#/components/schemas/Note' }
        notes: { type: array, maxItems: 7, items: { $ref: '#/components/schemas/Note' } }
    Login:
      type: object
      required: [email]
      properties:
        email: { type: string, format: email, minLength: 1, maxLength: 254 }
  responses:
    Bad:
      description: Bad request
      headers: { Retry-After: { description: Seconds to wait., schema: { type: integer } } }
      content: { application/problem+json: { schema: { $ref: '#/components/schemas/Note' } } }
tags: [{ name: Scales, description: 'Scales and their \`notes\`.' }, { name: Unused }]
paths:
  /Scales/{root}:
    get:
      operationId: getScale
      summary: A scale
      tags: [Scales]
      security: [{ bearerAuth: [] }]
      parameters: [{ $ref: '#/components/parameters/Root' }]
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Scale' }
              examples:
                c: { summary: C (GET /Scales/C), value: { root: { name: C, pitchClass: 0 }, notes: [{ name: C }, { name: D }] } }
        '400': { $ref: '#/components/responses/Bad' }
  /login:
    post:
      operationId: login
      summary: Log in
      tags: [Auth]
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Login' }
            examples: { ada: { summary: Ada, value: { email: ada@example.com } } }
      responses: { '200': { description: OK } }
`;
