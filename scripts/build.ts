/**
 * `npm run build`: the steps of scripts/lib/build-steps.ts in order, in this process where a step can
 * run in it, unless nothing the build reads has changed since the last complete build and its out/ is
 * as that build left it (scripts/lib/build-run.ts). `npm run build -- --force` builds anyway.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { BUILD_STEPS } from './lib/build-steps';
import { clearAuthoringFindings } from './lib/authoring-findings';
import { inputKey, type InputFile } from './lib/build-inputs';
import { runBuild } from './lib/build-run';
import { setMemoTreeKey } from './lib/build-memo';

/** The installs: a changed dependency changes the build. */
const INSTALLS = ['node_modules/.package-lock.json', 'server/node_modules/.package-lock.json'];

/** The inputs of the last key made, for the post-build step's memos (scripts/lib/build-memo.ts). */
let lastInputs: { files: InputFile[]; env: readonly [string, string][] } | null = null;

/** The key of this tree's inputs, or null outside a git checkout (then every build runs). */
function treeKey(env: readonly [string, string][]): string | null {
  let listed: string;
  let commit: string;
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
  const files: InputFile[] = [];
  for (const path of [...listed.split('\0').filter(Boolean), ...INSTALLS]) {
    // A tracked file deleted in the working tree is an input that changed: its absence is hashed.
    files.push({ path, content: existsSync(path) && statSync(path).isFile() ? readFileSync(path) : '\0deleted' });
  }
  lastInputs = { files, env };
  return inputKey(files, env, [commit, process.version]);
}

/** What the memos are tied to: the inputs outside content/, whose files each memo entry names itself. */
function memoTreeKey(): string | null {
  if (!lastInputs) return null;
  return inputKey(
    lastInputs.files.filter((file) => !file.path.startsWith('content/')),
    lastInputs.env,
    [process.version],
  );
}

process.exitCode = await runBuild({
  steps: BUILD_STEPS,
  inputKey: treeKey,
  force: process.argv.includes('--force'),
  beforeSteps: () => {
    clearAuthoringFindings();
    setMemoTreeKey(memoTreeKey());
  },
});
