/**
 * `npm run build`: the steps of scripts/lib/build-steps.ts in order, in this process where a step can
 * run in it, unless nothing the build reads has changed since the last complete build and its out/ is
 * as that build left it (scripts/lib/build-inputs.ts). `npm run build -- --force` builds anyway.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BUILD_STEPS } from './lib/build-steps';
import { clearAuthoringFindings } from './lib/authoring-findings';
import { buildEnv, inputKey, outFingerprint, type InputFile, type OutFile } from './lib/build-inputs';
import { listFiles } from './lib/export-files';

const STAMP = '.next/site-build.json';
const OUT = 'out';
/** The installs: a changed dependency changes the build. */
const INSTALLS = ['node_modules/.package-lock.json', 'server/node_modules/.package-lock.json'];

interface Stamp {
  key: string;
  out: string;
}

/** The key of this tree's inputs, or null outside a git checkout (then every build runs). */
function currentKey(): string | null {
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
  return inputKey(files, buildEnv(process.env), [commit, process.version]);
}

function outFiles(): OutFile[] {
  return existsSync(OUT) ? listFiles(OUT).map((path) => ({ path, size: statSync(join(OUT, path)).size })) : [];
}

function readStamp(): Stamp | null {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8')) as Stamp;
  } catch {
    return null;
  }
}

const force = process.argv.includes('--force');
const before = currentKey();
const stamp = readStamp();
if (!force && before !== null && stamp?.key === before && existsSync(join(OUT, 'index.html')) && stamp.out === outFingerprint(outFiles())) {
  console.log('build: nothing the build reads has changed since the last build, and out/ is as it left it: nothing to do. (`npm run build -- --force` builds anyway.)');
  process.exit(0);
}

rmSync(STAMP, { force: true });
clearAuthoringFindings();
for (const step of BUILD_STEPS) {
  const status = step.run ? await step.run() : (spawnSync('sh', ['-c', step.command], { stdio: 'inherit' }).status ?? 1);
  if (status !== 0) process.exit(status);
}
// A file saved while the build ran is not in this build: then the next build runs again.
if (before !== null && currentKey() === before) {
  mkdirSync(dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, JSON.stringify({ key: before, out: outFingerprint(outFiles()) } satisfies Stamp));
}
