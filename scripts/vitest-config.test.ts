import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../vitest.config';

interface Project {
  test: { name: string; include: string[]; exclude?: string[] };
}
const projects = (config.test?.projects ?? []) as Project[];
const project = (name: string) => projects.find((candidate) => candidate.test.name === name)!.test;

describe('the unit projects', () => {
  it('give a file that replaces a module or sets the environment a module of its own graph', () => {
    // page-facts mocks the Docusaurus scanner its module imports; check-content sets SITE_ANNOUNCEMENT
    // before site.config reads it.
    for (const file of ['lib/content/page-facts.test.ts', 'scripts/check-content.test.ts']) {
      expect(project('unit-own-modules').include).toContain(file);
      expect(project('unit').exclude).toContain(file);
    }
    expect(project('unit-own-modules').include).not.toContain('scripts/vitest-config.test.ts');
  });

  // Workaround: vitest.config.ts sets minWorkers to maxWorkers. When this canary fails, Vitest no
  // longer needs it.
  it('canary, vitest-dev/vitest#8564: shared workers (isolate: false) that may stop when idle end the run with "Terminating worker thread"', { timeout: 60_000 }, async () => {
    const root = mkdtempSync(join(tmpdir(), 'vitest-8564-'));
    try {
      for (const n of [1, 2, 3, 4]) writeFileSync(join(root, `t${n}.test.ts`), `import { expect, test } from 'vitest';\ntest('${n}', () => expect(${n}).toBe(${n}));\n`);
      writeFileSync(join(root, 'vitest.config.mjs'), "export default { test: { pool: 'forks', poolOptions: { forks: { isolate: false } }, maxWorkers: 3 } };\n");
      // A race: about two runs in three show it, so up to eight runs (all eight missing it by chance: 1 in 15,000).
      const runs: Run[] = [];
      for (let attempt = 0; attempt < 8 && !runs.some((run) => run.status === 1); attempt++) runs.push(await runVitest(root));
      const failed = runs.find((run) => run.status === 1);
      expect(failed?.output ?? '', 'every run passed: the workaround may go').toContain('Terminating worker thread');
      expect(runs.filter((run) => run.status !== 0 && run.status !== 1)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

interface Run {
  status: number | null;
  output: string;
}

/**
 * `vitest run` in `root`, in a process group of its own that is killed once it exits: the worker
 * the bug stops is left running, spinning, with no parent.
 */
function runVitest(root: string): Promise<Run> {
  // The run must not think it is a worker of this one.
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (/^(VITEST|TINYPOOL)/.test(key)) delete env[key];
  const child = spawn(process.execPath, [join(process.cwd(), 'node_modules/vitest/vitest.mjs'), 'run', '--root', root], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 20_000);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(stop);
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // The group is gone: nothing was left behind.
      }
      resolve({ status, output });
    });
  });
}
