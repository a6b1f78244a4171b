import { availableParallelism } from 'node:os';
import { DEFAULT_COST, hashPassword, verifyPassword, type ScryptCost } from './passwords';

/**
 * Every scrypt hash of the server goes through one PasswordHasher, which runs at most `concurrency`
 * at once. A hash at the default cost holds 128 MiB while it runs, so without a bound the number of
 * clients decides the memory: the rate limit counts per address, and a block of addresses (an IPv6
 * range) is many clients. Hashes beyond the bound wait in a short queue for at most `maxWaitMs`;
 * the rest are refused at once with HashingBusy, which the API answers with 503 and Retry-After.
 */

export interface HashingLimits {
  /** Hashes running at once; about the number of cores, since each one keeps a core busy. */
  concurrency: number;
  /** Hashes allowed to wait for a slot. */
  queue: number;
  /** How long a hash may wait for a slot before it is refused. */
  maxWaitMs: number;
}

export interface HasherOptions extends Partial<HashingLimits> {
  cost?: ScryptCost;
}

/** `concurrency` hashes at once (the number of cores unless given), twice as many waiting, for at most 2 s. */
export function defaultHashingLimits(cores = availableParallelism()): HashingLimits {
  const concurrency = Math.max(1, cores);
  return { concurrency, queue: 2 * concurrency, maxWaitMs: 2_000 };
}

/** Every hashing slot and queue place is taken; try again after `retryAfterSeconds`. */
export class HashingBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many password hashes are running or waiting.');
    this.name = 'HashingBusy';
  }
}

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** A counting semaphore with a bounded, time-limited queue. */
export class Slots {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly limits: HashingLimits) {}

  get busy(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private retryAfter(): number {
    return Math.max(1, Math.ceil(this.limits.maxWaitMs / 1000));
  }

  acquire(): Promise<void> {
    if (this.running < this.limits.concurrency) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.queue) return Promise.reject(new HashingBusy(this.retryAfter()));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new HashingBusy(this.retryAfter()));
        }, this.limits.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** Hands the slot to the next waiter, if any. */
  release(): void {
    const next = this.waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.resolve();
    } else this.running--;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }
}

export class PasswordHasher {
  readonly cost: ScryptCost;
  private readonly slots: Slots;
  /** How many scrypt derivations have started: tests count the work a request costs. */
  derivations = 0;

  constructor(options: HasherOptions = {}) {
    this.cost = options.cost ?? DEFAULT_COST;
    const { cost: _cost, ...limits } = options;
    this.slots = new Slots({ ...defaultHashingLimits(options.concurrency), ...limits });
  }

  hash(password: string): Promise<string> {
    return this.slots.run(() => {
      this.derivations++;
      return hashPassword(password, this.cost);
    });
  }

  verify(password: string, stored: string): Promise<boolean> {
    return this.slots.run(() => {
      this.derivations++;
      return verifyPassword(password, stored);
    });
  }
}
