import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { once } from 'node:events';
import module from 'node:module';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

const ENTRY = 'scripts/fixtures/run-bundled/entry.ts';
const BUNDLES = join('node_modules', '.cache', 'run-bundled');
const FOLDER = join(BUNDLES, 'entry');

/** The entry's bundle folders (one per distinct bundle), the one used last first. */
function bundles(folder = FOLDER): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((dirent) => dirent.isDirectory() && !dirent.name.startsWith('.'))
    .map((dirent) => join(folder, dirent.name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
}
const lastBundle = () => bundles()[0]!;

const launch = (args: string[] = [], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['scripts/run-bundled.mjs', ENTRY, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });

// Each test starts Node and bundles once or more: seconds apiece on a loaded machine.
describe('node scripts/run-bundled.mjs', { timeout: 30_000 }, () => {
  // Node 20 has no compile cache; the Node 24 leg of CI runs this.
  it.skipIf(!('enableCompileCache' in module))("keeps the code Node compiles in the project's cache for the next run", () => {
    const folder = join('node_modules', '.cache', 'node-compile-cache');
    const ofThisNode = () => readdirSync(folder).filter((name) => name.startsWith(`v${process.versions.node}-`));
    for (const name of existsSync(folder) ? ofThisNode() : []) rmSync(join(folder, name), { recursive: true, force: true });
    expect(launch().status).toBe(0);
    expect(ofThisNode()).toHaveLength(1);
  });

  it('runs the entry with its arguments, each module seeing its own source file, a CommonJS one requiring a package', () => {
    const run = launch(['--force', 'x']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      argv: ['--force', 'x'],
      entry: resolve(ENTRY),
      beside: resolve('scripts/fixtures/run-bundled/beside.ts'),
      sees: true,
      requires: true,
    });
  });

  it("imports contentlayer2's generated module from its folder when the code reaches it, not from the bundle", () => {
    expect(launch().status).toBe(0);
    const out = lastBundle();
    const bundle = readdirSync(out)
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => readFileSync(join(out, name), 'utf8'))
      .join('\n');
    expect(bundle).toContain(`import("file://${resolve('.contentlayer/generated/index.mjs')}")`);
    expect(bundle).not.toContain('contentlayer/generated"');
  });

  it("points a stack trace at the source's line with NODE_OPTIONS=--enable-source-maps, and at the bundle's without", () => {
    const mapped = launch(['--throw'], { NODE_OPTIONS: '--enable-source-maps' });
    expect(mapped.status).not.toBe(0);
    expect(mapped.stderr).toContain('thrown by the entry');
    expect(mapped.stderr).toContain(`${resolve(ENTRY)}:7:`);
    const plain = launch(['--throw']);
    expect(plain.stderr).toContain('thrown by the entry');
    expect(plain.stderr).toContain(resolve(lastBundle(), 'entry.mjs'));
  });
});

describe('node scripts/run-bundled.mjs, one entry run twice', { timeout: 30_000 }, () => {
  // An entry of its own, whose sources the tests rewrite: it loads a second module only when told to
  // on stdin, as the build loads its post-build step only after `next build`.
  const dir = join('node_modules', '.cache', 'run-bundled-test');
  const entry = join(dir, 'lazy-entry.ts');
  const folder = join(BUNDLES, 'lazy-entry');
  const writeSources = (value: string) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'later.ts'), `export const value = ${JSON.stringify(value)};\n`);
    writeFileSync(
      entry,
      [
        "import { once } from 'node:events';",
        "console.log('loaded');",
        "if (process.argv.includes('--wait')) await once(process.stdin, 'data');",
        "const { value } = await import('./later');",
        'console.log(value);',
        'process.exit(0);',
        '',
      ].join('\n'),
    );
  };
  const runOnce = () => spawnSync(process.execPath, ['scripts/run-bundled.mjs', entry], { encoding: 'utf8' });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a running build on its own bundle while a second run, from changed sources, starts beside it', async () => {
    rmSync(folder, { recursive: true, force: true });
    writeSources('first');
    const first = spawn(process.execPath, ['scripts/run-bundled.mjs', entry, '--wait'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    first.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    const loaded = new Promise<void>((resolveLoaded) =>
      first.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk;
        if (stdout.includes('loaded')) resolveLoaded();
      }),
    );
    await loaded;
    writeSources('second');
    const second = runOnce();
    expect(second.stdout).toBe('loaded\nsecond\n');
    first.stdin.end('go\n');
    const [code] = await once(first, 'exit');
    expect(stderr).toBe('');
    expect({ code, stdout }).toEqual({ code: 0, stdout: 'loaded\nfirst\n' });
    expect(bundles(folder)).toHaveLength(2);
  });

  it('reuses the bundle of unchanged sources, and removes bundles unused for a day', () => {
    rmSync(folder, { recursive: true, force: true });
    writeSources('old');
    expect(runOnce().stdout).toBe('loaded\nold\n');
    const [old] = bundles(folder);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    utimesSync(old!, twoDaysAgo, twoDaysAgo);
    // Run again unchanged: the same folder, marked as used now, so not removed.
    expect(runOnce().stdout).toBe('loaded\nold\n');
    expect(bundles(folder)).toEqual([old]);
    utimesSync(old!, twoDaysAgo, twoDaysAgo);
    writeSources('new');
    expect(runOnce().stdout).toBe('loaded\nnew\n');
    const left = bundles(folder);
    expect(left).toHaveLength(1);
    expect(left[0]).not.toBe(old);
  });
});

describe("node scripts/run-bundled.mjs, a sidebars file that imports from the Docusaurus site's folders", { timeout: 30_000 }, () => {
  // A sidebars.ts moved as it is imports typedoc's sidebar from the site's docs/ folder, content/docs/ here.
  const dir = join('node_modules', '.cache', 'run-bundled-sidebars');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names the file, the line and the path to write, without a stack trace', () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'sidebars.ts'), "import apiSidebar from './docs/reference/api-sidebar';\nimport logo from './static/img/logo.json';\nexport default { api: apiSidebar.items, logo };\n");
    // Written in two parts: lib/docs/sidebars-file.test.ts fails on any literal import of a sidebars file in the project's sources.
    writeFileSync(join(dir, 'entry.ts'), "import sidebars from './side" + "bars';\nconsole.log(Object.keys(sidebars));\n");
    const run = spawnSync(process.execPath, ['scripts/run-bundled.mjs', join(dir, 'entry.ts')], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Could not resolve "./docs/reference/api-sidebar": the Docusaurus site\'s docs/ folder is content/docs/ here. Import "./content/docs/reference/api-sidebar".');
    expect(run.stderr).toContain('Could not resolve "./static/img/logo.json": the Docusaurus site\'s static/ folder is public/ here. Import "./public/img/logo.json".');
    expect(run.stderr).toContain('sidebars.ts:1:');
    expect(run.stderr).not.toContain('    at ');
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
