import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../scripts/lib/export-files';
import { loadSidebars, sidebarPathProblem } from './sidebars-file';

/**
 * Issue 30, failure 2: an untyped `export default {…}` sidebar failed the type check, with errors in
 * the modules that imported sidebars.ts for its type. The file is now read at run time and checked by
 * the schema, so it must load, and no module may bring its type back into the type check.
 */

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A folder with one sidebars file, in an ES-module package as this project is. */
function siteWith(name: string, text: string): string {
  const root = mkdtempSync(join(tmpdir(), 'sidebars-file-'));
  roots.push(root);
  writeFileSync(join(root, 'package.json'), JSON.stringify({ type: 'module' }));
  writeFileSync(join(root, name), text);
  return root;
}

const UNTYPED = "{ docs: [{ type: 'category', label: 'A', items: ['x'] }] }";
const LOADED = { docs: [{ type: 'category', label: 'A', items: ['x'] }] };

describe('loading a sidebars file', () => {
  it('accepts an untyped export default in sidebars.ts, whose "category" is only a string to TypeScript', async () => {
    const root = siteWith('sidebars.ts', `export default ${UNTYPED};\n`);
    expect(await loadSidebars(root)).toEqual({ file: 'sidebars.ts', sidebars: LOADED });
  });

  it('reads sidebars.js as an ES module', async () => {
    const root = siteWith('sidebars.js', `const sidebars = ${UNTYPED};\nexport default sidebars;\n`);
    expect(await loadSidebars(root)).toEqual({ file: 'sidebars.js', sidebars: LOADED });
  });

  it('reads sidebars.cjs as CommonJS (module.exports), with the category shorthand', async () => {
    const root = siteWith('sidebars.cjs', "module.exports = { docs: { A: ['x'] } };\n");
    expect(await loadSidebars(root)).toEqual({ file: 'sidebars.cjs', sidebars: LOADED });
  });

  it('names the file in a shape error, and when it cannot be read', async () => {
    await expect(loadSidebars(siteWith('sidebars.cjs', "module.exports = { docs: [{ type: 'category', label: 'A', items: 'x' }] };\n"))).rejects.toThrow(
      /^sidebars\.cjs: docs\[0\]\.items: expected a list/,
    );
    await expect(loadSidebars(siteWith('sidebars.js', 'export default {\n'))).rejects.toThrow(/^sidebars\.js: cannot be read: /);
  });

  it('names the line that requires a package the project does not have, and the fix', async () => {
    const text = "'use strict';\n\nconst {pick} = require('fixture-absent-helpers/public');\n\nmodule.exports = { docs: pick(['x']) };\n";
    await expect(loadSidebars(siteWith('sidebars.cjs', text))).rejects.toThrow(
      /^sidebars\.cjs:3: cannot be read: Cannot find module 'fixture-absent-helpers\/public'\. It requires the package fixture-absent-helpers, which this project does not have: install it \(npm install fixture-absent-helpers\), or write in the file what it takes from the package\.$/,
    );
  });

  it("names the moved folder when it requires a file by the Docusaurus site's docs/ folder", async () => {
    await expect(loadSidebars(siteWith('sidebars.cjs', "const tiers = require('./docs/api/tiers.json');\nmodule.exports = { docs: tiers };\n"))).rejects.toThrow(
      /^sidebars\.cjs: cannot be read: Cannot find module '\.\/docs\/api\/tiers\.json'.*The Docusaurus site's docs\/ folder is content\/docs\/ here: require '\.\/content\/docs\/api\/tiers\.json'\.$/,
    );
  });
});

/** Module specifiers in import positions: `from '…'`, `import '…'`, `import('…')`, `require('…')`. */
function importedSpecifiers(text: string): string[] {
  return [...text.matchAll(/(?:\bfrom\s*|^\s*import\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/gm)].map((match) => match[2]!);
}

/** A specifier that names the project's sidebars file (`../sidebars`, `@/sidebars.ts`, …). */
const namesSidebarsFile = (specifier: string) => /(^|\/)sidebars(\.(ts|js|cjs|mjs|json))?$/.test(specifier);

const THIS_FILE = 'lib/docs/sidebars-file.test.ts';
/** Folders of installed packages, builds and caches: what `npm ci` and the build make, not the project's own files. */
const GENERATED = new Set(['node_modules', '.git', '.next', 'out', '.contentlayer', '.cache', 'test-results', 'playwright-report']);

describe('the type check does not see the sidebars file', () => {
  it('no TypeScript file of the project imports it by a literal path, so tsc never checks its shape against the site’s types', () => {
    // A walk of the tree, not `git ls-files`: the Node 24 check (scripts/test-on-node.sh) runs in a copy without .git.
    // Generated folders are pruned, not filtered afterwards: walking node_modules took this test past its timeout.
    const files = listFiles('.', GENERATED).filter((file) => /\.(ts|tsx|mts|cts)$/.test(file) && file !== THIS_FILE);
    expect(files).toContain('lib/docs/sidebars-file.ts');
    const offenders = files.flatMap((file) =>
      importedSpecifiers(readFileSync(file, 'utf8'))
        .filter(namesSidebarsFile)
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('would see an import of it in any form, and not the loader’s template or the sidebar modules', () => {
    const source = [
      "import type { SidebarsFile } from '../sidebars';",
      "import sidebars from '@/sidebars.ts';",
      "export { default } from './sidebars.js';",
      "const s = await import('../../sidebars');",
      "const c = require('./sidebars.cjs');",
      'const t = await import(`../../sidebars.${extension}`);',
      "import { parseSidebars } from './sidebars-schema';",
      "import { loadSidebars } from '../lib/docs/sidebars-file';",
    ].join('\n');
    expect(importedSpecifiers(source).filter(namesSidebarsFile)).toEqual(['../sidebars', '@/sidebars.ts', './sidebars.js', '../../sidebars', './sidebars.cjs']);
  });
});

describe("Docusaurus's docs.sidebarPath", () => {
  const root = '/site';
  it('may stay when it names the file at the root that is read, however written', () => {
    expect(sidebarPathProblem('./sidebars.js', 'sidebars.js', root)).toBeNull();
    expect(sidebarPathProblem('/site/sidebars.js', 'sidebars.js', root)).toBeNull();
    expect(sidebarPathProblem('sidebars.ts', 'sidebars.ts', root)).toBeNull();
    expect(sidebarPathProblem(undefined, null, root)).toBeNull();
    expect(sidebarPathProblem(false, null, root)).toBeNull();
  });

  it("may stay './sidebars.js' when the file was renamed sidebars.cjs, as a CommonJS sidebars.js must be here", () => {
    expect(sidebarPathProblem('./sidebars.js', 'sidebars.cjs', root)).toBeNull();
    expect(sidebarPathProblem('/site/sidebars.js', 'sidebars.cjs', root)).toBeNull();
  });

  it('names the file that is read instead, or says where the file must go', () => {
    expect(sidebarPathProblem('./sidebars.js', 'sidebars.ts', root)).toBe(
      `"./sidebars.js" names sidebars.js, but the sidebars are read from the project root's sidebars.js, sidebars.cjs, sidebars.json, sidebars.ts (the first that exists): sidebars.ts. Write './sidebars.ts', or remove sidebarPath.`,
    );
    expect(sidebarPathProblem('./sidebars.ts', 'sidebars.cjs', root)).toContain("Write './sidebars.cjs'");
    expect(sidebarPathProblem('./config/sidebars.js', null, root)).toBe(
      `"./config/sidebars.js" names config/sidebars.js, which is not read: the sidebars are read from the project root's sidebars.js, sidebars.cjs, sidebars.json, sidebars.ts (the first that exists), and there is none. Move the sidebars file there, or remove sidebarPath.`,
    );
    expect(sidebarPathProblem(false, 'sidebars.ts', root)).toContain('false leaves the docs without sidebars');
  });
});
