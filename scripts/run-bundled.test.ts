import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ENTRY = 'scripts/fixtures/run-bundled/entry.ts';
const OUT = join('node_modules', '.cache', 'run-bundled', 'entry');

const launch = (args: string[] = [], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['scripts/run-bundled.mjs', ENTRY, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });

describe('node scripts/run-bundled.mjs', () => {
  it('runs the entry with its arguments, each module seeing its own source file', () => {
    const run = launch(['--force', 'x']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      argv: ['--force', 'x'],
      entry: resolve(ENTRY),
      beside: resolve('scripts/fixtures/run-bundled/beside.ts'),
      sees: true,
    });
  });

  it("imports contentlayer2's generated module from its folder when the code reaches it, not from the bundle", () => {
    expect(launch().status).toBe(0);
    const bundle = readdirSync(OUT)
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => readFileSync(join(OUT, name), 'utf8'))
      .join('\n');
    expect(bundle).toContain(`import("file://${resolve('.contentlayer/generated/index.mjs')}")`);
    expect(bundle).not.toContain('contentlayer/generated"');
  });

  it("points a stack trace at the source's line with NODE_OPTIONS=--enable-source-maps, and at the bundle's without", () => {
    const mapped = launch(['--throw'], { NODE_OPTIONS: '--enable-source-maps' });
    expect(mapped.status).not.toBe(0);
    expect(mapped.stderr).toContain('thrown by the entry');
    expect(mapped.stderr).toContain(`${resolve(ENTRY)}:6:`);
    const plain = launch(['--throw']);
    expect(plain.stderr).toContain('thrown by the entry');
    expect(plain.stderr).toContain(resolve(OUT, 'entry.mjs'));
  });
});

// Canary for evanw/esbuild#795 (open): esbuild keeps `import.meta.url` as the bundle's own, which is
// why run-bundled.mjs's sourceLocation plugin writes each module's URL in. When esbuild gives each
// module its own, this fails and the plugin can go.
it("esbuild still leaves a bundled module's import.meta.url to the bundle", async () => {
  const result = await build({ entryPoints: [ENTRY], bundle: true, packages: 'external', format: 'esm', platform: 'node', write: false, logLevel: 'silent' });
  const text = result.outputFiles.map((file) => file.text).join('\n');
  expect(text.match(/import\.meta\.url/g)).toHaveLength(3);
  expect(text).not.toContain(resolve('scripts/fixtures/run-bundled/beside.ts'));
});
