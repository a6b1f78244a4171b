import { describe, expect, it } from 'vitest';
import { buildOutline, parseDescription } from '../api/outline';
import { TINY_DESCRIPTION } from '../api/tiny-description.fixture';
import { apiMarkdown, shiftedMarkdown } from './api-markdown';

const text = apiMarkdown(buildOutline(parseDescription(TINY_DESCRIPTION)), 'https://site.example/api/v0');

describe('apiMarkdown', () => {
  it('has the sections of /api in its order: introduction, authentication, each tag, models', () => {
    expect([...text.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(['Intro', 'Authentication', 'Scales', 'Auth', 'Models']);
  });

  it('gives an operation its parameters with constraints, authentication, response examples and a curl sample', () => {
    const operation = text.slice(text.indexOf('### GET /Scales/{root}'), text.indexOf('## Auth\n'));
    expect(operation).toContain(
      ['| Name | In | Type | Required | Description | Constraints |', '| --- | --- | --- | --- | --- | --- |', '| root | path | string | yes | A root such as `C`. | one of `C`, `D-Sharp` |'].join(
        '\n',
      ),
    );
    expect(operation).toContain('Authentication: bearerAuth (send `Authorization: Bearer <token>`).');
    expect(operation).toContain('```json title="Response 200: C (GET /Scales/C)"');
    expect(operation).toContain(['```bash title="curl"', "curl 'https://site.example/api/v0/Scales/C' \\", '  -H "Authorization: Bearer $TOKEN"', '```'].join('\n'));
  });

  it('gives a request body its example', () => {
    expect(text).toContain(['#### Request body', '', 'Required, `application/json`: Login.', '', '```json title="Request: Ada"', '{ "email": "ada@example.com" }', '```'].join('\n'));
  });

  it('gives a model its fields and constraints', () => {
    expect(text).toContain(
      [
        '### Login',
        '',
        '| Field | Type | Required | Description | Constraints |',
        '| --- | --- | --- | --- | --- |',
        '| email | string | yes |  | `format: email`, `minLength: 1`, `maxLength: 254` |',
      ].join('\n'),
    );
  });
});

describe('shiftedMarkdown', () => {
  it('moves the top heading to the level asked, keeping the others below it', () => {
    expect(shiftedMarkdown('# A\n\n### B\n\nText with a | pipe.', 3)).toBe('### A\n\n##### B\n\nText with a | pipe.');
  });
});
