import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are stored as scrypt hashes (memory-hard, in node:crypto, no native addon) in the PHC
 * string format, `$scrypt$ln=17,r=8,p=1$<salt>$<hash>`, so each hash carries its own cost and the
 * cost can rise later without breaking stored passwords.
 */

export interface ScryptCost {
  /** log2 of N, the CPU and memory cost. */
  ln: number;
  r: number;
  p: number;
}

/** OWASP's first recommendation for scrypt: N = 2^17 (128 MiB), r = 8, p = 1. About 0.4 s on one core here. */
export const DEFAULT_COST: ScryptCost = { ln: 17, r: 8, p: 1 };

const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.ln;
  // scrypt needs 128·N·r bytes; Node refuses more than 32 MiB unless maxmem says so.
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))));
}

export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return `$scrypt$ln=${cost.ln},r=${cost.r},p=${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Reads a stored hash; undefined for anything malformed or with a cost outside sane bounds. */
export function parseHash(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | undefined {
  const match = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return undefined;
  const cost = { ln: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  // A hash from the database decides how much work and memory a login costs: bound it.
  if (cost.ln < 1 || cost.ln > 20 || cost.r < 1 || cost.r > 16 || cost.p < 1 || cost.p > 16) return undefined;
  const salt = Buffer.from(match[4]!, 'base64url');
  const key = Buffer.from(match[5]!, 'base64url');
  return key.length === KEY_BYTES ? { cost, salt, key } : undefined;
}

/** Compares in constant time: the answer takes as long whichever byte differs. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return timingSafeEqual(key, parsed.key);
}
