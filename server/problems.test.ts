import { describe, expect, it } from 'vitest';
import { describeSchemaError, problem } from './problems';

describe('problem details', () => {
  it('has one type and title per status', () => {
    expect(problem(400, 'd', '/i')).toEqual({ type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1', title: 'Bad Request', status: 400, detail: 'd', instance: '/i' });
    expect(problem(401, 'd', '/i').title).toBe('Unauthorized');
    expect(problem(413, 'd', '/i').title).toBe('Content Too Large');
    expect(problem(429, 'd', '/i').type).toBe('https://tools.ietf.org/html/rfc6585#section-4');
    expect(problem(500, 'd', '/i').title).toBe('Internal Server Error');
  });
});

describe('the detail of a request that breaks the description names what was wrong', () => {
  const params = (name: string, value: string, allowed: string[], extra = {}) =>
    describeSchemaError({ instancePath: `/${name}`, keyword: 'enum', params: { allowedValues: allowed } }, { part: 'params', values: { [name]: value }, ...extra });

  it('for path parameters', () => {
    expect(params('root', 'H', [])).toBe("'H' is not a valid root. Use a letter A-G with an optional accidental such as D-Sharp or B-Flat.");
    expect(params('chordType', 'Sus4', ['Major', 'Minor', 'Diminished', 'Augmented'])).toBe("'Sus4' is not a valid chord type. Use Major, Minor, Diminished or Augmented.");
    const key = { purpose: 'progressions', known: { scaleType: ['Major', 'Minor', 'HarmonicMinor'] } };
    expect(params('scaleType', 'HarmonicMinor', ['Major', 'Minor'], key)).toBe("'HarmonicMinor' is not supported for progressions. Use Major or Minor.");
    expect(params('scaleType', 'Dorian', ['Major', 'Minor'], key)).toBe("'Dorian' is not a valid scale type. Use Major or Minor.");
  });

  it('for body fields', () => {
    const body = (error: { instancePath: string; keyword: string; params: Record<string, unknown> }, values: unknown = {}) => describeSchemaError(error, { part: 'body', values });
    expect(body({ instancePath: '', keyword: 'required', params: { missingProperty: 'password' } })).toBe('The Password field is required.');
    expect(body({ instancePath: '/email', keyword: 'minLength', params: { limit: 1 } })).toBe('The Email field is required.');
    expect(body({ instancePath: '/email', keyword: 'type', params: { type: 'string' } })).toBe('The Email field must be a string.');
    expect(body({ instancePath: '/email', keyword: 'format', params: { format: 'email' } })).toBe('The Email field is not a valid email address.');
    expect(body({ instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: 'role' } })).toBe("The request body has an unknown field 'role'.");
    expect(body({ instancePath: '', keyword: 'type', params: { type: 'object' } }, [])).toBe('The request body must be a JSON object.');
    expect(body({ instancePath: '', keyword: 'type', params: { type: 'object' } }, null)).toBe('A JSON request body is required.');
  });
});
