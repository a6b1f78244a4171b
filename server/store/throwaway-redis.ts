/**
 * A throwaway Redis for tests, from Debian's `redis-server`: no persistence, listening only on
 * 127.0.0.1 at a free port, its folder removed afterwards. The test setup step installs the package
 * (`npm run setup:test`, run by `npm test`); a test never installs anything.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ThrowawayRedis {
  /** redis://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Stops the server and deletes its folder; safe to call twice. */
  stop(): Promise<void>;
}

export const REDIS_SERVER_PATH = '/usr/bin/redis-server';

function ensureRedisServer(): string {
  const bin = process.env.REDIS_SERVER || REDIS_SERVER_PATH;
  if (existsSync(bin)) return bin;
  throw new Error(`redis-server is not at ${bin}. Run "npm run setup:test" (as root it installs it), or "sudo apt-get install redis-server", or set REDIS_SERVER.`);
}

/** A port nothing listens on right now (the kernel's choice, released before Redis takes it). */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves when redis-server says it accepts connections; rejects when it exits first or stays silent. */
function ready(child: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`redis-server was not ready within 20 s:\n${output()}`)), 20_000);
    const onExit = (code: number | null) => fail(new Error(`redis-server exited with ${code}:\n${output()}`));
    const onData = () => {
      if (!/Ready to accept connections/.test(output())) return;
      done();
      resolve();
    };
    const done = () => {
      clearTimeout(timer);
      child.off('exit', onExit);
      child.stdout!.off('data', onData);
    };
    const fail = (error: Error) => {
      done();
      reject(error);
    };
    child.once('exit', onExit);
    child.stdout!.on('data', onData);
  });
}

export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const bin = ensureRedisServer();
  const dir = mkdtempSync(join(tmpdir(), 'music-theory-redis-'));
  const port = await freeLoopbackPort();
  const child = spawn(bin, ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir, '--protected-mode', 'yes'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopped = false;
  const stop = async () => {
    if (!stopped) {
      stopped = true;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // Whatever happens to the test run, no server is left behind.
  process.once('exit', () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  try {
    await ready(child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}
