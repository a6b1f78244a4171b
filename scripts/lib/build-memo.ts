/**
 * Results of the post-build step's work per page, kept between builds in .next/cache/post-build/, so
 * that a build after one edit does again only the work of what changed (BENCHMARKS.md, "Build
 * speed"). A memo is tied to everything the build reads outside content/ (code, configuration,
 * packages, public files, the build's variables), which `npm run build` hashes anyway to skip a build
 * when nothing changed (scripts/build.ts): when any of it changes, every memo starts empty. Within
 * it, each entry's key is a hash of what its result is made from under content/ and from the build,
 * which the step using it names. Outside `npm run build` (a step run alone, tests) nothing is kept.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const MEMO_DIR = join('.next', 'cache', 'post-build');

let treeKey: string | null = null;

/** Set by `npm run build` before its steps: the key of everything it reads outside content/. */
export function setMemoTreeKey(key: string | null): void {
  treeKey = key;
}

/** A hash of a value's parts, in order. */
export function memoKey(...parts: readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(createHash('sha256').update(part).digest());
  return hash.digest('hex');
}

export interface Memo<T> {
  /** The kept result for `key` (when `current` accepts it), or the one `make` gives, kept for the next build. */
  get(key: string, make: () => Promise<T>, current?: (kept: T) => boolean): Promise<T>;
  /** As `get`, for a result made at once. */
  getNow(key: string, make: () => T, current?: (kept: T) => boolean): T;
  /** Writes the results this build used, and only those; the counts of kept and made results. */
  save(): { kept: number; made: number };
}

interface MemoFile<T> {
  tree: string;
  entries: Record<string, T>;
}

function readMemo<T>(file: string, tree: string): Record<string, T> {
  try {
    const read = JSON.parse(readFileSync(file, 'utf8')) as MemoFile<T>;
    return read.tree === tree ? read.entries : {};
  } catch {
    return {};
  }
}

/** The memo called `name`; one that keeps nothing when no tree key was set. */
export function openMemo<T>(name: string, dir = MEMO_DIR, tree = treeKey): Memo<T> {
  const file = join(dir, `${name}.json`);
  const before = tree === null ? {} : readMemo<T>(file, tree);
  const used: Record<string, T> = {};
  let kept = 0;
  let made = 0;
  /** The result kept for `key` this build or the last, if still current. */
  const keptFor = (key: string, current: (kept: T) => boolean): T | undefined => {
    if (Object.hasOwn(used, key)) return used[key];
    const old = Object.hasOwn(before, key) ? before[key] : undefined;
    if (old === undefined || !current(old)) return undefined;
    kept += 1;
    return (used[key] = old);
  };
  return {
    async get(key, make, current = () => true) {
      const found = keptFor(key, current);
      if (found !== undefined) return found;
      made += 1;
      return (used[key] = await make());
    },
    getNow(key, make, current = () => true) {
      const found = keptFor(key, current);
      if (found !== undefined) return found;
      made += 1;
      return (used[key] = make());
    },
    save() {
      if (tree !== null) {
        mkdirSync(dir, { recursive: true });
        // Written whole, then renamed: a build stopped halfway leaves the last memo, not half of one.
        const partial = `${file}.${process.pid}`;
        writeFileSync(partial, JSON.stringify({ tree, entries: used } satisfies MemoFile<T>));
        renameSync(partial, file);
      }
      return { kept, made };
    },
  };
}

/** A call of a function a result was made with, and what it answered (as JSON). */
export interface RecordedCall {
  name: string;
  args: unknown[];
  answer: string | undefined;
}

type AnyFunction = (...args: never[]) => unknown;
/** An object of optional functions (an interface has no index signature, so this is mapped over its keys). */
type Functions<F> = { [K in keyof F]?: AnyFunction };

/**
 * `functions` wrapped so that each call is recorded with its answer: a result made with them can be
 * kept while they still answer the same (answersAsRecorded), whatever they read to answer.
 */
export function recordingCalls<F extends Functions<F>>(functions: F): { functions: F; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const wrapped: Record<string, AnyFunction> = {};
  for (const [name, fn] of Object.entries(functions) as [string, AnyFunction | undefined][]) {
    if (!fn) continue;
    wrapped[name] = (...args: never[]) => {
      const answer = fn(...args);
      calls.push({ name, args, answer: JSON.stringify(answer) });
      return answer;
    };
  }
  return { functions: wrapped as F, calls };
}

/** Whether `functions` answer every recorded call as they did. */
export function answersAsRecorded<F extends Functions<F>>(functions: F, calls: readonly RecordedCall[]): boolean {
  return calls.every(({ name, args, answer }) => {
    const fn = (functions as Record<string, AnyFunction | undefined>)[name];
    return fn !== undefined && JSON.stringify(fn(...(args as never[]))) === answer;
  });
}
