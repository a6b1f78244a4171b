/**
 * What a build is made from, as one key: a rebuild whose key matches the last complete build's, with
 * that build's out/ still in place, has nothing to do (scripts/build.ts). The key covers every file
 * git would track (tracked, or new and not ignored: content, code, configuration, public files), the
 * installed packages, the commit (pages show last-update dates from git history), the Node version and
 * the variables that change what is built (SITE_*, the site variant's SITE_VARIANT among them,
 * NEXT_PUBLIC_*, NODE_ENV), so the site's own build and a variant's never stand in for each other.
 */
import { createHash } from 'node:crypto';

export interface InputFile {
  path: string;
  /** The file's bytes, or a hash of them. */
  content: string | Uint8Array;
}

/** The environment variables a build reads to decide what to build. */
export function buildEnv(env: NodeJS.ProcessEnv): [string, string][] {
  return Object.entries(env)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && /^(SITE_|NEXT_PUBLIC_|NODE_ENV$)/.test(entry[0]))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

export function inputKey(files: readonly InputFile[], env: readonly [string, string][], context: readonly string[]): string {
  const hash = createHash('sha256');
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const file of sorted) {
    hash.update(`file\0${file.path}\0`);
    hash.update(createHash('sha256').update(file.content).digest('hex'));
  }
  for (const [name, value] of env) hash.update(`env\0${name}\0${value}\0`);
  for (const part of context) hash.update(`context\0${part}\0`);
  return hash.digest('hex');
}

export interface OutFile {
  path: string;
  size: number;
}

/** out/ as the build left it: a build deleted or changed by hand since then is not skipped. */
export function outFingerprint(files: readonly OutFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) hash.update(`${file.path}\0${file.size}\0`);
  return `${files.length}:${hash.digest('hex')}`;
}
