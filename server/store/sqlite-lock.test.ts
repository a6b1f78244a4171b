import { createRequire } from 'node:module';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAILS } from '../problems';
import { call, startTestApi, tokenFor, type TestApi } from '../testing';
import { STORE_RETRY_AFTER_SECONDS } from './errors';
import { sqliteBindingFor } from './sqlite-binding';

/**
 * Another connection holding SQLite's write lock (an operator's sqlite3 shell, a backup, a second
 * instance on the same file) must not freeze the API: better-sqlite3 is synchronous, so a wait for the
 * lock inside SQLite would be a wait of the whole event loop.
 */

const require = createRequire(import.meta.url);
const Database = require(sqliteBindingFor(process.versions.node)) as typeof BetterSqlite3;

describe('a write lock held by another connection', () => {
  let api: TestApi;
  let holder: BetterSqlite3.Database;
  let token = '';
  beforeAll(async () => {
    api = await startTestApi();
    token = await tokenFor(api.base, 'before-the-lock@example.com');
    holder = new Database(join(api.dir, 'users.db'));
  });
  afterAll(async () => {
    if (holder?.inTransaction) holder.exec('ROLLBACK');
    holder?.close();
    await api?.close();
  });

  it('leaves unrelated calls at their usual speed and answers writes 503 with Retry-After within 2 s', async () => {
    holder.exec('BEGIN IMMEDIATE');
    holder.prepare('INSERT INTO users (id, email, password_hash, created_at) VALUES (?, ?, ?, ?)').run('held', 'held@example.com', 'h', 'now');
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = performance.now();
    const timed = <T>(work: Promise<T>) => work.then((answer) => ({ answer, ms: performance.now() - started }));

    const writes = Array.from({ length: 4 }, (_, i) => timed(call(api.base, 'POST', '/Auth/register', { body: { email: `locked-${i}@example.com`, password: 'a password' } })));
    const example = await timed(call(api.base, 'GET', '/examples/scale'));
    const notes = await timed(call(api.base, 'GET', '/Scales/C/Major/notes', { token }));
    const written = await Promise.all(writes);
    loop.disable();

    // Reads go on under the lock (WAL), and calls without the database never wait for it.
    expect(example.answer.status).toBe(200);
    expect(example.ms).toBeLessThan(2_000);
    expect(notes.answer.status).toBe(200);
    expect(notes.ms).toBeLessThan(2_000);
    for (const { answer, ms } of written) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(503);
      expect(answer.mediaType).toBe('application/problem+json');
      expect(answer.body.detail).toBe(DETAILS.unavailable(STORE_RETRY_AFTER_SECONDS));
      expect(answer.headers.get('retry-after')).toBe(String(STORE_RETRY_AFTER_SECONDS));
      expect(ms).toBeLessThan(2_000);
    }
    // The event loop was never held for the lock (SQLite's own wait would hold it for its whole timeout).
    expect(loop.max / 1e6).toBeLessThan(1_000);

    holder.exec('ROLLBACK');
    const after = await call(api.base, 'POST', '/Auth/register', { body: { email: 'locked-0@example.com', password: 'a password' } });
    expect(after.status).toBe(201);
  }, 60_000);
});
