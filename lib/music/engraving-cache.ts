/**
 * Verovio's output kept on disk between builds. Starting Verovio's WebAssembly module takes about
 * 6 s in each process that engraves (Next's page worker and the post-build step), engraving one of
 * this site's scores 0.05–0.2 s; a build whose scores did not change starts it in neither.
 *
 * An entry holds what Verovio returned, before this site's own processing (ids prefixed, the
 * performance built), so its key is exactly what Verovio read: its version, the options and the
 * text of the score. Only engravings that succeeded are kept, so an authoring error is reported on
 * every build.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Beside Next's own build cache: a CI that keeps `.next/cache` between runs, as Next advises, keeps these too. */
export const ENGRAVING_CACHE_DIR = join('.next', 'cache', 'engravings');

/** The installed Verovio's version, or null when it cannot be read (then nothing is cached). */
export function verovioVersion(root: string): string | null {
  try {
    const { version } = JSON.parse(readFileSync(join(root, 'node_modules', 'verovio', 'package.json'), 'utf8')) as { version?: unknown };
    return typeof version === 'string' ? version : null;
  } catch {
    return null;
  }
}

/** The file name of an engraving: a hash of Verovio's version, its options and its input. */
export function engravingKey(version: string, options: Readonly<Record<string, unknown>>, data: string): string {
  return `${createHash('sha256')
    .update(JSON.stringify([version, options, data]))
    .digest('hex')
    .slice(0, 32)}.json`;
}

/**
 * The value kept at `dir/key`, or `make()`'s, which is then kept there. An entry that is missing,
 * unreadable or not of the shape `isValue` accepts is made again; a cache that cannot be written is
 * skipped. `dir` null: no cache.
 */
export async function readThrough<T>(dir: string | null, key: string, isValue: (value: unknown) => value is T, make: () => Promise<T>): Promise<T> {
  const file = dir === null ? null : join(dir, key);
  if (file !== null) {
    try {
      const kept: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (isValue(kept)) return kept;
    } catch {
      // Not kept yet, or cut short by a build that stopped: made again below.
    }
  }
  const value = await make();
  if (dir !== null && file !== null) {
    try {
      mkdirSync(dir, { recursive: true });
      // Written whole, then renamed: a reader never sees half an entry.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, JSON.stringify(value));
      renameSync(partial, file);
    } catch {
      // A read-only checkout builds as before, only slower.
    }
  }
  return value;
}
