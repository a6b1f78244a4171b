import { copyFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DETAILS } from './problems';
import { STORE_RETRY_AFTER_SECONDS } from './store/errors';
import { call, startTestApi, tokenFor, type TestApi } from './testing';

/**
 * The readiness check and the SQLite file taken away under a running server: without them, an
 * operator deleting the database went unnoticed, and accounts written after that were lost at the
 * next start (they went to the unlinked file).
 */

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

function expectNotReady(answer: Awaited<ReturnType<typeof call>>, detail: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(503);
  expect(answer.mediaType).toBe('application/problem+json');
  expect(answer.headers.get('retry-after')).toBe(String(STORE_RETRY_AFTER_SECONDS));
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.body.detail).toBe(detail);
}

describe('GET /health', { timeout: 30_000 }, () => {
  it('answers 200 while the file is the one opened, without a token', async () => {
    api = await startTestApi();
    const answer = await call(api.base, 'GET', '/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['deleted', (file: string) => rmSync(file)],
    [
      'replaced by another file',
      (file: string) => {
        copyFileSync(file, `${file}.copy`);
        renameSync(`${file}.copy`, file);
      },
    ],
  ])('answers 503 once the database file is %s, and writes are refused with 503 instead of being lost', async (_how, takeAway) => {
    api = await startTestApi();
    const token = await tokenFor(api.base, 'before@example.com');
    const file = join(api.dir, 'users.db');
    takeAway(file);

    expectNotReady(await call(api.base, 'GET', '/health'), DETAILS.notReady(STORE_RETRY_AFTER_SECONDS));
    const register = await call(api.base, 'POST', '/Auth/register', { body: { email: 'after@example.com', password: 'a password' } });
    expectNotReady(register, DETAILS.unavailable(STORE_RETRY_AFTER_SECONDS));
    // What needs no write still works from the file the server has open.
    expect((await call(api.base, 'GET', '/Scales/C/Major/notes', { token })).status).toBe(200);
  });
});
