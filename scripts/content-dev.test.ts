import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Runs `npm run dev`'s content process, as npm runs it, in a project at `dir` (the build's code and
 * installs linked from this one) until it prints a line matching `until`; its output so far.
 */
function contentDevUntil(dir: string, until: RegExp): Promise<string> {
  for (const name of ['node_modules', 'scripts', 'lib', 'tsconfig.json']) symlinkSync(join(root, name), join(dir, name));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/run-bundled.mjs', 'scripts/content-dev.ts'], {
      cwd: dir,
      // contentlayer2 takes its folder from PWD before the process's own (@contentlayer2/core's cwd.js).
      env: { ...process.env, PWD: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) child.kill();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', reject);
    child.on('exit', () => resolve(output));
  });
}

it("npm run dev's content process finds a plugin required relative to the configuration, as the build does", { timeout: 60_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'content-dev-'));
  try {
    mkdirSync(join(dir, 'content'));
    writeFileSync(join(dir, 'content', 'page.md'), '# Page\n');
    writeFileSync(join(dir, 'plugin.cjs'), 'module.exports = function sitePlugin() { return () => undefined; };\n');
    writeFileSync(
      join(dir, 'contentlayer.config.ts'),
      [
        "import { createRequire } from 'node:module';",
        "import { defineDocumentType, makeSource } from 'contentlayer2/source-files';",
        "const sitePlugin = createRequire(import.meta.url)('./plugin.cjs');",
        "const Page = defineDocumentType(() => ({ name: 'Page', filePathPattern: '*.md', contentType: 'mdx' }));",
        "export default makeSource({ contentDirPath: 'content', documentTypes: [Page], mdx: { remarkPlugins: [sitePlugin] } });",
      ].join('\n'),
    );
    const output = await contentDevUntil(dir, /Generated \d+ documents?|Cannot find module|Error/);
    expect(output).not.toContain('Cannot find module');
    expect(output).toMatch(/Generated 1 document/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A fixture project whose one document type is every `.md` file under content/, compiled with `plugins` (expressions). */
function fixtureProject(plugins: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-dev-'));
  mkdirSync(join(dir, 'content'));
  writeFileSync(
    join(dir, 'contentlayer.config.ts'),
    [
      "import { defineDocumentType, makeSource } from 'contentlayer2/source-files';",
      "const Page = defineDocumentType(() => ({ name: 'Page', filePathPattern: '**/*.md', contentType: 'mdx' }));",
      `export default makeSource({ contentDirPath: 'content', documentTypes: [Page], mdx: { remarkPlugins: [${plugins.join(', ')}] } });`,
    ].join('\n'),
  );
  return dir;
}

it('starts after a run stopped while writing left its package file empty', { timeout: 60_000 }, async () => {
  const dir = fixtureProject();
  try {
    writeFileSync(join(dir, 'content', 'page.md'), '# Page\n');
    mkdirSync(join(dir, '.contentlayer'));
    writeFileSync(join(dir, '.contentlayer', 'package.json'), '');
    const output = await contentDevUntil(dir, /Generated \d+ documents?|Error/);
    expect(output).not.toContain('ERR_INVALID_PACKAGE_CONFIG');
    expect(output).toMatch(/Generated 1 document/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('compiles the page written last once more after starting, under a name beside it that no document has', { timeout: 30_000 }, async () => {
  // A plugin that names each file it is given, as contentlayer2's data on it names it.
  const dir = fixtureProject(['() => (_tree, file) => console.log(`compiled ${file.data.rawDocumentData.sourceFilePath}`)']);
  try {
    mkdirSync(join(dir, 'content', 'guide'));
    writeFileSync(join(dir, 'content', 'guide', 'older.md'), '# Older\n');
    writeFileSync(join(dir, 'content', 'guide', 'newer.md'), '# Newer\n');
    utimesSync(join(dir, 'content', 'guide', 'older.md'), new Date(), new Date(Date.now() + 60_000));
    const output = await contentDevUntil(dir, /compiled guide\/_warm-up-\S+|Error/);
    const generated = output.indexOf('Generated 2 documents');
    expect(generated).toBeGreaterThan(-1);
    expect(output.slice(generated)).toMatch(/compiled guide\/_warm-up-older\.md/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
