import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The port the API reference offers as its local server, and so the one 'Try it' tests must use. */
export const REFERENCE_PORT = 8080;

/** Resolves once nothing listens on the port: another spec (or test run) may be using it. */
async function waitForFreePort(port: number, timeoutMs: number) {
  const inUse = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, 'localhost');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
  const deadline = Date.now() + timeoutMs;
  while (await inUse()) {
    if (Date.now() > deadline) throw new Error(`Port ${port} stayed in use for ${timeoutMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * Two specs' workers may want the port at the same moment: both would see it free and start a
 * server. A lock file held from start to stop lets one in at a time; a lock whose process is gone
 * (a run that was killed) is taken over.
 */
const LOCK = join(tmpdir(), `e2e-reference-server-${REFERENCE_PORT}.lock`);

async function acquireLock(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      writeFileSync(LOCK, String(process.pid), { flag: 'wx' });
      return;
    } catch {
      const holder = Number(readFileSync(LOCK, { encoding: 'utf8', flag: 'a+' }));
      let alive = holder > 0;
      try {
        if (alive) process.kill(holder, 0);
      } catch {
        alive = false;
      }
      if (!alive) rmSync(LOCK, { force: true });
      else if (Date.now() > deadline) throw new Error(`The reference server's port ${REFERENCE_PORT} stayed taken by process ${holder} for ${timeoutMs / 1000} s.`);
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * `npm run api` itself on the reference's port, with the e2e site's origin allowed by CORS and a
 * throwaway database and secret: requests reach the real implementation. Call from a beforeAll with
 * a timeout of about two minutes (it may wait for another spec's server to stop), and await `stop`.
 */
export async function startReferenceServer(siteOrigin: string): Promise<{ stop: () => Promise<void> }> {
  await acquireLock(90_000);
  await waitForFreePort(REFERENCE_PORT, 30_000);
  const dir = mkdtempSync(join(tmpdir(), 'reference-server-'));
  const api = spawn('npm', ['run', 'api'], {
    env: {
      ...process.env,
      PORT: String(REFERENCE_PORT),
      HOST: 'localhost',
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: new URL(siteOrigin).origin,
      DATABASE_PATH: join(dir, 'users.db'),
      JWT_SECRET_FILE: join(dir, 'secret'),
    },
    stdio: 'ignore',
    detached: true,
  });
  await expect.poll(async () => (await fetch(`http://localhost:${REFERENCE_PORT}/api/v0/examples/scale`).catch(() => null))?.status, { timeout: 30_000 }).toBe(200);
  return {
    stop: async () => {
      try {
        if (api.pid) process.kill(-api.pid, 'SIGTERM');
      } catch {
        // It has already stopped.
      }
      await waitForFreePort(REFERENCE_PORT, 30_000).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
      rmSync(LOCK, { force: true });
    },
  };
}
