import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHash } from './auth/passwords';
import { loadConfig } from './config';
import { DETAILS } from './problems';
import { STORE_RETRY_AFTER_SECONDS } from './store/errors';
import { startMain, type MainProcess } from './main-process';
import { startServer, type RunningServer } from './server';
import { sqliteBindingFor } from './store/sqlite-binding';
import { startThrowawayPostgres, type ThrowawayPostgres } from './store/throwaway-postgres';
import { call, FAST_COST, tokenFor, type Answer } from './testing';

/**
 * Faults from outside the server: the process killed in the middle of writes, and the database
 * going away under load and coming back.
 */

const require = createRequire(import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'music-theory-faults-'));
const children: MainProcess[] = [];
afterAll(() => {
  for (const main of children) if (main.child.exitCode === null) main.child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('SIGKILL during a burst of registrations (SQLite)', () => {
  it('leaves a database that passes integrity_check, keeps every answered registration, and no user half-written', async () => {
    const data = join(dir, 'sqlite');
    const env = { HASH_CONCURRENCY: '4', AUTH_RATE_LIMIT: '1000' };
    const main = await startMain(data, env);
    children.push(main);
    const registered: string[] = [];
    let killed = false;
    // Four clients register one account after another until the process dies under them.
    const client = async (n: number) => {
      for (let i = 0; !killed; i++) {
        const email = `burst-${n}-${i}@example.com`;
        const answer = await call(main.base, 'POST', '/Auth/register', { body: { email, password: `password ${email}` } }).catch(() => undefined);
        if (answer?.status === 201) registered.push(email);
        if (registered.length >= 8 && !killed) {
          killed = true;
          main.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(client));
    expect(await main.exited).toBeNull(); // killed by the signal, no exit code

    const Database = require(sqliteBindingFor(process.versions.node)) as typeof BetterSqlite3;
    const db = new Database(join(data, 'users.db'));
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const rows = db.prepare('SELECT id, email, password_hash, created_at FROM users').all() as { id: string; email: string; password_hash: string; created_at: string }[];
      for (const row of rows) {
        expect(row.id, JSON.stringify(row)).toMatch(/^[0-9a-f-]{36}$/);
        expect(row.email).toMatch(/^burst-\d-\d+@example\.com$/);
        expect(parseHash(row.password_hash), row.email).toBeDefined();
        expect(Number.isNaN(Date.parse(row.created_at))).toBe(false);
      }
      expect(rows.map((r) => r.email)).toEqual(expect.arrayContaining(registered));
    } finally {
      db.close();
    }

    // Restarted on the same file, every answered registration can log in.
    const again = await startMain(data, env);
    children.push(again);
    for (const email of registered.slice(0, 3)) {
      expect((await call(again.base, 'POST', '/Auth/login', { body: { email, password: `password ${email}` } })).status).toBe(200);
    }
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);
});

describe('PostgreSQL stopped under load', () => {
  let postgres: ThrowawayPostgres;
  let server: RunningServer;
  let token = '';
  beforeAll(async () => {
    postgres = startThrowawayPostgres();
    const config = {
      ...loadConfig({ DATABASE_URL: postgres.url, PORT: '0', HOST: '127.0.0.1', JWT_SECRET: 'f'.repeat(40) }, dir),
      authRateLimit: { max: 10_000, windowSeconds: 60 },
    };
    // Enough queue for the whole load: this test is about the database, not about hashing's bound.
    server = await startServer(config, { passwordCost: FAST_COST, hashing: { concurrency: 2, queue: 100, maxWaitMs: 10_000 } });
    token = await tokenFor(server.baseUrl, 'steady@example.com');
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    postgres?.stop();
  });

  const load = (round: number): Promise<Answer[]> =>
    Promise.all(
      Array.from({ length: 24 }, (_, i) => {
        if (i % 3 === 0) return call(server.baseUrl, 'POST', '/Auth/register', { body: { email: `load-${round}-${i}@example.com`, password: 'p' } });
        if (i % 3 === 1) return call(server.baseUrl, 'POST', '/Auth/login', { body: { email: 'steady@example.com', password: 'a password' } });
        return call(server.baseUrl, 'GET', '/Scales/C/Major/notes', { token });
      }),
    );

  it('answers 503 problem documents with Retry-After while it is down, and recovers when it returns, without a restart', async () => {
    const before = await load(1);
    expect(before.map((a) => a.status).filter((s) => ![200, 201].includes(s))).toEqual([]);

    const during = load(2); // requests under way as the database stops
    postgres.pause();
    const down = [...(await during), ...(await load(3))];
    const failed = down.filter((a) => a.status >= 400);
    expect(failed.length).toBeGreaterThan(0);
    for (const answer of failed) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(503);
      expect(answer.mediaType).toBe('application/problem+json');
      expect(answer.body.detail).toBe(DETAILS.unavailable(STORE_RETRY_AFTER_SECONDS));
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(down.filter((a) => a.status < 400).every((a) => [200, 201].includes(a.status))).toBe(true);
    // Once stopped, every call that needs the database is refused.
    const stopped = await load(4);
    expect(stopped.map((a) => a.status)).toEqual(stopped.map(() => 503));

    postgres.resume();
    let round = 5;
    await expect.poll(async () => (await load(round++)).map((a) => a.status).filter((s) => ![200, 201].includes(s)), { timeout: 15_000 }).toEqual([]);
  }, 120_000);
});
