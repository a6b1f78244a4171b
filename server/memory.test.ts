import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { peakMemoryBytes, startMain, type MainProcess } from './main-process';
import { call } from './testing';

/**
 * Many clients at once cannot exhaust the server's memory through password hashing. Each login costs
 * a scrypt hash of 128 MiB at the production cost; the rate limit counts per address, so 40 distinct
 * addresses (IPv4, and IPv6 from 20 different /64 blocks) all get past it. libuv's thread pool,
 * which would otherwise cap concurrent hashes at 4 by accident, is made large here so that only the
 * server's own bound keeps the peak down.
 */

const GiB = 1024 ** 3;
const dir = mkdtempSync(join(tmpdir(), 'music-theory-memory-'));
let main: MainProcess | undefined;
afterAll(() => {
  if (main?.child.exitCode === null) main.child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

it('40 concurrent logins from distinct addresses keep peak memory under 1 GiB; each gets 401, 429 or 503', async () => {
  main = await startMain(dir, { TRUST_PROXY: '127.0.0.1', UV_THREADPOOL_SIZE: '16', HASH_CONCURRENCY: '' });
  const addresses = Array.from({ length: 40 }, (_, i) => (i % 2 ? `198.51.100.${i}` : `2001:db8:${i.toString(16)}::1`));
  const answers = await Promise.all(
    addresses.map((address, i) => call(main!.base, 'POST', '/Auth/login', { body: { email: `nobody${i}@example.com`, password: 'a guess' }, headers: { 'x-forwarded-for': address } })),
  );
  const peak = peakMemoryBytes(main.child.pid!);
  expect(answers.map((a) => a.status).filter((s) => ![401, 429, 503].includes(s))).toEqual([]);
  expect(answers.every((a) => a.mediaType === 'application/problem+json')).toBe(true);
  expect(peak, `peak ${(peak / 2 ** 20).toFixed(0)} MiB`).toBeLessThan(GiB);
  main.child.kill('SIGTERM');
  expect(await main.exited).toBe(0);
}, 120_000);
