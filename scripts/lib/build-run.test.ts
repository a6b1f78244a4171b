import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
    // The build names the failed step; that line is tested below.
    vi.spyOn(console, 'error').mockImplementation(() => {});
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

/** What this process writes to its standard output from now on, kept from the terminal. */
function stdoutWrites(): string[] {
  const written: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  return written;
}

describe('steps run beside each other', () => {
  /** A step that records when it starts and ends, and ends when `finish` is called. */
  function gated(name: string, events: string[], status = 0, besidePrevious = false) {
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    const step: BuildStep = {
      name,
      command: 'true',
      besidePrevious,
      run: async () => {
        events.push(`${name} started`);
        await done;
        events.push(`${name} ended`);
        return status;
      },
    };
    return { step, finish };
  }

  it('start together, and the next step waits for both', async () => {
    const events: string[] = [];
    const a = gated('a', events);
    const b = gated('b', events, 0, true);
    const c = gated('c', events);
    const run = runBuild({ steps: [a.step, b.step, c.step], inputKey: () => null, force: true, out: join(tmpdir(), 'none'), stampFile: join(tmpdir(), 'none.json') });
    await vi.waitFor(() => expect(events).toEqual(['a started', 'b started']));
    a.finish();
    await vi.waitFor(() => expect(events).toContain('a ended'));
    expect(events).not.toContain('c started');
    b.finish();
    await vi.waitFor(() => expect(events).toContain('c started'));
    c.finish();
    expect(await run).toBe(0);
  });

  it('fail the build when the step beside fails, naming it, and the next step does not start', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events: string[] = [];
    const a = gated('a', events);
    const b = gated('b', events, 3, true);
    const c = gated('c', events);
    a.finish();
    b.finish();
    expect(await runBuild({ steps: [a.step, b.step, c.step], inputKey: () => null, force: true, out: join(tmpdir(), 'none'), stampFile: join(tmpdir(), 'none.json') })).toBe(3);
    expect(events).not.toContain('c started');
    expect(errors).toHaveBeenCalledWith('build: the step "b" failed (exit status 3).');
  });

  it('stop a step marked stoppedIfFirstFails when the first step fails, and drop what it wrote', async () => {
    const written = stdoutWrites();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dir = mkdtempSync(join(tmpdir(), 'build-run-'));
    dirs.push(dir);
    const started = join(dir, 'started');
    const finished = join(dir, 'finished');
    // Says it started, then works for longer than any test: only being stopped ends it in time.
    const script = `require('fs').writeFileSync(${JSON.stringify(started)}, ''); console.log('repeats the failure less clearly'); setTimeout(() => require('fs').writeFileSync(${JSON.stringify(finished)}, ''), 60000);`;
    const beside: BuildStep = { name: 'beside', command: 'false', nodeArgs: ['-e', script], besidePrevious: true, stoppedIfFirstFails: true };
    const first: BuildStep = {
      name: 'first',
      command: 'true',
      run: async () => {
        await vi.waitFor(() => expect(existsSync(started)).toBe(true));
        return 4;
      },
    };
    expect(await runBuild({ steps: [first, beside], inputKey: () => null, force: true, out: join(dir, 'out'), stampFile: join(dir, 'stamp.json') })).toBe(4);
    expect(existsSync(finished)).toBe(false);
    expect(written.join('')).toBe('');
    expect(errors).toHaveBeenCalledWith('build: the step "first" failed (exit status 4).');
  });

  it('keep a step marked stoppedIfFirstFails, and print what it wrote, when the first step succeeds', async () => {
    const written = stdoutWrites();
    const beside: BuildStep = { name: 'beside', command: 'false', nodeArgs: ['-e', "console.log('built')"], besidePrevious: true, stoppedIfFirstFails: true };
    const first: BuildStep = { name: 'first', command: 'true', run: async () => 0 };
    expect(await runBuild({ steps: [first, beside], inputKey: () => null, force: true, out: join(tmpdir(), 'none'), stampFile: join(tmpdir(), 'none.json') })).toBe(0);
    expect(written.join('')).toBe('built\n');
  });

  it('hold a command’s output beside another step until that step has ended too', async () => {
    const written = stdoutWrites();
    const first: BuildStep = {
      name: 'first',
      command: 'true',
      run: async () => {
        // Printed while the command beside runs: its lines must not come before this one.
        await new Promise((resolve) => setTimeout(resolve, 50));
        process.stdout.write('first\n');
        return 0;
      },
    };
    const beside: BuildStep = { name: 'beside', command: 'echo one; echo two', besidePrevious: true };
    expect(await runBuild({ steps: [first, beside], inputKey: () => null, force: true, out: join(tmpdir(), 'none'), stampFile: join(tmpdir(), 'none.json') })).toBe(0);
    expect(written.join('')).toBe('first\none\ntwo\n');
  });
});
