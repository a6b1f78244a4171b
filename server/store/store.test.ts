import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startServer } from '../server';
import { call } from '../testing';
import { numberPlaceholders } from './sql';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';
import { openUserStore, type SqlUserStore } from './users';

/**
 * The same user store code on both databases: SQLite by default, PostgreSQL through DATABASE_URL,
 * the latter a real server started from Debian's packages for this file and removed after it.
 */

let postgres: ThrowawayPostgres;
const dir = mkdtempSync(join(tmpdir(), 'music-theory-store-'));

beforeAll(() => {
  postgres = startThrowawayPostgres();
}, 300_000); // the first run on a machine without PostgreSQL installs it
afterAll(() => {
  postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe.each([
  ['SQLite', () => openUserStore({ databasePath: join(dir, 'users.db') })],
  ['PostgreSQL', () => openUserStore({ databaseUrl: postgres.url, databasePath: '' })],
] as const)('the user store on %s', (_name, open) => {
  let store: SqlUserStore;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(() => store?.close());

  it('creates a user once per email, finds it, and survives reopening', async () => {
    const created = await store.create('ada@example.com', '$scrypt$hash');
    expect(created.status).toBe('created');
    expect(await store.create('ada@example.com', '$scrypt$other')).toEqual({ status: 'exists' });
    const found = await store.find('ada@example.com');
    expect(found).toEqual({ id: created.status === 'created' ? created.id : '', email: 'ada@example.com', passwordHash: '$scrypt$hash' });
    expect(await store.find('nobody@example.com')).toBeUndefined();
    await store.close();
    store = await open(); // CREATE TABLE IF NOT EXISTS keeps what is there
    expect(await store.find('ada@example.com')).toMatchObject({ passwordHash: '$scrypt$hash' });
  });

  it('keeps every one of many concurrent registrations of distinct emails, and one of the same', async () => {
    const emails = Array.from({ length: 20 }, (_, i) => `user${i}@example.com`);
    const results = await Promise.all([...emails, ...emails].map((email) => store.create(email, 'h')));
    expect(results.filter((r) => r.status === 'created')).toHaveLength(20);
    for (const email of emails) expect(await store.find(email)).toBeDefined();
  });
});

describe('the API on PostgreSQL through DATABASE_URL', () => {
  it('registers, refuses a duplicate, logs in and serves a token call; the users are rows in PostgreSQL', async () => {
    const config = {
      ...loadConfig({ DATABASE_URL: postgres.url, PORT: '0', HOST: '127.0.0.1', JWT_SECRET: 'p'.repeat(40) }, dir),
      authRateLimit: { max: 100, windowSeconds: 60 },
    };
    const server = await startServer(config, { passwordCost: { ln: 10, r: 8, p: 1 } });
    try {
      const body = { email: 'Linus@Example.com', password: 'secret' };
      expect((await call(server.baseUrl, 'POST', '/Auth/register', { body })).status).toBe(201);
      const duplicate = await call(server.baseUrl, 'POST', '/Auth/register', { body });
      expect(duplicate.status).toBe(400);
      expect(duplicate.body.detail).toBe("The email address 'linus@example.com' is already registered.");
      expect((await call(server.baseUrl, 'POST', '/Auth/login', { body: { ...body, password: 'wrong' } })).status).toBe(401);
      const login = await call(server.baseUrl, 'POST', '/Auth/login', { body });
      expect(login.status).toBe(200);
      const notes = await call(server.baseUrl, 'GET', '/Scales/B-Flat/Major/notes', { token: login.body.token });
      expect(notes.body).toEqual({ notes: ['Bb', 'C', 'D', 'Eb', 'F', 'G', 'A'] });
    } finally {
      await server.close();
    }
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT email, password_hash FROM users WHERE email = $1', ['linus@example.com']);
      expect(rows).toHaveLength(1);
      expect(rows[0].password_hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    } finally {
      await client.end();
    }
  });
});

it('numbers placeholders for PostgreSQL', () => {
  expect(numberPlaceholders('INSERT INTO t (a, b) VALUES (?, ?) WHERE c = ?')).toBe('INSERT INTO t (a, b) VALUES ($1, $2) WHERE c = $3');
});
