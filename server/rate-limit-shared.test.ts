import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startServer, type RunningServer } from './server';
import { startThrowawayPostgres, type ThrowawayPostgres } from './store/throwaway-postgres';
import { freeLoopbackPort, startThrowawayRedis, type ThrowawayRedis } from './store/throwaway-redis';
import { call, FAST_COST } from './testing';

/**
 * Several instances behind a load balancer, on one PostgreSQL and one Redis (both throwaway, from
 * Debian's packages, on loopback only): the register and login limits (10 a minute by default) hold
 * for the whole deployment, and a Redis that goes away neither stops the API nor lifts the limit.
 */

const dir = mkdtempSync(join(tmpdir(), 'music-theory-shared-limit-'));
let postgres: ThrowawayPostgres;
let redis: ThrowawayRedis;
const servers: RunningServer[] = [];
const logs: string[] = [];

async function instance(redisUrl: string): Promise<RunningServer> {
  const config = loadConfig({ DATABASE_URL: postgres.url, REDIS_URL: redisUrl, PORT: '0', HOST: '127.0.0.1', JWT_SECRET: 'r'.repeat(40) }, dir);
  const server = await startServer(config, {
    passwordCost: FAST_COST,
    logger: { level: 'warn', stream: { write: (line: string) => void logs.push(line) } },
  });
  servers.push(server);
  return server;
}

const login = (server: RunningServer) => call(server.baseUrl, 'POST', '/Auth/login', { body: { email: 'guess@example.com', password: 'a guess' } });
const register = (server: RunningServer, n: number) => call(server.baseUrl, 'POST', '/Auth/register', { body: { email: `shared-${n}@example.com`, password: 'a password' } });

beforeAll(async () => {
  postgres = startThrowawayPostgres();
  redis = await startThrowawayRedis();
}, 300_000); // the first run on a machine without PostgreSQL or Redis installs them
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await redis?.stop();
  postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('rate limits with REDIS_URL', () => {
  let a: RunningServer;
  let b: RunningServer;
  beforeAll(async () => {
    a = await instance(redis.url);
    b = await instance(redis.url);
  });

  it('refuse the eleventh login whichever instance receives it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await login(i % 2 === 0 ? a : b)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    const eleventh = await login(a);
    expect(eleventh.status).toBe(429);
    expect(eleventh.mediaType).toBe('application/problem+json');
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(b)).status).toBe(429);
  });

  it('refuse the eleventh registration on the other instance too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await register(i % 2 === 0 ? a : b, i)).status);
    expect(statuses).toEqual(Array(10).fill(201));
    expect((await register(b, 10)).status).toBe(429);
    expect((await register(a, 11)).status).toBe(429);
  });

  it('when Redis stops: the API keeps answering, says so in its log, and still limits by its own count', async () => {
    await redis.stop();
    // A has seen 6 of the 12 logins (5 before the eleventh, the eleventh, none of B's): 4 more are
    // allowed by its own count, then it refuses again.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(a)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await call(a.baseUrl, 'GET', '/health')).status).toBe(200);
    expect((await call(b.baseUrl, 'GET', '/examples/scale')).status).toBe(200);
    expect(logs.join('')).toMatch(/Redis cannot be reached: register and login limits are counted by this instance alone/);
  });
});

describe('an instance whose Redis cannot be reached from the start', () => {
  it('starts, answers, and limits by its own count', async () => {
    const closedPort = await freeLoopbackPort();
    const server = await instance(`redis://127.0.0.1:${closedPort}`);
    expect((await call(server.baseUrl, 'GET', '/health')).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call(server.baseUrl, 'POST', '/Auth/register', { body: { email: `alone-${i}@example.com`, password: 'p' } })).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    expect(logs.join('')).toMatch(/Redis cannot be reached/);
  });
});
