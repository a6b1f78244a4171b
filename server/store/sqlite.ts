import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { sqliteBindingFor } from './sqlite-binding';
import type { SqlDriver } from './sql';

const require = createRequire(import.meta.url);

/**
 * The embedded default: one SQLite file through better-sqlite3. Statements are synchronous and each
 * is its own transaction, so a write is on disk (WAL, synchronous=FULL) before its response is sent.
 */
export function openSqlite(file: string): SqlDriver {
  const binding = sqliteBindingFor(process.versions.node);
  let Database: typeof BetterSqlite3;
  try {
    // Both builds share one API (see sqlite-binding.ts for why there are two).
    Database = require(binding) as typeof BetterSqlite3;
  } catch (error) {
    throw new Error(
      `${binding} could not be loaded (${(error as Error).message}). Install the dependencies with "npm ci" on this Node version; the Node 20 build is compiled at install time ("npm rebuild ${binding}").`,
    );
  }
  if (file !== ':memory:') createPrivately(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  return {
    dialect: 'sqlite',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const statement = db.prepare(sql);
      if (statement.reader) return { rows: statement.all(...params) as Row[], changes: 0 };
      return { rows: [], changes: statement.run(...params).changes };
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
