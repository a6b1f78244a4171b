import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
 * `npm run api` itself on the reference's port, with the e2e site's origin allowed by CORS and a
 * throwaway database and secret: requests reach the real implementation. Call from a beforeAll with
 * a timeout of about two minutes (it may wait for another spec's server to stop).
 */
export async function startReferenceServer(siteOrigin: string): Promise<{ stop: () => void }> {
  await waitForFreePort(REFERENCE_PORT, 90_000);
  const dir = mkdtempSync(join(tmpdir(), 'reference-server-'));
  const api = spawn('npm', ['run', 'api'], {
    env: { ...process.env, PORT: String(REFERENCE_PORT), HOST: 'localhost', LOG_LEVEL: 'warn', CORS_ORIGINS: new URL(siteOrigin).origin, DATABASE_PATH: join(dir, 'users.db'), JWT_SECRET_FILE: join(dir, 'secret') },
    stdio: 'ignore',
    detached: true,
  });
  await expect.poll(async () => (await fetch(`http://localhost:${REFERENCE_PORT}/api/v0/examples/scale`).catch(() => null))?.status, { timeout: 30_000 }).toBe(200);
  return {
    stop: () => {
      if (api.pid) process.kill(-api.pid, 'SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
