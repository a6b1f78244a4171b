import { randomUUID } from 'node:crypto';
import { openPostgres } from './postgres';
import { CREATE_USERS, FIND_USER, FIND_USER_BY_ID, INSERT_USER, type SqlDriver } from './sql';
import { openSqlite } from './sqlite';

export interface StoredUser {
  id: string;
  email: string;
  passwordHash: string;
}

/** The accounts, whichever database holds them. */
export interface UserStore {
  /** Adds a user; 'exists' when the email is already registered. */
  create(email: string, passwordHash: string): Promise<{ status: 'created'; id: string } | { status: 'exists' }>;
  find(email: string): Promise<StoredUser | undefined>;
  /** The user a token names; a token for a deleted or unknown user is refused. */
  findById(id: string): Promise<StoredUser | undefined>;
  /** Resolves when the database answers and is still the one opened (the readiness check). */
  check(): Promise<void>;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** Makes user ids; random UUIDs unless a test needs them fixed. */
  newId?: () => string;
}

export class SqlUserStore implements UserStore {
  private constructor(
    private readonly driver: SqlDriver,
    private readonly newId: () => string,
  ) {}

  static async open(driver: SqlDriver, options: StoreOptions = {}): Promise<SqlUserStore> {
    try {
      await driver.query(CREATE_USERS);
    } catch (error) {
      await driver.close();
      throw error;
    }
    return new SqlUserStore(driver, options.newId ?? randomUUID);
  }

  get dialect(): SqlDriver['dialect'] {
    return this.driver.dialect;
  }

  async create(email: string, passwordHash: string) {
    const id = this.newId();
    const { changes } = await this.driver.query(INSERT_USER, [id, email, passwordHash, new Date().toISOString()]);
    return changes === 1 ? { status: 'created' as const, id } : { status: 'exists' as const };
  }

  find(email: string): Promise<StoredUser | undefined> {
    return this.one(FIND_USER, email);
  }

  findById(id: string): Promise<StoredUser | undefined> {
    return this.one(FIND_USER_BY_ID, id);
  }

  private async one(sql: string, value: string): Promise<StoredUser | undefined> {
    const { rows } = await this.driver.query<{ id: string; email: string; password_hash: string }>(sql, [value]);
    const row = rows[0];
    return row && { id: row.id, email: row.email, passwordHash: row.password_hash };
  }

  check(): Promise<void> {
    return this.driver.check();
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}

/** PostgreSQL when DATABASE_URL names one, otherwise the SQLite file. */
export async function openUserStore(location: { databaseUrl?: string; databasePath: string }, options: StoreOptions = {}): Promise<SqlUserStore> {
  const url = location.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) return SqlUserStore.open(openPostgres(url), options);
  if (url) throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL. Use DATABASE_PATH for a SQLite file.');
  return SqlUserStore.open(openSqlite(location.databasePath), options);
}
