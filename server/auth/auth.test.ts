import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_COST, hashPassword, parseHash, verifyPassword } from './passwords';
import { resolveSecret } from './secret';
import { bearerToken, secretKey, signToken, TOKEN_LIFETIME_SECONDS, verifyToken } from './tokens';

const cheap = { ln: 10, r: 8, p: 1 };

describe('passwords', () => {
  it('hashes with scrypt in the PHC format, salted, and verifies only the right password', async () => {
    const a = await hashPassword('correct horse battery staple', cheap);
    const b = await hashPassword('correct horse battery staple', cheap);
    expect(a).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse battery staple', a)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('uses OWASP’s scrypt cost by default, and each hash keeps its own cost', async () => {
    expect(DEFAULT_COST).toEqual({ ln: 17, r: 8, p: 1 });
    const strong = await hashPassword('p');
    expect(parseHash(strong)?.cost).toEqual(DEFAULT_COST);
    expect(await verifyPassword('p', strong)).toBe(true);
    // Two scrypt runs at the real cost (128 MiB each) take about a second on an idle core, and many
    // times that while the other test files share the cores: a time limit here would measure the machine.
  }, 60_000);

  it('treats composed and decomposed accents as the same password', async () => {
    const hash = await hashPassword('caf\u00e9', cheap);
    expect(await verifyPassword('cafe\u0301', hash)).toBe(true);
  });

  it('refuses malformed hashes and costs a database could use to stall a login', async () => {
    const hash = await hashPassword('p', cheap);
    for (const bad of ['', 'plain', hash.replace('ln=10', 'ln=30'), hash.replace('p=1', 'p=99'), hash.slice(0, -4), `$bcrypt$${hash.slice(8)}`]) {
      expect(parseHash(bad), bad).toBeUndefined();
      expect(await verifyPassword('p', bad)).toBe(false);
    }
  });
});

describe('tokens', () => {
  const key = secretKey('a-secret-for-these-tests-of-length-32+');
  const now = 1_767_225_600;

  it('signs HS256 JWTs valid for exactly one hour', async () => {
    const token = await signToken({ sub: 'id-1', email: 'ada@example.com' }, key, now);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({ sub: 'id-1', email: 'ada@example.com', iss: 'music-theory-api', aud: 'music-theory-api', iat: now, exp: now + TOKEN_LIFETIME_SECONDS });
    expect(await verifyToken(token, key, now)).toEqual({ sub: 'id-1', email: 'ada@example.com' });
    expect(await verifyToken(token, key, now + TOKEN_LIFETIME_SECONDS - 1)).toBeDefined();
    expect(await verifyToken(token, key, now + TOKEN_LIFETIME_SECONDS)).toBeUndefined();
  });

  it('refuses tokens signed with another key, tampered with, or not tokens at all', async () => {
    const token = await signToken({ sub: 'id-1', email: 'ada@example.com' }, key, now);
    const other = await signToken({ sub: 'id-1', email: 'ada@example.com' }, secretKey('another-secret-of-sufficient-length!!'), now);
    expect(await verifyToken(other, key, now)).toBeUndefined();
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'id-2', email: 'eve@example.com', iat: now, exp: now + 3600 })).toString('base64url');
    expect(await verifyToken(`${h}.${forged}.${s}`, key, now)).toBeUndefined();
    expect(await verifyToken('a.b.c', key, now)).toBeUndefined();
    expect(await verifyToken('', key, now)).toBeUndefined();
  });

  it('reads the token of a Bearer authorization header only', () => {
    expect(bearerToken('Bearer aa.bb.cc')).toBe('aa.bb.cc');
    expect(bearerToken('bearer aa.bb.cc')).toBe('aa.bb.cc');
    expect(bearerToken('Basic aa.bb.cc')).toBeUndefined();
    expect(bearerToken('Bearer aa.bb')).toBeUndefined();
    expect(bearerToken('Bearer aa.bb.cc extra')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

describe('the signing secret', () => {
  let dir = '';
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));
  const fresh = () => (dir = mkdtempSync(join(tmpdir(), 'jwt-secret-')));

  it('comes from JWT_SECRET when set, and must be long enough', () => {
    const file = join(fresh(), 'secret');
    expect(resolveSecret({ env: 'x'.repeat(32), file, production: true })).toEqual({ secret: 'x'.repeat(32), origin: 'env' });
    expect(() => resolveSecret({ env: 'short', file, production: false })).toThrow(/at least 32/);
  });

  it('is generated once in development, kept private on disk, and reused', () => {
    const file = join(fresh(), 'data', 'jwt-secret');
    const first = resolveSecret({ env: undefined, file, production: false });
    expect(first.origin).toBe('generated');
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secret);
    expect(resolveSecret({ env: '', file, production: false })).toEqual({ secret: first.secret, origin: 'file' });
  });

  it('is required in production, and a damaged file is an error rather than a new secret', () => {
    const file = join(fresh(), 'jwt-secret');
    expect(() => resolveSecret({ env: undefined, file, production: true })).toThrow(/JWT_SECRET is not set/);
    writeFileSync(file, 'short\n', { mode: 0o600 });
    expect(() => resolveSecret({ env: undefined, file, production: false })).toThrow(/shorter than 32/);
  });
});
