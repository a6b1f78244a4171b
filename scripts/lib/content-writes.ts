/** contentlayer2's writes of its output, kept to the files whose content changed. */
import { promises } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

/** Where changed files are written before they are renamed into place, inside the output folder. */
const PARTIAL_FOLDER = '.partial';

/**
 * How long a file's removal waits for its write. contentlayer2 writes right after it removes, but
 * removes files of its cache that it does not write again; those go after this wait, and a write
 * later still finds the file removed, as contentlayer2 left it.
 */
const HOLD_MS = 10_000;

/**
 * Runs `step` with contentlayer2's writes under `dir` kept to what changed. contentlayer2 writes every
 * file of its output on each generation, removing each first (writeFileWithWrittenFilesCache in
 * @contentlayer2/core's generation/generate-dotpkg.js: its cache of written files is consulted only
 * when `rmBeforeWrite` is false, and no call passes false). In `npm run dev` a generation follows
 * each save: at 1,000 pages a save removed and wrote again 1,000 documents' JSON, next dev read them
 * all again, and the save reached the browser in 3.0 to 5.5 s (BENCHMARKS.md, "Save to browser at
 * 1,000 pages").
 *
 * So, while `step` runs: a removal of a file under `dir` is held until that file's write (a folder's
 * goes ahead, and a file no write follows goes after HOLD_MS or when `step` ends); a write of the
 * bytes the file holds is dropped, leaving the file and its time alone; any other write goes to a
 * file beside it and is renamed into place, so that a reader, or a stop in the middle, never meets
 * the file removed or half written. contentlayer2 reaches the file system through `fs.promises`,
 * looked up at each call, which is what this replaces. No upstream issue was found;
 * content-writes.test.ts fails once contentlayer2 writes only what changed.
 */
export async function writingOnlyChanges<T>(dir: string, step: () => Promise<T>): Promise<T> {
  const root = resolve(dir);
  const partial = join(root, PARTIAL_FOLDER);
  const owned = (path: unknown): path is string => {
    if (typeof path !== 'string') return false;
    const within = relative(root, resolve(path));
    return within !== '' && !within.startsWith('..') && !isAbsolute(within) && within !== PARTIAL_FOLDER && !within.startsWith(`${PARTIAL_FOLDER}${sep}`);
  };
  const { rm, writeFile } = promises;
  const held = new Map<string, NodeJS.Timeout>();
  let written = 0;
  const release = (file: string) => {
    clearTimeout(held.get(file));
    held.delete(file);
  };

  promises.rm = async (path, options) => {
    if (
      owned(path) &&
      !(await promises.stat(path).then(
        (info) => info.isDirectory(),
        () => false,
      ))
    ) {
      const file = resolve(path);
      release(file);
      const timer = setTimeout(() => {
        held.delete(file);
        void rm(file, { force: true });
      }, HOLD_MS);
      held.set(file, timer.unref());
      return;
    }
    return rm(path, options);
  };
  promises.writeFile = async (path, data, options) => {
    if (!owned(path) || !(typeof data === 'string' || Buffer.isBuffer(data))) return writeFile(path, data, options);
    const file = resolve(path);
    release(file);
    const encoding = typeof options === 'string' ? options : (options?.encoding ?? 'utf8');
    const wanted = typeof data === 'string' ? Buffer.from(data, encoding) : data;
    const present = await promises.readFile(file).catch(() => null);
    if (present?.equals(wanted)) return;
    await promises.mkdir(partial, { recursive: true });
    const aside = join(partial, `${process.pid}-${++written}`);
    await writeFile(aside, wanted);
    await promises.rename(aside, file);
  };
  try {
    return await step();
  } finally {
    promises.rm = rm;
    promises.writeFile = writeFile;
    const removals = [...held.keys()];
    removals.forEach(release);
    await Promise.all(removals.map((file) => rm(file, { force: true })));
  }
}
