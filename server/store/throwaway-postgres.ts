/**
 * A throwaway PostgreSQL cluster for tests, from Debian's packages: initdb into a temp folder, a
 * server that listens only on a Unix socket in that folder (no port to collide with), and no fsync.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user. The binaries come
 * from Debian's `postgresql`, which the test setup step installs (`npm run setup:test`, run by
 * `npm test`); a test never installs anything.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export interface ThrowawayPostgres {
  /** postgresql://api@localhost/postgres?host=<socket folder> */
  url: string;
  /** Stops the server and deletes the cluster; safe to call twice. */
  stop(): void;
  /** Stops the server the way an operator would ('fast': open connections are terminated), keeping the cluster. */
  pause(): void;
  /** Starts the stopped server again on the same cluster and socket. */
  resume(): void;
}

const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder, or undefined. PG_BIN overrides. */
export function findPostgresBin(): string | undefined {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : undefined;
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => /^\d+$/.test(v) && existsSync(join(PG_ROOT, v, 'bin', 'initdb')) && existsSync(join(PG_ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(PG_ROOT, versions[0], 'bin');
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function ensurePostgresBin(): string {
  const found = findPostgresBin();
  if (found) return found;
  throw new Error(
    `PostgreSQL's server binaries (initdb, pg_ctl) are not in ${PG_ROOT}/<version>/bin. Run "npm run setup:test" (as root it installs them), or "sudo apt-get install postgresql", or set PG_BIN.`,
  );
}

export function startThrowawayPostgres(): ThrowawayPostgres {
  const bin = ensurePostgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'music-theory-pg-'));
  const data = join(dir, 'data');
  const socket = join(dir, 'socket');
  mkdirSync(socket);
  // As root, the cluster belongs to `postgres`; otherwise to whoever runs the tests.
  const asRoot = isRoot();
  const run = (command: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : join(bin, command), asRoot ? ['-u', 'postgres', '--', join(bin, command), ...args] : args, {
      stdio: 'pipe',
      cwd: dir,
    });
  if (asRoot) {
    const { uid, gid } = postgresUser();
    for (const path of [dir, socket]) chownSync(path, uid, gid);
  }
  chmodSync(dir, 0o700);

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      if (existsSync(join(data, 'postmaster.pid'))) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // Whatever happens to the test run, no cluster is left behind.
  process.once('exit', stop);

  const options = `-k ${socket} -c listen_addresses='' -F`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '30', 'start']);
  try {
    run('initdb', ['-D', data, '-U', 'api', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    start();
  } catch (error) {
    const log = existsSync(join(dir, 'server.log')) ? readFileSync(join(dir, 'server.log'), 'utf8') : '';
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    stop();
    throw new Error(`The throwaway PostgreSQL did not start: ${(error as Error).message}\n${stderr}\n${log}`, { cause: error });
  }
  return {
    url: `postgresql://api@localhost/postgres?host=${encodeURIComponent(socket)}`,
    stop,
    pause: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']),
    resume: start,
  };
}

function postgresUser(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error(`Running as ${userInfo().username}, and there is no postgres user to run PostgreSQL as.`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
