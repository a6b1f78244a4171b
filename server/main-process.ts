/**
 * Test support: `npm run api`'s entry point (server/main.ts) as a real process on a free port, for
 * what only a process shows: its exit code, its signals, its peak memory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface MainProcess {
  child: ChildProcess;
  /** e.g. http://127.0.0.1:41234/api/v0 */
  base: string;
  exited: Promise<number | null>;
  /** Everything it printed so far. */
  output(): string;
}

/** Starts server/main.ts with a throwaway database and secret file in `dir`; resolves once it listens. */
export function startMain(dir: string, env: Record<string, string> = {}): Promise<MainProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./main.ts', import.meta.url))], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dir, 'users.db'),
      JWT_SECRET_FILE: join(dir, 'jwt-secret'),
      JWT_SECRET: '',
      DATABASE_URL: '',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Music Theory API on (http:\/\/\S+\/api\/v0)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, base: match[1]!, exited, output: () => output });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
}

/** The peak resident memory of a process so far, in bytes (Linux: VmHWM in /proc/<pid>/status). */
export function peakMemoryBytes(pid: number): number {
  const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`No VmHWM in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}
