import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { interactiveBundleDir } from '../../lib/api/interactive-bundle';
import { interactiveBundleKey, writeInteractiveBundle } from './interactive-bundle';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A project with an entry that imports a module and a stylesheet of its own. */
function project(): string {
  root = mkdtempSync(join(tmpdir(), 'interactive-bundle-'));
  mkdirSync(join(root, 'src'));
  mkdirSync(join(root, 'public'));
  mkdirSync(join(root, 'node_modules'));
  writeFileSync(join(root, 'node_modules/.package-lock.json'), '{"packages":{}}');
  writeFileSync(
    join(root, 'src/entry.ts'),
    "import './look.css';\nimport { greet } from './greet';\nexport function mount(element: HTMLElement) { element.textContent = greet(); return () => undefined; }\n",
  );
  writeFileSync(join(root, 'src/greet.ts'), "export const greet = () => 'hello';\n");
  writeFileSync(join(root, 'src/look.css'), '.a { color: red }\n');
  return root;
}

describe('the interactive reference bundle', () => {
  it('is made into public/, named by content, with a manifest of what it was made from', async () => {
    const { kept, manifest } = await writeInteractiveBundle(project(), 'src/entry.ts');
    expect(kept).toBe(false);
    expect(manifest.script).toMatch(/^reference-[A-Z0-9]+\.js$/);
    expect(manifest.stylesheet).toMatch(/^reference-[A-Z0-9]+\.css$/);
    expect(manifest.inputs).toEqual(['src/entry.ts', 'src/greet.ts', 'src/look.css']);
    expect(manifest.key).toBe(interactiveBundleKey(root, manifest.inputs));
    const dir = interactiveBundleDir(root);
    expect(readFileSync(join(dir, manifest.script), 'utf8')).toContain('hello');
    expect(readFileSync(join(dir, manifest.stylesheet), 'utf8')).toMatch(/color:\s*red/);
    expect(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'))).toEqual(manifest);
    // Nothing is left beside it.
    expect(readdirSync(join(root, 'public'))).toEqual(['interactive-reference']);
  });

  it('is kept while nothing it was made from changes, and made again when something does', async () => {
    const first = await writeInteractiveBundle(project(), 'src/entry.ts');
    expect((await writeInteractiveBundle(root, 'src/entry.ts')).kept).toBe(true);
    writeFileSync(join(root, 'src/greet.ts'), "export const greet = () => 'hi';\n");
    const second = await writeInteractiveBundle(root, 'src/entry.ts');
    expect(second.kept).toBe(false);
    expect(second.manifest.script).not.toBe(first.manifest.script);
    // The old files went with the old bundle.
    expect(existsSync(join(interactiveBundleDir(root), first.manifest.script))).toBe(false);
    writeFileSync(join(root, 'node_modules/.package-lock.json'), '{"packages":{"a":{}}}');
    expect((await writeInteractiveBundle(root, 'src/entry.ts')).kept).toBe(false);
  });

  it('is made again when one of its files is missing', async () => {
    const { manifest } = await writeInteractiveBundle(project(), 'src/entry.ts');
    rmSync(join(interactiveBundleDir(root), manifest.stylesheet));
    expect((await writeInteractiveBundle(root, 'src/entry.ts')).kept).toBe(false);
  });

  it('leaves the bundle in place when esbuild fails', async () => {
    const { manifest } = await writeInteractiveBundle(project(), 'src/entry.ts');
    writeFileSync(join(root, 'src/greet.ts'), 'export const greet = () => {\n');
    await expect(writeInteractiveBundle(root, 'src/entry.ts')).rejects.toThrow();
    expect(existsSync(join(interactiveBundleDir(root), manifest.script))).toBe(true);
    expect(readdirSync(join(root, 'public'))).toEqual(['interactive-reference']);
  });
});

describe('canary: esbuild runs split chunks before a bare import (evanw/esbuild#2598, #399)', () => {
  it('still does, so components/api/scalar-mount.tsx must import Scalar dynamically', async () => {
    root = mkdtempSync(join(tmpdir(), 'esbuild-order-'));
    const file = (name: string, text: string) => writeFileSync(join(root, name), text);
    const log = (name: string) => `(globalThis.order ??= []).push('${name}');`;
    // As the bundle is shaped: a bare import that configures, then a library that a lazy chunk shares.
    // The lazy chunk is never loaded: its import is only what makes esbuild split the library out.
    file('main.js', "import './configure.js';\nimport { use } from './library.js';\nexport { use };\n");
    file('configure.js', log('configure'));
    file('library.js', `${log('library')}\nexport function use() { return import('./lazy.js'); }\n`);
    file('lazy.js', "import { use } from './library.js';\nexport { use };\n");
    await build({ absWorkingDir: root, entryPoints: ['main.js'], bundle: true, format: 'esm', splitting: true, outdir: 'out', outExtension: { '.js': '.mjs' }, logLevel: 'silent' });
    const order = globalThis as { order?: string[] };
    delete order.order;
    await import(pathToFileURL(join(root, 'out/main.mjs')).href);
    // Node, and esbuild without splitting, run 'configure' first. Once this fails, esbuild does too,
    // and scalar-mount.tsx may import Scalar statically again.
    expect(order.order).toEqual(['library', 'configure']);
  });
});
