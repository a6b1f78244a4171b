import { createContentlayerPlugin } from 'next-contentlayer2';
import { describe, expect, it } from 'vitest';

/**
 * Canary for running `contentlayer2 build` before `next build` (package.json's build script, README
 * "Design decisions"). next-contentlayer2's Next plugin generates content only from a webpack hook,
 * which Turbopack, Next 16's bundler, never calls. Upstream: https://github.com/timlrx/contentlayer2/issues/74
 * (open; Turbopack support). When this fails, the plugin has learnt another way in: try
 * `withContentlayer` in next.config.ts and drop the separate CLI step if the build then generates.
 */
describe("next-contentlayer2's Next plugin (canary)", () => {
  it('still hooks only webpack and adds nothing Turbopack runs', () => {
    const config = createContentlayerPlugin()({}) as Record<string, unknown>;
    expect(typeof config.webpack).toBe('function');
    expect(Object.keys(config).sort()).toEqual(['onDemandEntries', 'webpack']);
  });
});
