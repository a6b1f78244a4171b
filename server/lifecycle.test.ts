import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startMain } from './main-process';
import { openRaw, portOf } from './raw-http';
import { openUserStore, type UserStore } from './store/users';
import { call, startTestApi, tokenFor } from './testing';

/** Shutdown without losing writes, and `npm run api`'s entry point started and stopped for real. */

describe('graceful shutdown', () => {
  it('finishes a registration under way before closing the database', async () => {
    let arrived!: () => void;
    const inStore = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = await startTestApi({
      wrapStore: (store): UserStore => ({
        async create(email, hash) {
          arrived();
          await gate; // the write waits here while the server is asked to close
          return store.create(email, hash);
        },
        find: (email) => store.find(email),
        findById: (id) => store.findById(id),
        check: () => store.check(),
        close: () => store.close(),
      }),
    });
    const databasePath = join(api.dir, 'users.db');
    const registering = call(api.base, 'POST', '/Auth/register', { body: { email: 'late@example.com', password: 'p' } });
    await inStore;
    let closed = false;
    const closing = api.app.close().then(() => (closed = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    release();
    expect((await registering).status).toBe(201);
    await closing;
    await expect(fetch(`${api.base}/examples/scale`)).rejects.toThrow();

    const reopened = await openUserStore({ databasePath });
    try {
      expect(await reopened.find('late@example.com')).toMatchObject({ email: 'late@example.com' });
    } finally {
      await reopened.close();
      rmSync(api.dir, { recursive: true, force: true });
    }
  });
});

describe('npm run api (server/main.ts)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'music-theory-main-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });
  const start = async (env: Record<string, string> = {}) => {
    const main = await startMain(dir, env);
    children.push(main.child);
    return main;
  };

  it('serves the API, keeps its generated secret private, stops on SIGTERM, and keeps users and tokens across a restart', async () => {
    const first = await start();
    expect((await call(first.base, 'GET', '/examples/scale')).status).toBe(200);
    const token = await tokenFor(first.base, 'restart@example.com');
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await start();
    expect((await call(second.base, 'GET', '/Scales/C/Major/notes', { token })).status).toBe(200);
    const login = await call(second.base, 'POST', '/Auth/login', { body: { email: 'restart@example.com', password: 'a password' } });
    expect(login.status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 60_000);

  it('stops on SIGTERM with exit code 0 while clients stall mid-body and mid-headers, closing their connections', async () => {
    const main = await start();
    const port = portOf(main.base);
    const body = openRaw(port, 'POST /api/v0/Auth/register HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":"a@b.co",');
    const headers = openRaw(port, 'GET /api/v0/examples/scale HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    // Both stalled requests are on the wire before a later request is answered, and the server reads
    // its connections in the order they came: once that answer is back, it holds both half-requests.
    await Promise.all([body.sent, headers.sent]);
    expect((await call(main.base, 'GET', '/examples/scale')).status).toBe(200);
    main.child.kill('SIGTERM');
    const [a, b] = await Promise.all([body.answer(8_000), headers.answer(8_000)]);
    expect([a.closed, b.closed]).toEqual([true, true]);
    expect(await main.exited).toBe(0);
  }, 60_000);
});
