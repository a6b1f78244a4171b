import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_SECONDS } from './auth/tokens';
import { DEFAULT_BODY_LIMIT } from './config';
import { call, contractErrors, description, startTestApi, TEST_SECRET, tokenFor, type Answer, type CallOptions, type TestApi } from './testing';

/**
 * Contract tests: every operation of the description, every status it documents, each answer checked
 * against the description's own schema for that status and media type; then bad input of every kind.
 * The server runs for real on a loopback port with a throwaway SQLite file.
 */

let api: TestApi;
let token: string;
let clock = Math.floor(Date.now() / 1000);
/** Every (operation, documented status) an answer has shown. */
const seen = new Set<string>();

beforeAll(async () => {
  api = await startTestApi({ now: () => clock });
  token = await tokenFor(api.base, 'contract@example.com');
});
afterAll(() => api.close());

/** Calls an operation, checks the answer against the description, and records the status as seen. */
async function expectContract(operationId: string, method: string, path: string, options: CallOptions, status: number): Promise<Answer> {
  return expectContractOn(api.base, operationId, method, path, options, status);
}

async function expectContractOn(base: string, operationId: string, method: string, path: string, options: CallOptions, status: number) {
  const answer = await call(base, method, path, options);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
  expect(contractErrors(operationId, answer), `${method} ${path}`).toEqual([]);
  if (status >= 400) expectProblem(answer, path);
  const responses = documentedStatuses(operationId);
  seen.add(`${operationId} ${responses.includes(String(status)) ? status : `${String(status)[0]}XX`}`);
  return answer;
}

function documentedStatuses(operationId: string): string[] {
  const { method, path } = description.operations.get(operationId)!;
  return Object.keys(description.document.paths[path][method.toLowerCase()].responses);
}

/** A ProblemDetails for this request, with nothing of the server's insides in it. */
function expectProblem(answer: Answer, path: string) {
  expect(answer.mediaType).toBe('application/problem+json');
  expect(answer.body).toMatchObject({ status: answer.status, instance: `/api/v0${path.split('?')[0]}` });
  expect(typeof answer.body.title).toBe('string');
  expect(typeof answer.body.detail).toBe('string');
  expect(JSON.stringify(answer.body)).not.toMatch(/\bat .+:\d+|stack|Error:|FST_|node_modules|SQLITE/i);
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('every operation and documented status, against the description’s schemas', () => {
  it('POST /Auth/register: 201, 400 for a taken email or a missing field', async () => {
    const body = { email: 'grace@example.com', password: 'p' };
    const created = await expectContract('registerUser', 'POST', '/Auth/register', { body }, 201);
    expect(created.body).toEqual({ message: 'User registered successfully.' });
    const again = await expectContract('registerUser', 'POST', '/Auth/register', { body: { ...body, email: 'Grace@Example.com' } }, 400);
    expect(again.body.detail).toBe("The email address 'grace@example.com' is already registered.");
    const missing = await expectContract('registerUser', 'POST', '/Auth/register', { body: { email: 'x@example.com' } }, 400);
    expect(missing.body.detail).toBe('The Password field is required.');
  });

  it('POST /Auth/login: 200 with a one-hour JWT, 400, 401 for a wrong password or an unknown email', async () => {
    await call(api.base, 'POST', '/Auth/register', { body: { email: 'linus@example.com', password: 'right' } });
    const ok = await expectContract('loginUser', 'POST', '/Auth/login', { body: { email: 'LINUS@example.com', password: 'right' } }, 200);
    const [header, payload] = (ok.body.token as string)
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload.email).toBe('linus@example.com');
    expect(payload.exp - payload.iat).toBe(TOKEN_LIFETIME_SECONDS);
    await expectContract('loginUser', 'POST', '/Auth/login', { body: { password: 'right' } }, 400);
    const wrong = await expectContract('loginUser', 'POST', '/Auth/login', { body: { email: 'linus@example.com', password: 'wrong' } }, 401);
    const unknown = await expectContract('loginUser', 'POST', '/Auth/login', { body: { email: 'nobody@example.com', password: 'right' } }, 401);
    expect(wrong.body.detail).toBe('Invalid email or password.');
    expect(unknown.body).toEqual({ ...wrong.body });
  });

  it('GET /Chords/{root}/{chordType}: 200, 400, 401', async () => {
    const chord = await expectContract('getChord', 'GET', '/Chords/B-Flat/Minor', { token }, 200);
    expect(chord.body.notes.map((n: { name: string; accidental: string }) => `${n.name} ${n.accidental}`)).toEqual(['B Flat', 'D Flat', 'F Natural']);
    await expectContract('getChord', 'GET', '/Chords/H/Major', { token }, 400);
    await expectContract('getChord', 'GET', '/Chords/C/Sus4', { token }, 400);
    await expectContract('getChord', 'GET', '/Chords/C/Major', {}, 401);
  });

  it('GET /Progressions/{root}/{scaleType}/common: 200, 400, 401', async () => {
    const major = await expectContract('getCommonProgressions', 'GET', '/Progressions/E-Flat/Major/common', { token }, 200);
    expect(major.body.map((p: { pattern: string }) => p.pattern)).toEqual(['I-IV-V', 'I-V-vi-IV', 'ii-V-I']);
    const minor = await expectContract('getCommonProgressions', 'GET', '/Progressions/C-Sharp/Minor/common', { token }, 200);
    expect(minor.body.map((p: { pattern: string }) => p.pattern)).toEqual(['i-iv-v', 'i-VI-III-VII', 'ii°-v-i']);
    const harmonic = await expectContract('getCommonProgressions', 'GET', '/Progressions/A/HarmonicMinor/common', { token }, 400);
    expect(harmonic.body.detail).toBe("'HarmonicMinor' is not supported for progressions. Use Major or Minor.");
    await expectContract('getCommonProgressions', 'GET', '/Progressions/A/Major/common', {}, 401);
  });

  it('GET /Scales/{root}/{scaleType}/notes: 200, 400, 401', async () => {
    const notes = await expectContract('getScaleNotes', 'GET', '/Scales/G-Sharp/HarmonicMinor/notes', { token }, 200);
    expect(notes.body).toEqual({ notes: ['G#', 'A#', 'B', 'C#', 'D#', 'E', 'F##'] });
    const bad = await expectContract('getScaleNotes', 'GET', '/Scales/C/Dorian/notes', { token }, 400);
    expect(bad.body.detail).toBe("'Dorian' is not a valid scale type. Use Major, Minor or HarmonicMinor.");
    const theoretical = await expectContract('getScaleNotes', 'GET', '/Scales/D-DoubleSharp/Major/notes', { token }, 400);
    expect(theoretical.body.detail).toMatch(/'D-DoubleSharp' Major needs F###.*enharmonic root 'E'/);
    await expectContract('getScaleNotes', 'GET', '/Scales/C/Major/notes', {}, 401);
  });

  it('GET /Scales/{root}/{scaleType}/chords: 200, 400, 401', async () => {
    const chords = await expectContract('getDiatonicChords', 'GET', '/Scales/F-Sharp/Minor/chords', { token }, 200);
    expect(chords.body).toHaveLength(7);
    expect(chords.body.map((c: { type: string }) => c.type)).toEqual(['Minor', 'Diminished', 'Major', 'Minor', 'Minor', 'Major', 'Major']);
    const harmonic = await expectContract('getDiatonicChords', 'GET', '/Scales/A/HarmonicMinor/chords', { token }, 400);
    expect(harmonic.body.detail).toBe("'HarmonicMinor' is not supported for diatonic chords. Use Major or Minor.");
    await expectContract('getDiatonicChords', 'GET', '/Scales/A/Minor/chords', {}, 401);
  });

  it('GET /health: 200 without a token while the database answers', async () => {
    const health = await expectContract('getHealth', 'GET', '/health', {}, 200);
    expect(health.body).toEqual({ status: 'ok' });
  });

  it('GET /examples/scale: 200 without a token', async () => {
    const example = await expectContract('getExampleScale', 'GET', '/examples/scale', {}, 200);
    expect(example.body.root).toEqual({ name: 'D', accidental: 'Natural', pitchClass: 2 });
  });

  it('answers 500 as documented when the user store fails, and 413 and 429 on register and login', async () => {
    const failing = await startTestApi({
      authRateLimit: { max: 1, windowSeconds: 60 },
      wrapStore: (store) => ({
        create: () => Promise.reject(new Error('SQLITE_BUSY: database is locked')),
        find: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.1:5432')),
        findById: (id) => store.findById(id),
        check: () => store.check(),
        close: () => store.close(),
      }),
    });
    try {
      const body = { email: 'ada@example.com', password: 'p' };
      const register = await expectContractOn(failing.base, 'registerUser', 'POST', '/Auth/register', { body }, 500);
      expect(register.body.detail).toMatch(/temporary problem/);
      const login = await expectContractOn(failing.base, 'loginUser', 'POST', '/Auth/login', { body }, 500);
      expect(login.body.detail).toMatch(/temporary problem/);
      const limited = await expectContractOn(failing.base, 'registerUser', 'POST', '/Auth/register', { body }, 429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      await expectContractOn(failing.base, 'loginUser', 'POST', '/Auth/login', { body }, 429);
    } finally {
      await failing.close();
    }
    const huge = { email: 'ada@example.com', password: 'x'.repeat(DEFAULT_BODY_LIMIT) };
    const tooLarge = await expectContract('registerUser', 'POST', '/Auth/register', { body: huge }, 413);
    expect(tooLarge.body.detail).toBe(`The request body is larger than the limit of ${DEFAULT_BODY_LIMIT} bytes.`);
    await expectContract('loginUser', 'POST', '/Auth/login', { body: huge }, 413);
  });

  it('answers 503 with Retry-After when the user store cannot be reached, on every operation that needs it', async () => {
    const refused = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    const down = await startTestApi({ wrapStore: (store) => ({ create: refused, find: refused, findById: refused, check: refused, close: () => store.close() }) });
    try {
      const body = { email: 'ada@example.com', password: 'p' };
      const answers = [
        await expectContractOn(down.base, 'registerUser', 'POST', '/Auth/register', { body }, 503),
        await expectContractOn(down.base, 'loginUser', 'POST', '/Auth/login', { body }, 503),
        await expectContractOn(down.base, 'getChord', 'GET', '/Chords/C/Major', { token }, 503),
        await expectContractOn(down.base, 'getCommonProgressions', 'GET', '/Progressions/C/Major/common', { token }, 503),
        await expectContractOn(down.base, 'getScaleNotes', 'GET', '/Scales/C/Major/notes', { token }, 503),
        await expectContractOn(down.base, 'getDiatonicChords', 'GET', '/Scales/C/Major/chords', { token }, 503),
        await expectContractOn(down.base, 'getHealth', 'GET', '/health', {}, 503),
      ];
      for (const answer of answers) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await down.close();
    }
  });

  it('has now seen every status that every operation documents', () => {
    // A range such as the example call's 4XX is the general promise that client errors are
    // ProblemDetails (Redocly asks every operation for one); that call takes no input that can be wrong.
    const documented = [...description.operations.keys()].flatMap((id) =>
      documentedStatuses(id)
        .filter((status) => /^\d+$/.test(status))
        .map((status) => `${id} ${status}`),
    );
    expect([...seen].sort()).toEqual(documented.sort());
  });
});

describe('bad input gets the documented status and a ProblemDetails', () => {
  const register = (options: CallOptions) => call(api.base, 'POST', '/Auth/register', options);

  it.each([
    ['malformed JSON', { raw: '{"email": "a@example.com", "password": ' }, 'The request body is not valid JSON.'],
    ['an empty JSON body', { raw: '' }, 'The request body is empty. Send a JSON object.'],
    ['no body at all', { headers: {} }, 'A JSON request body is required.'],
    ['JSON null', { raw: 'null' }, 'A JSON request body is required.'],
    ['plain text', { raw: 'ada@example.com', headers: { 'content-type': 'text/plain' } }, 'The request body must be JSON, sent with Content-Type: application/json.'],
    ['a JSON array', { body: [] }, 'The request body must be a JSON object.'],
    ['a JSON string', { body: 'ada@example.com' }, 'The request body must be a JSON object.'],
    ['a number for the password', { body: { email: 'a@example.com', password: 5 } }, 'The Password field must be a string.'],
    ['null for the email', { body: { email: null, password: 'p' } }, 'The Email field must be a string.'],
    ['an empty email', { body: { email: '', password: 'p' } }, 'The Email field is required.'],
    ['an empty password', { body: { email: 'a@example.com', password: '' } }, 'The Password field is required.'],
    ['an email that is not one', { body: { email: 'not an email', password: 'p' } }, 'The Email field is not a valid email address.'],
    ['an unknown field', { body: { email: 'a@example.com', password: 'p', admin: true } }, "The request body has an unknown field 'admin'."],
    ['a prototype-poisoning key', { raw: '{"email":"a@example.com","password":"p","__proto__":{"admin":true}}' }, 'The request body is not valid JSON.'],
    [
      'form data',
      { raw: 'email=a%40example.com&password=p', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      'The request body must be JSON, sent with Content-Type: application/json.',
    ],
    ['problem+json', { raw: '{}', headers: { 'content-type': 'application/problem+json' } }, 'The request body must be JSON, sent with Content-Type: application/json.'],
  ] as [string, CallOptions, string][])('%s', async (_name, options, detail) => {
    const answer = await register(options);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expectProblem(answer, '/Auth/register');
    expect(answer.body.detail).toBe(detail);
    expect(contractErrors('registerUser', answer)).toEqual([]);
  });

  it.each([
    ['/Chords/H/Major', "'H' is not a valid root. Use a letter A-G with an optional accidental such as D-Sharp or B-Flat."],
    ['/Chords/c/Major', "'c' is not a valid root. Use a letter A-G with an optional accidental such as D-Sharp or B-Flat."],
    ['/Chords/B-flat/Major', "'B-flat' is not a valid root. Use a letter A-G with an optional accidental such as D-Sharp or B-Flat."],
    ['/Chords/C-Natural/Major', "'C-Natural' is not a valid root. Use a letter A-G with an optional accidental such as D-Sharp or B-Flat."],
    ['/Chords/Bb/Minor', "'Bb' is not a valid root. Use a letter A-G with an optional accidental such as D-Sharp or B-Flat."],
    ['/Chords/C%23/Minor', "'C#' is not a valid root. Use a letter A-G with an optional accidental such as D-Sharp or B-Flat."],
    ['/Chords/C/minor', "'minor' is not a valid chord type. Use Major, Minor, Diminished or Augmented."],
    ['/Chords/G-DoubleSharp/Augmented', "'G-DoubleSharp' Augmented needs D###, and a note can have at most two sharps or flats. Use the enharmonic root 'A' instead."],
    ['/Scales/C/Lydian/chords', "'Lydian' is not a valid scale type. Use Major or Minor."],
    ['/Progressions/F-DoubleFlat/Major/common', "'F-DoubleFlat' Major needs Bbbb, and a note can have at most two sharps or flats. Use the enharmonic root 'E-Flat' instead."],
  ])('GET %s', async (path, detail) => {
    const answer = await call(api.base, 'GET', path, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expectProblem(answer, path);
    expect(answer.body.detail).toBe(detail);
  });

  describe('tokens', () => {
    const parts = () => token.split('.') as [string, string, string];
    const claims = () => JSON.parse(Buffer.from(parts()[1], 'base64url').toString());
    const sign = (h: string, p: string, secret: string) => createHmac('sha256', secret).update(`${h}.${p}`).digest('base64url');

    it.each([
      ['missing', () => ({})],
      ['not a JWT', () => ({ headers: { authorization: 'Bearer not-a-token' } })],
      ['another scheme', () => ({ headers: { authorization: `Basic ${token}` } })],
      [
        'tampered payload',
        () => {
          const [h, , s] = parts();
          return { token: `${h}.${base64url({ ...claims(), email: 'admin@example.com' })}.${s}` };
        },
      ],
      [
        'tampered signature',
        () => {
          const [h, p, s] = parts();
          return { token: `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}` };
        },
      ],
      [
        'signed with another secret',
        () => {
          const [h, p] = parts();
          return { token: `${h}.${p}.${sign(h, p, 'some-other-secret-of-enough-length-0000')}` };
        },
      ],
      [
        'alg none',
        () => {
          const p = parts()[1];
          return { token: `${base64url({ alg: 'none', typ: 'JWT' })}.${p}.` };
        },
      ],
      [
        'HS256 header but no expiry',
        () => {
          const h = parts()[0];
          const { exp: _exp, ...rest } = claims();
          const p = base64url(rest);
          return { token: `${h}.${p}.${sign(h, p, TEST_SECRET)}` };
        },
      ],
    ] as [string, () => CallOptions][])('%s → 401', async (_name, options) => {
      const answer = await call(api.base, 'GET', '/Scales/C/Major/notes', options());
      expect(answer.status).toBe(401);
      expectProblem(answer, '/Scales/C/Major/notes');
      expect(answer.body.detail).toBe('The bearer token is missing, expired or invalid.');
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
    });

    it('is accepted until it expires one hour after login, then refused', async () => {
      const issued = claims().iat as number;
      try {
        clock = issued + TOKEN_LIFETIME_SECONDS - 1;
        expect((await call(api.base, 'GET', '/Scales/C/Major/notes', { token })).status).toBe(200);
        clock = issued + TOKEN_LIFETIME_SECONDS;
        const expired = await call(api.base, 'GET', '/Scales/C/Major/notes', { token });
        expect(expired.status).toBe(401);
        expectProblem(expired, '/Scales/C/Major/notes');
      } finally {
        clock = Math.floor(Date.now() / 1000);
      }
    });

    it('is checked before the request: a bad root without a token is a 401, not a 400', async () => {
      expect((await call(api.base, 'GET', '/Chords/H/Major')).status).toBe(401);
    });
  });

  it('answers unknown paths and methods with a 404 ProblemDetails', async () => {
    for (const [method, path] of [
      ['GET', '/Nope'],
      ['DELETE', '/Auth/register'],
      ['GET', '/Chords/C'],
    ]) {
      const answer = await call(api.base, method!, path!, { token });
      expect(answer.status).toBe(404);
      expectProblem(answer, path!);
    }
  });
});

describe('CORS for the site’s own origin', () => {
  it('answers the preflight of a token call from the served site', async () => {
    const response = await fetch(`${api.base}/Chords/C/Major`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const real = await call(api.base, 'GET', '/examples/scale', { headers: { origin: 'http://127.0.0.1:3000' } });
    expect(real.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
  });

  it('gives other origins no CORS headers', async () => {
    const answer = await call(api.base, 'GET', '/examples/scale', { headers: { origin: 'https://evil.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
