import * as core from 'contentlayer2/core';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { keepingNodeEnv } from './content-build';

const env: Record<string, string | undefined> = process.env;
const nodeEnv = env.NODE_ENV;
afterEach(() => {
  env.NODE_ENV = nodeEnv;
});

/** One body compiled as contentlayer2 compiles a document's. */
const compile = (mdxString: string) =>
  core.runMain({ tracingServiceName: 'test', verbose: false })(
    core.bundleMDX({ mdxString, options: {}, contentDirPath: 'content', rawDocumentData: { flattenedPath: 'probe', sourceFilePath: 'probe.mdx' } as never }),
  );

describe('the content build run in the build process', () => {
  it('leaves NODE_ENV as it found it, though contentlayer2 sets it', { timeout: 30_000 }, async () => {
    delete env.NODE_ENV;
    await keepingNodeEnv(() => compile('# Probe'));
    expect(env.NODE_ENV).toBeUndefined();
  });

  // Canaries: each fails once contentlayer2 no longer needs what content-build.ts does for it.
  it('still needs to keep NODE_ENV: contentlayer2 sets an unset one to development', { timeout: 30_000 }, async () => {
    delete env.NODE_ENV;
    await compile('# Probe');
    expect(env.NODE_ENV).toBe('development');
  });

  it('still needs its casts: @effect-ts/core gives no types to "bundler" module resolution', () => {
    const from = 'node_modules/@contentlayer2/core/dist/runMain.d.ts';
    const options = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
    const { resolvedModule } = ts.resolveModuleName('@effect-ts/core', from, options, ts.sys);
    expect(resolvedModule?.extension).not.toMatch(/^\.d\.[cm]?ts$/);
  });
});
