/**
 * The few SQL statements the accounts need, written once for both databases: SQLite (the default,
 * one file) and PostgreSQL (DATABASE_URL). Placeholders are `?`; the PostgreSQL driver numbers them.
 * Ids are made by the server, so the table needs no dialect-specific auto-increment.
 */

export interface SqlDriver {
  readonly dialect: 'sqlite' | 'postgres';
  /** Runs a statement and returns its rows and the number of rows it changed. */
  query<Row>(sql: string, params?: readonly unknown[]): Promise<{ rows: Row[]; changes: number }>;
  /** Resolves when the database answers and is still the one opened; rejects with the reason otherwise. */
  check(): Promise<void>;
  /** Waits for statements under way, then closes: nothing written is lost. */
  close(): Promise<void>;
}

export const CREATE_USERS = `CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
)`;

/** Inserts unless the email is taken: both databases answer 0 changed rows for a duplicate, with no error to parse. */
export const INSERT_USER = `INSERT INTO users (id, email, password_hash, created_at) VALUES (?, ?, ?, ?)
  ON CONFLICT (email) DO NOTHING`;

/** The cheapest statement that proves the database answers. */
export const PING = 'SELECT 1';

export const FIND_USER = 'SELECT id, email, password_hash FROM users WHERE email = ?';

export const FIND_USER_BY_ID = 'SELECT id, email, password_hash FROM users WHERE id = ?';

/** `a = ? AND b = ?` → `a = $1 AND b = $2`. The statements above have no `?` inside string literals. */
export function numberPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}
