import { afterEach, describe, expect, it, vi } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_STEPS, CONFIG_VALIDATED, configThenCheck } from './build-steps';
import { stagesOf } from './build-run';

// What the post-build step sees of the environment when it starts, without running it.
const seen = vi.hoisted(() => ({ nodeEnv: undefined as string | undefined }));
vi.mock('./postbuild-run', () => ({
  runPostbuild: async () => {
    seen.nodeEnv = process.env.NODE_ENV;
    return 0;
  },
}));
const env: Record<string, string | undefined> = process.env;
const nodeEnv = env.NODE_ENV;
afterEach(() => {
  env.NODE_ENV = nodeEnv;
});

const step = (name: string) => BUILD_STEPS.find((s) => s.name === name);

describe('the build steps', () => {
  it('validate the configuration once: the authoring checks first, and the steps after them are told so', () => {
    const [first, ...rest] = BUILD_STEPS;
    expect(first!.name).toBe('authoring checks');
    expect(first!.command).not.toContain(CONFIG_VALIDATED);
    // The steps that import lib/site, which otherwise validates the configuration in each process.
    for (const name of ['next build', 'post-build']) expect(rest.find((s) => s.name === name)?.command).toContain(CONFIG_VALIDATED);
  });

  it('load the site through lib/site once for the checks and the post-build step: both run in the build', () => {
    for (const name of ['authoring checks', 'post-build']) expect(step(name)?.run, name).toBeTypeOf('function');
    // The type check reads no configuration; `next build` runs its command, in processes of its own.
    expect(step('type check')?.run).toBeUndefined();
    expect(step('next build')?.command).toMatch(/(^| )next build$/);
  });

  it('run the type check after next build, which writes the route types it reads, and the bundle before it, whose manifest /api reads', () => {
    const names = BUILD_STEPS.map((s) => s.name);
    expect(names.indexOf('type check')).toBeGreaterThan(names.indexOf('next build'));
    expect(names.indexOf('interactive reference')).toBeLessThan(names.indexOf('next build'));
    expect(stagesOf(BUILD_STEPS).map((stage) => stage.map((s) => s.name))).toEqual([['authoring checks', 'contentlayer2', 'interactive reference'], ['next build'], ['post-build', 'type check']]);
  });

  it('build the content beside the authoring checks in a process the build stops when they fail: its messages would only repeat theirs', () => {
    const content = step('contentlayer2')!;
    expect(content.stoppedIfFirstFails).toBe(true);
    expect(content.run).toBeUndefined();
    expect(content.command).toBe(`node ${content.nodeArgs!.join(' ')}`);
    expect(content.nodeArgs).toEqual(['scripts/run-bundled.mjs', 'scripts/build-content.ts']);
  });

  it('run the post-build step as production, as next build rendered the export: without drafts', async () => {
    const siteStep = step('post-build')!;
    expect(siteStep.command).toContain('NODE_ENV=production');
    delete env.NODE_ENV;
    seen.nodeEnv = undefined;
    expect(await siteStep.run!()).toBe(0);
    expect(seen.nodeEnv).toBe('production');
  });
});

describe('loading the configuration before the check', () => {
  it('asks for the check only once the configuration has been evaluated', async () => {
    const calls: string[] = [];
    let finishConfig!: (value: string) => void;
    const loading = configThenCheck(
      () => {
        calls.push('config');
        return new Promise<string>((resolve) => (finishConfig = resolve));
      },
      async () => {
        calls.push('check');
        return 'check';
      },
    );
    await Promise.resolve();
    expect(calls).toEqual(['config']);
    finishConfig('config');
    expect(await loading).toEqual(['config', 'check']);
    expect(calls).toEqual(['config', 'check']);
  });

  // Canary for nodejs/node#62130: a configuration whose CommonJS plugin requires an ES-module package,
  // imported together with a module that imports the same package, fails in some runs. When no run
  // fails any more, Node has fixed the race and configThenCheck may import the two together again.
  // 25 Node processes: about 5 s on an idle machine, and past 60 s under other builds' load, which is no
  // sign of a fix.
  it.runIf(process.versions.node.startsWith('20.'))('canary: Node still races require() of an ES module against import() of it', { timeout: 180_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'require-esm-race-'));
    try {
      mkdirSync(join(dir, 'node_modules', 'esm-dep'), { recursive: true });
      writeFileSync(join(dir, 'node_modules', 'esm-dep', 'package.json'), JSON.stringify({ name: 'esm-dep', type: 'module', exports: './index.js' }));
      writeFileSync(join(dir, 'node_modules', 'esm-dep', 'index.js'), "export const visit = () => 'visited';\n");
      writeFileSync(join(dir, 'plugin.cjs'), "const { visit } = require('esm-dep');\nmodule.exports = () => visit();\n");
      // A configuration with a graph of its own to load, as site.config.ts has, so it runs last.
      const modules = Array.from({ length: 200 }, (_, i) => `m${i}.mjs`);
      for (const name of modules) writeFileSync(join(dir, name), 'export const value = 1;\n');
      writeFileSync(
        join(dir, 'config.mjs'),
        `${modules.map((name) => `import './${name}';`).join('\n')}\nimport { createRequire } from 'node:module';\nexport default createRequire(import.meta.url)('./plugin.cjs');\n`,
      );
      writeFileSync(join(dir, 'check.mjs'), "import { visit } from 'esm-dep';\nexport const check = () => visit();\n");
      writeFileSync(join(dir, 'together.mjs'), "await Promise.all([import('./config.mjs'), import('./check.mjs')]);\n");
      writeFileSync(join(dir, 'in-order.mjs'), "await import('./config.mjs');\nawait import('./check.mjs');\n");
      const raced = (script: string, runs: number) =>
        Array.from({ length: runs }, () => spawnSync(process.execPath, [script], { cwd: dir, encoding: 'utf8' }).stderr).filter((stderr) => stderr.includes('not yet fully loaded')).length;
      expect(raced('together.mjs', 20), 'no run raced: nodejs/node#62130 may be fixed').toBeGreaterThan(0);
      expect(raced('in-order.mjs', 5)).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
