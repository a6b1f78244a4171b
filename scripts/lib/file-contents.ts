/** What watched files held when last looked at, so that a watcher acts on new content, not on a write. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The file's bytes, or null when there is no such file (removed, or removed and not yet written again). */
function readOrNull(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}

/**
 * A digest of each file's content as last recorded. contentlayer2 writes every generated file again
 * as `npm run dev` starts (each removed, then written), with the bytes it held: a watcher that acts on
 * every write does its work again for nothing, beside the browser's first pages and saves.
 */
export class FileContents {
  readonly #digests = new Map<string, string | null>();

  constructor(private readonly read: (file: string) => Buffer | null = readOrNull) {}

  /**
   * Records what `file` holds now, and says whether that differs from what was recorded for it before.
   * A file not recorded before counts as changed, and so does one removed since.
   */
  changed(file: string): boolean {
    const content = this.read(file);
    const digest = content === null ? null : createHash('sha256').update(content).digest('base64');
    const known = this.#digests.has(file);
    const before = this.#digests.get(file);
    this.#digests.set(file, digest);
    return !known || before !== digest;
  }

  /** Records each of `files`, and says which of them changed (each is recorded, whatever the others did). */
  changedAmong(files: Iterable<string>): string[] {
    return [...files].filter((file) => this.changed(file));
  }
}
