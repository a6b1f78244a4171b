/**
 * What `npm run build` does around its steps (scripts/build.ts): it skips the build when nothing the
 * build reads has changed since the last complete build and its out/ is as that build left it, runs
 * the steps in order (a step marked `besidePrevious` together with the one before it), and after a
 * build it stamps the inputs it built from (scripts/lib/build-inputs.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
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

/** What a step's process wrote, in order. */
type Written = { step: BuildStep; stream: NodeJS.WriteStream; chunk: Buffer }[];

interface Started {
  child: ChildProcess;
  /** Its exit status (1 when a signal ended it), and what it wrote when `hold` kept its output from this process's. */
  ended: Promise<{ status: number; written: Written }>;
}

/** Starts a step's process: its command in a shell, or Node itself with the step's `nodeArgs`, which the build can then stop. */
function startProcess(step: BuildStep, hold: boolean): Started {
  const [file, args] = step.nodeArgs ? [process.execPath, step.nodeArgs] : ['sh', ['-c', step.command]];
  const child = spawn(file, args, { stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const written: Written = [];
  child.stdout?.on('data', (chunk: Buffer) => written.push({ step, stream: process.stdout, chunk }));
  child.stderr?.on('data', (chunk: Buffer) => written.push({ step, stream: process.stderr, chunk }));
  const ended = new Promise<{ status: number; written: Written }>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ status: code ?? 1, written }));
  });
  return { child, ended };
}

/** Runs a shell command with this process's output; its exit status. */
export async function runCommand(command: string): Promise<number> {
  return (await startProcess({ name: command, command }, false).ended).status;
}

/** The steps as they run: each group's steps start together, and the next group waits for all of them. */
export function stagesOf(steps: readonly BuildStep[]): BuildStep[][] {
  const stages: BuildStep[][] = [];
  for (const step of steps) {
    const last = stages.at(-1);
    if (step.besidePrevious && last) last.push(step);
    else stages.push([step]);
  }
  return stages;
}

/**
 * Runs a stage's steps together; the first failing status in the steps' order, or 0. What a command
 * beside the first step writes is printed once the whole stage has ended, so that it does not cut into
 * the first step's output. A step that throws is waited for like the others, then its error is thrown.
 * When the first step fails, the steps marked `stoppedIfFirstFails` are stopped and what they wrote is
 * dropped: the first step's messages are the build's.
 */
async function runStage([first, ...beside]: readonly BuildStep[]): Promise<number> {
  const held: Written = [];
  const stoppable = new Map<BuildStep, ChildProcess>();
  const start = async (step: BuildStep, hold: boolean): Promise<number> => {
    if (step.stoppedIfFirstFails && (step.run || !step.nodeArgs)) throw new Error(`build: the step "${step.name}" is stopped if the first fails, so it needs nodeArgs and no run.`);
    if (step.run) return step.run();
    const { child, ended } = startProcess(step, hold);
    if (step.stoppedIfFirstFails) stoppable.set(step, child);
    const { status, written } = await ended;
    held.push(...written);
    return status;
  };
  const steps = [first!, ...beside];
  const firstFailed = () => {
    for (const child of stoppable.values()) child.kill('SIGTERM');
  };
  const settled = await Promise.allSettled(
    steps.map((step, i) => {
      const status = start(step, i > 0);
      if (i === 0) status.then((s) => s !== 0 && firstFailed(), firstFailed);
      return status;
    }),
  );
  const firstOk = settled[0]!.status === 'fulfilled' && settled[0]!.value === 0;
  for (const { step, stream, chunk } of held) if (firstOk || !stoppable.has(step)) stream.write(chunk);
  const statuses = settled.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  });
  const failed = statuses.findIndex((status) => status !== 0);
  if (failed < 0) return 0;
  // After a step beside another, its messages may sit above the other step's: name it.
  console.error(`build: the step "${steps[failed]!.name}" failed (exit status ${statuses[failed]}).`);
  return statuses[failed]!;
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
  for (const stage of stagesOf(steps)) {
    const status = await runStage(stage);
    if (status !== 0) return status;
  }
  // A file saved while the build ran is not in this build: then the next build runs again.
  if (before !== null && inputKey(env) === before) {
    mkdirSync(dirname(stampFile), { recursive: true });
    writeFileSync(stampFile, JSON.stringify({ key: before, out: outFingerprint(outFiles(out)) } satisfies Stamp));
  }
  return 0;
}
