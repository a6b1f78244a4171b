import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';

/**
 * The register and login limits, counted in Redis when REDIS_URL is set, so that every instance
 * behind a load balancer counts the same attempts: N instances still allow the documented number,
 * not N times it.
 *
 * When Redis cannot be reached the limit falls back to each instance's own count, with a warning in
 * the log, rather than refusing every register and login (fail-closed would turn a Redis outage into
 * an outage of accounts) or letting attempts through uncounted (fail-open would lift the limit). While
 * Redis is away, N instances allow at most N times the limit, as before limits were shared; the
 * shared count resumes by itself when Redis answers again.
 */

const require = createRequire(import.meta.url);
type StoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => FastifyRateLimitStore;
// The plugin's own stores: its Redis store (an atomic Lua increment) and its in-memory one.
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor;

/** The prefix of the counters' keys, so that the API can share a Redis with other programs. */
const KEY_PREFIX = 'music-theory-api:rate-limit:';

/**
 * A client that never queues commands while disconnected: a request must not wait for Redis to come
 * back. `commandTimeout` bounds a Redis that accepts connections but does not answer.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: 500,
    // Reconnect every second at most, for as long as the server runs.
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  });
}

type Parts = { shared: FastifyRateLimitStore; local: FastifyRateLimitStore };

/** What the plugin passes to a store's constructor and to child(): its settings, merged with the route's. */
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}

/** A store class for @fastify/rate-limit that counts in Redis and falls back to a local count. */
export function sharedRateLimitStore(redis: Redis, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  // Every failed reconnection emits here (without a listener ioredis prints each one); the store
  // reports what matters, the switch to and from the local count.
  redis.on('error', (error: Error) => log.debug({ err: error }, 'Redis connection error'));
  let local = false;
  const fellBack = (error: Error) => {
    if (local) return;
    local = true;
    log.warn({ err: error }, 'Redis cannot be reached: register and login limits are counted by this instance alone until it answers again');
  };
  const sharedAgain = () => {
    if (!local) return;
    local = false;
    log.info('Redis answers again: register and login limits are shared across instances');
  };

  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly parts: Parts;

    constructor(options: StoreOptions, parts?: Parts) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      this.parts = parts ?? {
        shared: new RedisStore(continueExceeding, exponentialBackoff, redis, KEY_PREFIX),
        local: new LocalStore(continueExceeding, exponentialBackoff, options.cache),
      };
    }

    /**
     * Every attempt is counted locally too, so that when Redis goes away this instance's count
     * already holds the attempts it saw, rather than starting again from zero.
     */
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number, max: number): void {
      let counted: { current: number; ttl: number } | undefined;
      this.parts.local.incr(key, (_error, result) => (counted = result), timeWindow, max);
      this.parts.shared.incr(
        key,
        (error, result) => {
          if (error) fellBack(error);
          else sharedAgain();
          callback(null, error ? counted : result);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new SharedRateLimitStore(routeOptions as StoreOptions, { shared: this.parts.shared.child(routeOptions), local: this.parts.local.child(routeOptions) });
    }
  }
  // The plugin calls the constructor with its settings, which carry the StoreOptions fields.
  return SharedRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
