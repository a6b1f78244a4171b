import { describe, expect, it } from 'vitest';
import { BUILD_STEPS, CONFIG_VALIDATED } from './build-steps';

describe('the build steps', () => {
  it('validate the configuration once: the authoring checks first, and the steps after them are told so', () => {
    const [first, ...rest] = BUILD_STEPS;
    expect(first!.name).toBe('authoring checks');
    expect(first!.command).not.toContain(CONFIG_VALIDATED);
    // The steps that import lib/site, which otherwise validates the configuration in each process.
    for (const name of ['next build', 'post-build']) expect(rest.find((step) => step.name === name)?.command).toContain(CONFIG_VALIDATED);
  });
});
