import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_TIMEOUTS } from './app';
import { PasswordHasher } from './auth/hashing';
import { resolveSecret } from './auth/secret';
import { ISSUER, AUDIENCE } from './auth/tokens';
import { openUserStore } from './store/users';
import { parseRaw, portOf, openRaw, raw, type RawAnswer } from './raw-http';
import { call, description, FAST_COST, startTestApi, TEST_SECRET, tokenFor, type TestApi } from './testing';

/**
 * The faults a probe of the running server found, one test each: stalled requests, framework errors
 * that were not problem documents, tokens accepted for too long or for no one, unbounded fields,
 * and hashing that many clients could use to exhaust memory.
 */

const PROBLEM = 'application/problem+json';

/** A problem document on the wire: media type, nosniff, no-store, a body whose status matches. */
function expectRawProblem(answer: RawAnswer, status: number) {
  expect(answer.status, answer.text.slice(0, 300)).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['cache-control']).toBe('no-store');
  const body = JSON.parse(answer.body);
  expect(body).toMatchObject({ status, title: expect.any(String), detail: expect.any(String) });
  return body;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function signed(claims: Record<string, unknown>, secret = TEST_SECRET): string {
  const header = base64url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64url(claims);
  return `${header}.${payload}.${createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url')}`;
}

describe('stalled requests', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ timeouts: { ...DEFAULT_TIMEOUTS, requestMs: 600, headersMs: 400, checkIntervalMs: 100 } });
  });
  afterAll(() => api.close());

  it('are cut within 30 s by default: request, header and keep-alive timeouts are set', () => {
    expect(DEFAULT_TIMEOUTS.requestMs + DEFAULT_TIMEOUTS.checkIntervalMs).toBeLessThanOrEqual(30_000);
    expect(DEFAULT_TIMEOUTS.headersMs + DEFAULT_TIMEOUTS.checkIntervalMs).toBeLessThanOrEqual(30_000);
    expect(DEFAULT_TIMEOUTS.keepAliveMs).toBeGreaterThan(0);
    expect(DEFAULT_TIMEOUTS.connectionMs).toBeGreaterThan(DEFAULT_TIMEOUTS.requestMs);
  });

  it('a body that stops after 18 of 100 declared bytes gets a 408 problem document and the connection is closed', async () => {
    const answer = await raw(portOf(api.base), 'POST /api/v0/Auth/register HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":"a@b.co",', 5_000);
    expect(answer.closed).toBe(true);
    expectRawProblem(answer, 408);
  });

  it('headers that never end get a 408 problem document', async () => {
    const answer = await raw(portOf(api.base), 'GET /api/v0/examples/scale HTTP/1.1\r\nHost: x\r\nX-Slow: ', 5_000);
    expect(answer.closed).toBe(true);
    expectRawProblem(answer, 408);
  });

  it('shutdown closes stalled connections and still finishes once the requests under way are done', async () => {
    const other = await startTestApi();
    const port = portOf(other.base);
    // All three accepted, and the third answered: the server holds two stalled requests and an idle connection.
    let accepted = 0;
    const allAccepted = new Promise<void>((resolve) => other.app.server.on('connection', () => ++accepted === 3 && resolve()));
    const body = openRaw(port, 'POST /api/v0/Auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em');
    const headers = openRaw(port, 'GET /api/v0/examples/scale HTTP/1.1\r\nHost: x\r\n');
    const idle = openRaw(port, 'GET /api/v0/examples/scale HTTP/1.1\r\nHost: x\r\n\r\n');
    const first = await idle.response();
    expect(first.status).toBe(200);
    expect(first.closed).toBe(false);
    await Promise.all([allAccepted, body.sent, headers.sent]);
    let closed = false;
    const closing = other.close().then(() => (closed = true));
    const [a, b, c] = await Promise.all([body.answer(3_000), headers.answer(3_000), idle.answer(3_000)]);
    expect([a.closed, b.closed, c.closed]).toEqual([true, true, true]);
    // The shutdown itself must finish: a close that hangs fails this test by its timeout.
    await closing;
    expect(closed).toBe(true);
  });
});

describe('every error is a problem document, also from the framework’s own layer', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());
  const long = 'A'.repeat(15_000);

  it.each([
    ['bad URL encoding', `GET /api/v0/Chords/%FF/Major HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 400],
    ['an over-long path parameter', `GET /api/v0/Chords/${long}/Major HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 414],
    ['an over-long unknown path', `GET /${long} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 404],
    ['oversized headers', `GET /api/v0/examples/scale HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`, 431],
    ['a malformed request', `GET /api/v0/examples/scale HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n`, 400],
    ['a preflight without an Origin', `OPTIONS /api/v0/Chords/C/Major HTTP/1.1\r\nHost: x\r\nAccess-Control-Request-Method: GET\r\nConnection: close\r\n\r\n`, 400],
    ['a preflight without a method', `OPTIONS /api/v0/Chords/C/Major HTTP/1.1\r\nHost: x\r\nOrigin: http://localhost:3000\r\nConnection: close\r\n\r\n`, 400],
    ['an unknown path', `GET /api/v0/Nope HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 404],
    ['a parser error', `POST /api/v0/Auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nConnection: close\r\n\r\n{"a":`, 400],
    ['an HTTP/1.1 request without Host', `GET /api/v0/examples/scale HTTP/1.1\r\nConnection: close\r\n\r\n`, 400],
    ['an expectation other than 100-continue', `GET /api/v0/examples/scale HTTP/1.1\r\nHost: x\r\nExpect: bogus\r\nConnection: close\r\n\r\n`, 417],
    ['CONNECT', `CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n`, 405],
    ['100-continue with a body over the limit', `POST /api/v0/Auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 999999\r\nExpect: 100-continue\r\n\r\n`, 413],
  ])('%s', async (_name, request, status) => {
    const answer = await raw(portOf(api.base), request);
    const body = expectRawProblem(answer, status);
    expect(answer.text).not.toContain('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(answer.text).not.toContain('bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb');
    expect(JSON.stringify(body)).not.toMatch(/FST_|HPE_|ERR_/);
  });
});

describe('Expect: 100-continue within the limit', () => {
  it('gets 100 Continue, then the operation’s own answer', async () => {
    const api = await startTestApi();
    try {
      const body = '{"email":"nobody@example.com","password":"p"}';
      const answer = await raw(
        portOf(api.base),
        `POST /api/v0/Auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n${body}`,
      );
      expect(answer.text).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\n/);
      const final = parseRaw(answer.text.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, ''), answer.closed);
      expect(final.status).toBe(401);
      expect(final.headers['content-type']).toMatch(/^application\/problem\+json/);
    } finally {
      await api.close();
    }
  });
});

describe('tokens', () => {
  let api: TestApi;
  let token: string;
  let claims: Record<string, any>;
  const now = () => Math.floor(Date.now() / 1000);
  beforeAll(async () => {
    api = await startTestApi();
    token = await tokenFor(api.base, 'tokens@example.com');
    claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
  });
  afterAll(() => api.close());
  const notes = (t: string) => call(api.base, 'GET', '/Scales/C/Major/notes', { token: t });

  it('carry the server’s issuer and audience', () => {
    expect(claims).toMatchObject({ iss: ISSUER, aud: AUDIENCE });
    expect(claims.exp - claims.iat).toBe(3600);
  });

  it.each([
    ['expiring years from now', () => ({ ...claims, iat: now(), exp: now() + 10 * 365 * 86_400 })],
    ['living longer than an hour', () => ({ ...claims, iat: now() - 60, exp: now() + 3600 })],
    ['issued in the future', () => ({ ...claims, iat: now() + 120, exp: now() + 120 + 3600 })],
    ['for a user that does not exist', () => ({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })],
    ['without an issuer', () => ({ ...claims, iss: undefined })],
    ['from another issuer', () => ({ ...claims, iss: 'someone-else' })],
    ['without an audience', () => ({ ...claims, aud: undefined })],
    ['for another audience', () => ({ ...claims, aud: 'another-api' })],
    ['without an issue time', () => ({ ...claims, iat: undefined })],
  ])('signed with the right key but %s are refused with a 401 problem', async (_name, make) => {
    const answer = await notes(signed(make()));
    expect(answer.status, JSON.stringify(answer.body)).toBe(401);
    expect(answer.mediaType).toBe(PROBLEM);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect(answer.body.detail).toBe('The bearer token is missing, expired or invalid.');
  });

  it('within 30 s of clock skew, an issue time slightly in the future is accepted', async () => {
    expect((await notes(signed({ ...claims, iat: now() + 20, exp: now() + 20 + 3600 }))).status).toBe(200);
    expect((await notes(token)).status).toBe(200);
  });
});

describe('field lengths come from the description and are enforced as written', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const schemas = description.document.components.schemas as Record<string, any>;
  const limits = ['RegisterDto', 'LoginDto'].flatMap((dto) =>
    Object.entries(schemas[dto].properties as Record<string, any>).map(([field, schema]) => ({ dto, field, max: schema.maxLength as number })),
  );

  it('the description bounds every credential: email 254 characters, password 1,024', () => {
    expect(limits).toEqual([
      { dto: 'RegisterDto', field: 'email', max: 254 },
      { dto: 'RegisterDto', field: 'password', max: 1024 },
      { dto: 'LoginDto', field: 'email', max: 254 },
      { dto: 'LoginDto', field: 'password', max: 1024 },
    ]);
  });

  /** A valid value of exactly `length` characters. */
  const value = (field: string, length: number) => (field === 'email' ? `${'a'.repeat(length - '@example.com'.length)}@example.com` : 'p'.repeat(length));

  it.each(limits.map((l) => [l.dto, l.field, l.max] as const))('%s.%s: %i characters pass, one more is a 400 naming the field', async (dto, field, max) => {
    const path = dto === 'RegisterDto' ? '/Auth/register' : '/Auth/login';
    // Registering succeeds; logging in gets past validation (200 or 401, as the account may exist).
    const accepted = dto === 'RegisterDto' ? [201] : [200, 401];
    const body = (f: string, length: number) => ({ email: 'ok@example.com', password: 'p', [f]: value(f, length) });
    const atLimit = await call(api.base, 'POST', path, { body: body(field, max) });
    expect(accepted, JSON.stringify(atLimit.body)).toContain(atLimit.status);
    const over = await call(api.base, 'POST', path, { body: body(field, max + 1) });
    expect(over.status).toBe(400);
    expect(over.mediaType).toBe(PROBLEM);
    expect(over.body.detail).toBe(`The ${field === 'email' ? 'Email' : 'Password'} field must be at most ${max} characters.`);
  });

  it('an email of 10,012 characters is not stored', async () => {
    const email = `${'x'.repeat(10_000)}@example.com`;
    expect((await call(api.base, 'POST', '/Auth/register', { body: { email, password: 'p' } })).status).toBe(400);
    expect(await api.store.find(email)).toBeUndefined();
  });
});

describe('hashing is bounded', () => {
  it('the decoy hash for unknown emails is made at start-up, not by the first login', async () => {
    const hasher = new PasswordHasher({ cost: FAST_COST, concurrency: 2, queue: 4, maxWaitMs: 1_000 });
    const api = await startTestApi({ hasher });
    try {
      expect(hasher.derivations).toBe(1);
      expect((await call(api.base, 'POST', '/Auth/login', { body: { email: 'nobody@example.com', password: 'p' } })).status).toBe(401);
      expect(hasher.derivations).toBe(2);
    } finally {
      await api.close();
    }
  });

  it('when every hashing slot and queue place is taken, a login gets a 503 problem with Retry-After', async () => {
    const hasher = new PasswordHasher({ cost: { ln: 15, r: 8, p: 1 }, concurrency: 1, queue: 0, maxWaitMs: 1_000 });
    const api = await startTestApi({ hasher });
    try {
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => call(api.base, 'POST', '/Auth/login', { body: { email: `n${i}@example.com`, password: 'p' } })));
      expect(answers.every((a) => a.status === 401 || a.status === 503)).toBe(true);
      const busy = answers.filter((a) => a.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      for (const answer of busy) {
        expect(answer.mediaType).toBe(PROBLEM);
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(answer.body.status).toBe(503);
      }
    } finally {
      await api.close();
    }
  });

  it('rate-limit keys group IPv6 clients by /64', async () => {
    const api = await startTestApi({ trustProxy: true, authRateLimit: { max: 2, windowSeconds: 60 } });
    const login = (ip: string) => call(api.base, 'POST', '/Auth/login', { body: { email: 'x@example.com', password: 'p' }, headers: { 'x-forwarded-for': ip } });
    try {
      expect((await login('2001:db8:1:2::a')).status).toBe(401);
      expect((await login('2001:db8:1:2:ffff:ffff:ffff:1')).status).toBe(401);
      expect((await login('2001:0db8:0001:0002::beef')).status).toBe(429);
      expect((await login('2001:db8:1:3::a')).status).toBe(401);
      expect((await login('192.0.2.1')).status).toBe(401);
      expect((await login('192.0.2.2')).status).toBe(401);
    } finally {
      await api.close();
    }
  });
});

describe('files holding password hashes and secrets are private', () => {
  const dir = mkdtempSync(join(tmpdir(), 'music-theory-modes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const mode = (file: string) => statSync(file).mode & 0o777;

  it('the SQLite file and its WAL files are created 0600, whatever the umask', async () => {
    const previous = process.umask(0o022);
    const file = join(dir, 'data', 'users.db');
    try {
      const store = await openUserStore({ databasePath: file });
      await store.create('mode@example.com', '$scrypt$hash');
      for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(mode(f), f).toBe(0o600);
      await store.close();
    } finally {
      process.umask(previous);
    }
  });

  it('a development secret file that other users can read is refused, with its name and the fix', () => {
    const file = join(dir, 'jwt-secret');
    writeFileSync(file, `${'s'.repeat(48)}\n`, { mode: 0o644 });
    chmodSync(file, 0o644);
    expect(() => resolveSecret({ env: undefined, file, production: false })).toThrow(`The JWT secret file ${file} can be read by other users (mode 0644). Run "chmod 600 ${file}", or set JWT_SECRET.`);
    chmodSync(file, 0o600);
    expect(resolveSecret({ env: undefined, file, production: false }).origin).toBe('file');
  });
});
