import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from 'contentlayer2/core';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { keepingNodeEnv, keepingTimesOfUnchanged } from './content-build';

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

  it('gives a file written again with the same content its old time, and leaves changed and new files alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-build-'));
    const [same, changed, created, removed] = ['same.d.ts', 'changed.d.ts', 'created.d.ts', 'removed.d.ts'].map((name) => join(dir, name)) as [string, string, string, string];
    const old = new Date('2026-01-01T00:00:00Z');
    try {
      for (const file of [same, changed, removed]) {
        writeFileSync(file, 'export type A = 1;');
        utimesSync(file, old, old);
      }
      const result = await keepingTimesOfUnchanged([same, changed, created, removed], async () => {
        writeFileSync(same, 'export type A = 1;');
        writeFileSync(changed, 'export type A = 2;');
        writeFileSync(created, 'export type A = 1;');
        rmSync(removed);
        return 'built';
      });
      expect(result).toBe('built');
      expect(statSync(same).mtime).toEqual(old);
      expect(statSync(changed).mtime.getTime()).toBeGreaterThan(old.getTime());
      expect(statSync(created).mtime.getTime()).toBeGreaterThan(old.getTime());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
