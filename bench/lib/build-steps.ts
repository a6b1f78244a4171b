/**
 * The steps of `npm run build` (the same list scripts/build.ts runs), and a runner that times one
 * step and samples the memory of its whole process tree.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

// Timed one by one, the steps never skip an unchanged build as `npm run build` does (scripts/build.ts).
export { BUILD_STEPS, type BuildStep } from '../../scripts/lib/build-steps';

/** Resident memory of `root` and all its descendants now, in bytes, from /proc (Linux). */
export function treeRssBytes(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which may hold spaces: state, ppid, … rss is field 24.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      rss.set(pid, Number(fields[21]) * 4096);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid)!.push(pid);
    } catch {
      // The process ended while it was being read.
    }
  }
  let total = 0;
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

export interface StepResult {
  /** Wall-clock time. */
  ms: number;
  /**
   * User plus system CPU time of the step and every process it waited for, from GNU time (undefined
   * without /usr/bin/time). On a shared machine this is the figure that does not grow with the load.
   */
  cpuMs?: number;
  /** The highest sum of resident memory over the step's processes, sampled every `sampleMs`. */
  peakBytes: number;
  /** The 1-minute load average when the step started and ended (the machine may be shared). */
  load: [number, number];
  /** The last 8,000 characters the step wrote to stderr. */
  stderr: string;
}

/** Runs one step with `sh -c` in `cwd`; rejects with its stderr's end when it fails. */
export function runStep(command: string, options: { cwd: string; env: NodeJS.ProcessEnv; sampleMs?: number }): Promise<StepResult> {
  const loadBefore = loadavg()[0]!;
  const started = performance.now();
  const gnuTime = existsSync('/usr/bin/time');
  const timesDir = mkdtempSync(join(tmpdir(), 'step-times-'));
  const timesFile = join(timesDir, 'times');
  const argv = gnuTime ? ['/usr/bin/time', '-f', '%U %S', '-o', timesFile, 'sh', '-c', command] : ['sh', '-c', command];
  const child = spawn(argv[0]!, argv.slice(1), { cwd: options.cwd, env: options.env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8_000)));
  let peakBytes = 0;
  const sample = () => (peakBytes = Math.max(peakBytes, treeRssBytes(child.pid!)));
  const sampler = setInterval(sample, options.sampleMs ?? 250);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      clearInterval(sampler);
      const ms = performance.now() - started;
      const times = gnuTime && existsSync(timesFile) ? readFileSync(timesFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number) : [];
      rmSync(timesDir, { recursive: true, force: true });
      const cpuMs = times.length === 2 ? (times[0]! + times[1]!) * 1000 : undefined;
      if (code === 0) resolve({ ms, cpuMs, peakBytes, load: [loadBefore, loadavg()[0]!], stderr });
      else reject(new Error(`"${command}" failed (${code}):\n${stderr}`));
    });
  });
}
