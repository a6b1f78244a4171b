import pg from 'pg';
import { numberPlaceholders, PING, type SqlDriver } from './sql';

/** PostgreSQL, for deployments that outgrow one machine: the same statements through a connection pool. */
export function openPostgres(connectionString: string): SqlDriver {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client that loses its connection emits here; without a listener the process would exit.
  pool.on('error', () => undefined);
  return {
    dialect: 'postgres',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(numberPlaceholders(sql), params as unknown[]);
      return { rows: result.rows as Row[], changes: result.rowCount ?? 0 };
    },
    async check() {
      await pool.query(PING);
    },
    async close() {
      await pool.end();
    },
  };
}
