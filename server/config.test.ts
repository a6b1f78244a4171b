import { describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT, DEFAULT_CORS_ORIGINS, loadConfig } from './config';

describe('server configuration from the environment', () => {
  it('defaults to localhost:8080, a SQLite file under server/data and the served site’s origins', () => {
    const config = loadConfig({}, '/repo/server');
    expect(config).toMatchObject({
      host: 'localhost',
      port: 8080,
      databaseUrl: undefined,
      redisUrl: undefined,
      databasePath: '/repo/server/data/music-theory.db',
      jwtSecretFile: '/repo/server/data/jwt-secret',
      production: false,
      corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      authRateLimit: { max: 10, windowSeconds: 60 },
      bodyLimitBytes: DEFAULT_BODY_LIMIT,
      trustProxy: false,
    });
    expect(DEFAULT_CORS_ORIGINS).toEqual(config.corsOrigins);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        HOST: '0.0.0.0',
        PORT: '9000',
        DATABASE_URL: 'postgresql://api@db/music',
        DATABASE_PATH: '/var/lib/api/users.db',
        JWT_SECRET: 's'.repeat(40),
        JWT_SECRET_FILE: '/run/secret',
        NODE_ENV: 'production',
        CORS_ORIGINS: 'http://localhost:3100, https://robin-vale.example/',
        AUTH_RATE_LIMIT: '5',
        AUTH_RATE_WINDOW: '300',
        BODY_LIMIT: '4096',
        TRUST_PROXY: '10.0.0.0/8',
        HASH_CONCURRENCY: '3',
        REDIS_URL: 'redis://cache.internal:6379/0',
      },
      '/repo',
    );
    expect(config).toEqual({
      host: '0.0.0.0',
      port: 9000,
      databaseUrl: 'postgresql://api@db/music',
      databasePath: '/var/lib/api/users.db',
      jwtSecret: 's'.repeat(40),
      jwtSecretFile: '/run/secret',
      production: true,
      corsOrigins: ['http://localhost:3100', 'https://robin-vale.example'],
      authRateLimit: { max: 5, windowSeconds: 300 },
      bodyLimitBytes: 4096,
      trustProxy: '10.0.0.0/8',
      hashConcurrency: 3,
      redisUrl: 'redis://cache.internal:6379/0',
    });
  });

  it('stops with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ AUTH_RATE_LIMIT: '0' })).toThrow(/AUTH_RATE_LIMIT/);
    expect(() => loadConfig({ HASH_CONCURRENCY: '0' })).toThrow(/HASH_CONCURRENCY/);
    expect(() => loadConfig({ REDIS_URL: 'cache.internal:6379' })).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => loadConfig({ CORS_ORIGINS: 'localhost:3000' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'http://localhost:3000/api' })).toThrow(/origins only/);
  });
});
