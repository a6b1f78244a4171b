import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const manifest = (name: string) => JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string; dependencies?: Record<string, string> };

describe('the content build run in the build process', () => {
  it('uses the @contentlayer2/core that the contentlayer2 command runs', () => {
    expect(manifest('@contentlayer2/core').version).toBe(manifest('contentlayer2').dependencies?.['@contentlayer2/core']);
  });

  // Canary for the casts in content-build.ts: it fails once @effect-ts/core's types resolve under
  // "bundler" resolution, and then the casts can go.
  it('still needs its casts: @effect-ts/core gives no types to "bundler" module resolution', () => {
    const from = 'node_modules/@contentlayer2/core/dist/runMain.d.ts';
    const options = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
    const { resolvedModule } = ts.resolveModuleName('@effect-ts/core', from, options, ts.sys);
    expect(resolvedModule?.extension).not.toMatch(/^\.d\.[cm]?ts$/);
  });
});
