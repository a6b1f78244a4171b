/**
 * What `npm run build` does around its steps (scripts/build.ts): it skips the build when nothing the
 * build reads has changed since the last complete build and its out/ is as that build left it, and
 * after a build it stamps the inputs it built from (scripts/lib/build-inputs.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BuildStep } from './build-steps';
import { buildEnv, outFingerprint } from './build-inputs';
import { listFiles } from './export-files';

export interface BuildRun {
  steps: readonly BuildStep[];
  /**
   * The key of the tree's inputs with the build's environment, or null when it cannot be known (then
   * every build runs). The environment is always the one the build started with: steps that run in
   * this process set variables for the steps after them (SITE_CONFIG_VALIDATED), and those are not
   * inputs.
   */
  inputKey: (env: readonly [string, string][]) => string | null;
  force: boolean;
  out?: string;
  stampFile?: string;
  /** Before the steps, when the build runs. */
  beforeSteps?: () => void;
}

interface Stamp {
  key: string;
  out: string;
}

const outFiles = (out: string) => (existsSync(out) ? listFiles(out).map((path) => ({ path, size: statSync(join(out, path)).size })) : []);

function readStamp(file: string): Stamp | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Stamp;
  } catch {
    return null;
  }
}

/** Runs the build unless nothing changed; the exit status. */
export async function runBuild({ steps, inputKey, force, out = 'out', stampFile = '.next/site-build.json', beforeSteps }: BuildRun): Promise<number> {
  const env = buildEnv(process.env);
  const before = inputKey(env);
  const stamp = readStamp(stampFile);
  if (!force && before !== null && stamp?.key === before && existsSync(join(out, 'index.html')) && stamp.out === outFingerprint(outFiles(out))) {
    console.log('build: nothing the build reads has changed since the last build, and out/ is as it left it: nothing to do. (`npm run build -- --force` builds anyway.)');
    return 0;
  }
  rmSync(stampFile, { force: true });
  beforeSteps?.();
  for (const step of steps) {
    const status = step.run ? await step.run() : (spawnSync('sh', ['-c', step.command], { stdio: 'inherit' }).status ?? 1);
    if (status !== 0) return status;
  }
  // A file saved while the build ran is not in this build: then the next build runs again.
  if (before !== null && inputKey(env) === before) {
    mkdirSync(dirname(stampFile), { recursive: true });
    writeFileSync(stampFile, JSON.stringify({ key: before, out: outFingerprint(outFiles(out)) } satisfies Stamp));
  }
  return 0;
}
