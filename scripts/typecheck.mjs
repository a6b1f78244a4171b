/**
 * The project's type check (`npm run typecheck`, and the build's step of that name): TypeScript 7's
 * `tsc --build`, incremental, its build info in .next/cache/.
 *
 * Workaround for microsoft/typescript-go#4664 (fixed by #4665, in no release yet: 7.0.2 predates it):
 * when a declaration file that affects the global scope changes, `tsc --build` re-checks that file but
 * not the files that reach it through another, unchanged declaration file, and keeps their old result.
 * contentlayer2's generated types.d.ts declares a global and is read through index.d.ts, so a field
 * added to or taken from a content type went unseen: the check kept an error that was gone, or passed
 * code that read a field no longer there. When that file differs from the last check's, the build info
 * is dropped and the check runs whole (about 2 s more), which happens only when a content type
 * changes. The canary in scripts/typecheck.test.ts fails once the installed TypeScript has the fix.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const GLOBAL_SCOPE_INPUTS = ['.contentlayer/generated/types.d.ts'];
export const BUILD_INFO = '.next/cache/tsc.tsbuildinfo';

/** Drops `buildInfo` when an input's content differs from the last call's, recorded beside it. */
export function forgetBuildInfoIfChanged({ inputs = GLOBAL_SCOPE_INPUTS, buildInfo = BUILD_INFO } = {}) {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(existsSync(input) ? readFileSync(input) : 'absent').update('\0');
  const digest = hash.digest('hex');
  const stamp = `${buildInfo}.inputs`;
  const changed = !existsSync(stamp) || readFileSync(stamp, 'utf8') !== digest;
  if (changed) {
    rmSync(buildInfo, { force: true });
    mkdirSync(dirname(stamp), { recursive: true });
    writeFileSync(stamp, digest);
  }
  return changed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  forgetBuildInfoIfChanged();
  const tsc = fileURLToPath(new URL('../node_modules/typescript-native/bin/tsc', import.meta.url));
  const { status, signal } = spawnSync(process.execPath, [tsc, '--build', ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(status ?? (signal ? 1 : 0));
}
