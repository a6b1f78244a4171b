/**
 * `npm run api`: the Music Theory API on http://localhost:8080/api/v0 (see the README's
 * "Music Theory API server" for the environment variables). Stops cleanly on SIGINT and SIGTERM:
 * requests under way finish and their writes reach the database before the process exits.
 */
import { loadConfig } from './config';
import { startServer } from './server';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config, {
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  const log = server.app.log;
  log.info(`Music Theory API on ${server.baseUrl} (${config.databaseUrl ? 'PostgreSQL' : `SQLite ${config.databasePath}`}); CORS origins: ${config.corsOrigins.join(', ')}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: finishing requests under way, then closing the database`);
    // A request that never ends must not keep the process alive for ever.
    setTimeout(() => {
      log.error('Requests still running after the grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`The Music Theory API could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
