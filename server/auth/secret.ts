import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The token signing secret. It comes from JWT_SECRET; in development, when that is not set, a random
 * one is made on first start and kept in a file beside the database (never committed: server/data/
 * is ignored), so tokens survive a restart. In production a missing secret is an error: a secret
 * made up on one machine would not match the others'.
 */

export const MIN_SECRET_LENGTH = 32;

export interface SecretSource {
  env: string | undefined;
  file: string;
  production: boolean;
}

export function resolveSecret({ env, file, production }: SecretSource): { secret: string; origin: 'env' | 'file' | 'generated' } {
  if (env !== undefined && env !== '') {
    if (env.length < MIN_SECRET_LENGTH) throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
    return { secret: env, origin: 'env' };
  }
  if (production) throw new Error('JWT_SECRET is not set. Set it to a random string of at least 32 characters.');
  try {
    const mode = statSync(file).mode & 0o777;
    // Anyone who can read the secret can sign tokens for any user.
    if (mode & 0o077) {
      throw new Error(`The JWT secret file ${file} can be read by other users (mode ${mode.toString(8).padStart(4, '0')}). Run "chmod 600 ${file}", or set JWT_SECRET.`);
    }
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length < MIN_SECRET_LENGTH) throw new Error(`The JWT secret in ${file} is shorter than ${MIN_SECRET_LENGTH} characters.`);
    return { secret: stored, origin: 'file' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx': if another process made the file meanwhile, keep theirs.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { secret: readFileSync(file, 'utf8').trim(), origin: 'file' };
    throw error;
  }
  return { secret, origin: 'generated' };
}
