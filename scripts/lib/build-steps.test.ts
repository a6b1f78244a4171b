import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_STEPS, CONFIG_VALIDATED } from './build-steps';
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

  it('evaluate the configuration in two processes: the steps that read it run in the build, next build beside it', () => {
    for (const name of ['authoring checks', 'contentlayer2', 'post-build']) expect(step(name)?.run, name).toBeTypeOf('function');
    // The type check reads no configuration; `next build` runs its command, in processes of its own.
    expect(step('type check')?.run).toBeUndefined();
    expect(step('next build')?.command).toMatch(/(^| )next build$/);
  });

  it('run the type check after next build, which writes the route types it reads, and the bundle before it, whose manifest /api reads', () => {
    const names = BUILD_STEPS.map((s) => s.name);
    expect(names.indexOf('type check')).toBeGreaterThan(names.indexOf('next build'));
    expect(names.indexOf('interactive reference')).toBeLessThan(names.indexOf('next build'));
    expect(stagesOf(BUILD_STEPS).map((stage) => stage.map((s) => s.name))).toEqual([['authoring checks'], ['contentlayer2', 'interactive reference'], ['next build'], ['post-build', 'type check']]);
  });

  it('run the post-build step as production, as next build rendered the export: without drafts', async () => {
    const postbuild = step('post-build')!;
    expect(postbuild.command).toContain('NODE_ENV=production');
    delete env.NODE_ENV;
    expect(await postbuild.run!()).toBe(0);
    expect(seen.nodeEnv).toBe('production');
  });
});
