import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runBuild } from './build-run';
import type { BuildStep } from './build-steps';

const dirs: string[] = [];
/** Whether the step after the export fails. */
let fail = false;
afterEach(() => {
  fail = false;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  delete process.env.SITE_BUILD_RUN_TEST;
  vi.restoreAllMocks();
});

/** A build of one in-process step that writes out/ and, like the authoring checks, sets a variable for the steps after it. */
function fixture() {
  const dir = mkdtempSync(join(tmpdir(), 'build-run-'));
  dirs.push(dir);
  const out = join(dir, 'out');
  let runs = 0;
  const step: BuildStep = {
    name: 'export',
    command: 'true',
    run: async () => {
      runs += 1;
      mkdirSync(out, { recursive: true });
      writeFileSync(join(out, 'index.html'), '<p>Built</p>');
      process.env.SITE_BUILD_RUN_TEST = '1';
      return 0;
    },
  };
  // The key of an unchanged tree: only the environment varies.
  const check: BuildStep = { name: 'check', command: 'true', run: async () => (fail ? 2 : 0) };
  const build = (force = false) => runBuild({ steps: [step, check], inputKey: (env) => JSON.stringify(env), force, out, stampFile: join(dir, 'stamp.json') });
  return { build, runs: () => runs, out };
}

describe('npm run build around its steps', () => {
  it('skips a build when nothing changed, though its steps set variables for each other', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { build, runs } = fixture();
    expect(await build()).toBe(0);
    delete process.env.SITE_BUILD_RUN_TEST;
    expect(await build()).toBe(0);
    expect(runs()).toBe(1);
  });

  it('builds again when forced, or when out/ is not as the build left it', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { build, runs, out } = fixture();
    await build();
    delete process.env.SITE_BUILD_RUN_TEST;
    await build(true);
    delete process.env.SITE_BUILD_RUN_TEST;
    writeFileSync(join(out, 'index.html'), '<p>Changed by hand</p>');
    await build();
    expect(runs()).toBe(3);
  });

  it('after a failed build, builds again: out/ may be half written', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { build, runs } = fixture();
    await build();
    delete process.env.SITE_BUILD_RUN_TEST;
    fail = true;
    expect(await build(true)).toBe(2);
    fail = false;
    delete process.env.SITE_BUILD_RUN_TEST;
    await build();
    expect(runs()).toBe(3);
  });
});
