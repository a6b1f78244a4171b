import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app';
import type { HashingLimits } from './auth/hashing';
import type { ScryptCost } from './auth/passwords';
import { resolveSecret } from './auth/secret';
import type { ServerConfig } from './config';
import { loadDescription } from './description';
import { connectRedis } from './rate-limit-store';
import { openUserStore } from './store/users';

export interface RunningServer {
  app: FastifyInstance;
  /** e.g. http://localhost:8080 */
  origin: string;
  /** The API's base URL, origin and the description's prefix: http://localhost:8080/api/v0 */
  baseUrl: string;
  /** Stops taking requests, lets those under way finish, then closes the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: AppOptions['logger'];
  passwordCost?: ScryptCost;
  hashing?: Partial<HashingLimits>;
  now?: () => number;
}

/** Opens the user store, resolves the signing secret and listens: what `npm run api` and the tests start. */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const { secret } = resolveSecret({ env: config.jwtSecret, file: config.jwtSecretFile, production: config.production });
  const store = await openUserStore(config);
  const description = loadDescription();
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  let app: FastifyInstance;
  try {
    app = await buildApp({
      description,
      store,
      secret,
      corsOrigins: config.corsOrigins,
      authRateLimit: config.authRateLimit,
      bodyLimitBytes: config.bodyLimitBytes,
      trustProxy: config.trustProxy,
      redis,
      hashing: { concurrency: config.hashConcurrency },
      ...options,
    });
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await store.close();
    redis?.disconnect();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const origin = `http://${host}:${port}`;
  return { app, origin, baseUrl: `${origin}${description.prefix}`, close: () => app.close() };
}
