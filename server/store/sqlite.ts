import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { sqliteBindingFor } from './sqlite-binding';
import { PING, type SqlDriver } from './sql';

const require = createRequire(import.meta.url);

/**
 * How long a statement keeps trying a database that another connection has locked (an operator's
 * sqlite3 shell, a backup, a second process on the same file) before the store reports itself
 * unavailable, which the API answers with 503 and Retry-After.
 */
export const SQLITE_LOCK_WAIT_MS = 1_000;
/** The pause between two tries: the event loop serves other requests meanwhile. */
const LOCK_RETRY_MS = 20;

/** SQLITE_BUSY and SQLITE_LOCKED, with their extended codes (SQLITE_BUSY_SNAPSHOT, …). */
export function isLockError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)(_|$)/.test(code);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The embedded default: one SQLite file through better-sqlite3. Statements are synchronous and each
 * is its own transaction, so a write is on disk (WAL, synchronous=FULL) before its response is sent.
 *
 * better-sqlite3 runs on the event loop, so SQLite's own busy timeout would stop every request while
 * it waits for a lock held elsewhere. The busy timeout is therefore 0: a locked statement fails at
 * once and is tried again after a timer, up to `lockWaitMs`, with the event loop free in between.
 */
export function openSqlite(file: string, lockWaitMs = SQLITE_LOCK_WAIT_MS): SqlDriver {
  const binding = sqliteBindingFor(process.versions.node);
  let Database: typeof BetterSqlite3;
  try {
    // Both builds share one API (see sqlite-binding.ts for why there are two).
    Database = require(binding) as typeof BetterSqlite3;
  } catch (error) {
    throw new Error(
      `${binding} could not be loaded (${(error as Error).message}). Install the dependencies with "npm ci" on this Node version; the Node 20 build is compiled at install time ("npm rebuild ${binding}").`,
      { cause: error },
    );
  }
  if (file !== ':memory:') createPrivately(file);
  const db = new Database(file);
  const opened = identity(file);
  // Start-up may wait for a lock: nothing is served yet.
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 0');
  // A file deleted or replaced under the server would take every later write with it (SQLite keeps
  // writing to the unlinked inode): writes are refused instead, as the database being unavailable.
  const stillOpened = () => {
    if (opened && !sameFile(opened, identity(file))) throw new DatabaseFileGone(file);
  };
  const run = <Row>(sql: string, params: readonly unknown[]) => {
    const statement = db.prepare(sql);
    if (statement.reader) return { rows: statement.all(...params) as Row[], changes: 0 };
    stillOpened();
    return { rows: [] as Row[], changes: statement.run(...params).changes };
  };
  const query = async <Row>(sql: string, params: readonly unknown[] = []) => {
    const deadline = Date.now() + lockWaitMs;
    for (;;) {
      try {
        return run<Row>(sql, params);
      } catch (error) {
        if (!isLockError(error) || Date.now() >= deadline) throw error;
        await pause(LOCK_RETRY_MS);
      }
    }
  };
  return {
    dialect: 'sqlite',
    query,
    async check() {
      stillOpened();
      await query(PING);
    },
    async close() {
      if (db.open) db.close();
    },
  };
}

/**
 * The file holds password hashes: it is made 0600 before SQLite opens it, whatever the umask, and an
 * existing file that others can read is made private. SQLite gives its -wal and -shm files the mode
 * of the database file, so they are private too.
 */
function createPrivately(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path) && statSync(path).mode & 0o077) chmodSync(path, 0o600);
  }
}

/** The file a path names now: device and inode, or undefined when there is none (or for :memory:). */
function identity(file: string): { dev: number; ino: number } | undefined {
  const stats = file === ':memory:' ? undefined : statSync(file, { throwIfNoEntry: false });
  return stats && { dev: stats.dev, ino: stats.ino };
}

function sameFile(a: { dev: number; ino: number }, b: { dev: number; ino: number } | undefined): boolean {
  return b !== undefined && a.dev === b.dev && a.ino === b.ino;
}

/** The database file was deleted or replaced after the server opened it. */
export class DatabaseFileGone extends Error {
  readonly code = 'DATABASE_FILE_GONE';
  constructor(file: string) {
    super(`The SQLite file ${file} was deleted or replaced after the server opened it; restart the server to open it again.`);
    this.name = 'DatabaseFileGone';
  }
}
