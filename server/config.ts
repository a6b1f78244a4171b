import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Everything the server reads from its environment, checked in one place so that a mistake stops
 * the start with a message naming the variable. See the README's "Music Theory API server".
 */
export interface ServerConfig {
  host: string;
  port: number;
  /** PostgreSQL connection URL; when unset, users live in the SQLite file at databasePath. */
  databaseUrl?: string;
  databasePath: string;
  /** JWT_SECRET as given (may be unset in development). */
  jwtSecret?: string;
  jwtSecretFile: string;
  production: boolean;
  /** Origins allowed to call the API from a browser ('Try it' on the served site). */
  corsOrigins: string[];
  /** A redis:// or rediss:// URL: the register and login limits are then shared by every instance. */
  redisUrl?: string;
  /** Register and login attempts allowed per client address in each window. */
  authRateLimit: { max: number; windowSeconds: number };
  bodyLimitBytes: number;
  /** Fastify's trustProxy: false, true, or the addresses of trusted proxies (comma-separated, CIDR allowed). */
  trustProxy: boolean | string;
  /** Password hashes (128 MiB each) running at once; more wait briefly or get 503. */
  hashConcurrency: number;
}

export const DEFAULT_PORT = 8080;
/** The served site (`npm start`), by both loopback names. */
export const DEFAULT_CORS_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'];
export const DEFAULT_BODY_LIMIT = 16 * 1024;
/**
 * The server's own package directory: `npm run api` at the root and `npm start` in server/ run from
 * different directories, and both must find the same database and secret.
 */
const PACKAGE_DIR = dirname(fileURLToPath(import.meta.url));
const DATA_DIR = 'data';

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not '${raw}'.`);
  }
  return value;
}

function origins(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return DEFAULT_CORS_ORIGINS;
  return raw.split(',').map((origin) => {
    const trimmed = origin.trim().replace(/\/$/, '');
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      throw new Error(`CORS_ORIGINS must list origins such as http://localhost:3000, not '${origin.trim()}'.`);
    }
    if (url.origin !== trimmed) throw new Error(`CORS_ORIGINS must list origins only (scheme, host, port), not '${origin.trim()}'.`);
    return url.origin;
  });
}

function redisUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!/^rediss?:\/\/./.test(raw.trim())) throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, not '${raw}'.`);
  return raw.trim();
}

function trustProxy(raw: string | undefined): boolean | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

export function loadConfig(env: Env = process.env, packageDir = PACKAGE_DIR): ServerConfig {
  const databasePath = env.DATABASE_PATH || join(packageDir, DATA_DIR, 'music-theory.db');
  return {
    host: env.HOST || 'localhost',
    port: integer(env, 'PORT', DEFAULT_PORT, 0, 65535),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePath,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtSecretFile: env.JWT_SECRET_FILE || join(packageDir, DATA_DIR, 'jwt-secret'),
    production: env.NODE_ENV === 'production',
    corsOrigins: origins(env.CORS_ORIGINS),
    redisUrl: redisUrl(env.REDIS_URL),
    authRateLimit: {
      max: integer(env, 'AUTH_RATE_LIMIT', 10, 1, 1_000_000),
      windowSeconds: integer(env, 'AUTH_RATE_WINDOW', 60, 1, 86_400),
    },
    bodyLimitBytes: integer(env, 'BODY_LIMIT', DEFAULT_BODY_LIMIT, 256, 1024 * 1024),
    trustProxy: trustProxy(env.TRUST_PROXY),
    hashConcurrency: integer(env, 'HASH_CONCURRENCY', availableParallelism(), 1, 64),
  };
}
