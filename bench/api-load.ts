/**
 * A short load test of the Music Theory API on loopback: `npm run api`'s own entry point in a child
 * process (so the load generator does not share its event loop), a throwaway SQLite file, then
 * autocannon against an authenticated scale call and the unauthenticated example call. Bounded:
 * DURATION seconds per call with CONNECTIONS connections, and the server is stopped at the end.
 * Prints a Markdown table for BENCHMARKS.md. Usage: npm run bench:api [-- seconds connections]
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const DURATION = Number(process.argv[2] ?? 5);
const CONNECTIONS = Number(process.argv[3] ?? 10);
if (!(DURATION > 0 && DURATION <= 60 && CONNECTIONS > 0 && CONNECTIONS <= 100)) {
  throw new Error('Usage: bench/api-load.ts [seconds 1-60] [connections 1-100]');
}

const dir = mkdtempSync(join(tmpdir(), 'music-theory-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: '',
    DATABASE_PATH: join(dir, 'users.db'),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'info',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});

try {
  const base = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Music Theory API on (http:\/\/\S+\/api\/v0)/.exec(output);
      if (match) {
        clearTimeout(timer);
        // From here on the request log is drained unread, so reading it costs the load generator nothing.
        server.stdout!.off('data', read);
        server.stdout!.resume();
        resolve(match[1]!);
      }
    };
    server.stdout!.on('data', read);
    server.on('exit', (code) => reject(new Error(`The server exited with ${code}:\n${output}`)));
  });

  const credentials = JSON.stringify({ email: 'bench@example.com', password: 'a password for the load test' });
  const headers = { 'content-type': 'application/json' };
  await fetch(`${base}/Auth/register`, { method: 'POST', headers, body: credentials });
  const login = await fetch(`${base}/Auth/login`, { method: 'POST', headers, body: credentials });
  const { token } = (await login.json()) as { token: string };

  const calls = [
    { name: 'GET /Scales/G-Sharp/HarmonicMinor/notes (bearer token)', path: '/Scales/G-Sharp/HarmonicMinor/notes', auth: true },
    { name: 'GET /examples/scale (no token)', path: '/examples/scale', auth: false },
  ];
  const rows = ['| Call | Connections | Duration | Requests | Requests/s (mean) | p50 latency | p99 latency | Non-2xx | Errors |', '|---|---:|---:|---:|---:|---:|---:|---:|---:|'];
  for (const call of calls) {
    const result = await autocannon({
      url: `${base}${call.path}`,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: call.auth ? { authorization: `Bearer ${token}` } : {},
    });
    rows.push(
      `| ${call.name} | ${CONNECTIONS} | ${result.duration.toFixed(1)} s | ${result.requests.total.toLocaleString('en')} | ` +
        `${Math.round(result.requests.average).toLocaleString('en')} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.non2xx} | ${result.errors} |`,
    );
  }
  console.log(`Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${new Date().toISOString().slice(0, 10)}, autocannon on 127.0.0.1\n`);
  console.log(rows.join('\n'));
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
}
