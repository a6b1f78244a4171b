import * as core from 'contentlayer2/core';
import ts from 'typescript';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as os from 'node:os';
import { configCompileOptions, keepingNodeEnv, mendContentPackage, withDocumentsInFlight } from './content-build';

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

  it('still sizes how many documents it reads at a time by os.cpus(), which withDocumentsInFlight sets', async () => {
    const source = readFileSync('node_modules/@contentlayer2/source-files/dist/fetchData/fetchAllDocuments.js', 'utf8');
    expect(source).toMatch(/import \* as os from 'node:os';[\s\S]*const concurrencyLimit = os\.cpus\(\)\.length;/);
    const cores = os.cpus().length;
    expect(await withDocumentsInFlight(cores + 3, async () => os.cpus().length)).toBe(cores + 3);
    expect(os.cpus().length).toBe(cores);
  });

  it('still needs mendContentPackage: contentlayer2 removes each output file before writing it again', () => {
    const source = readFileSync('node_modules/@contentlayer2/core/dist/generation/generate-dotpkg.js', 'utf8');
    expect(source).toMatch(/rmBeforeWrite = true, \}\) => T\.gen\(function\* \(\$\) \{[\s\S]*?fs\.rm\(filePath[\s\S]*?fs\.writeFile\(filePath, content\)/);
  });

  it('still needs its casts: @effect-ts/core gives no types to "bundler" module resolution', () => {
    const from = 'node_modules/@contentlayer2/core/dist/runMain.d.ts';
    const options = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
    const { resolvedModule } = ts.resolveModuleName('@effect-ts/core', from, options, ts.sys);
    expect(resolvedModule?.extension).not.toMatch(/^\.d\.[cm]?ts$/);
  });
});

describe("mending contentlayer2's package file", () => {
  /** `check` given a package file holding `text` (none when undefined), in a folder removed after. */
  const withPackageFile = (text: string | undefined, check: (file: string) => void) => {
    const dir = mkdtempSync(join(tmpdir(), 'content-package-'));
    try {
      const file = join(dir, 'package.json');
      if (text !== undefined) writeFileSync(file, text);
      check(file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('removes one an interrupted run left empty or cut short, for the run to write again', () => {
    for (const text of ['', '{"name": "dot-contentlayer", "typ']) {
      withPackageFile(text, (file) => {
        expect(mendContentPackage(file)).toBe(true);
        expect(existsSync(file)).toBe(false);
      });
    }
  });

  it('leaves a whole one, and none, as they are', () => {
    withPackageFile('{"name": "dot-contentlayer"}', (file) => {
      expect(mendContentPackage(file)).toBe(false);
      expect(existsSync(file)).toBe(true);
    });
    withPackageFile(undefined, (file) => expect(mendContentPackage(file)).toBe(false));
  });
});

describe('compiling the content configuration', () => {
  it('resolves a plugin required relative to the configuration where the source is, not where contentlayer2 writes the bundle', { timeout: 30_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-config-'));
    try {
      writeFileSync(join(dir, 'plugin.cjs'), 'module.exports = function sitePlugin() { return () => undefined; };\n');
      const configPath = join(dir, 'contentlayer.config.ts');
      writeFileSync(
        configPath,
        [
          "import { createRequire } from 'node:module';",
          "import { makeSource } from 'contentlayer2/source-files';",
          "const sitePlugin = createRequire(import.meta.url)('./plugin.cjs');",
          "export default makeSource({ contentDirPath: 'content', documentTypes: [], mdx: { remarkPlugins: [sitePlugin] } });",
        ].join('\n'),
      );
      const run = core.runMain({ tracingServiceName: 'test', verbose: false });
      const config = (await run(core.getConfig({ configPath, esbuildOptions: configCompileOptions(configPath) }))) as core.Config;
      // Written whole, the key would be rewritten by scripts/run-bundled.mjs, which runs the build.
      expect(readFileSync(new URL('./content-build.ts', import.meta.url), 'utf8')).not.toContain(`'${['import.meta', 'url'].join('.')}'`);
      expect((config.source.options.mdx?.remarkPlugins?.[0] as { name?: string } | undefined)?.name).toBe('sitePlugin');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("gives a plugin module that reads __dirname or __filename, as a Docusaurus configuration loaded by jiti may, the configuration's own folder and file", { timeout: 30_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-config-'));
    try {
      mkdirSync(join(dir, 'src', 'remark'), { recursive: true });
      writeFileSync(join(dir, 'src', 'remark', 'plugin.ts'), 'export const seen = { dir: __dirname, file: __filename };\nexport default function sitePlugin() { return () => undefined; }\n');
      const configPath = join(dir, 'contentlayer.config.ts');
      writeFileSync(
        configPath,
        [
          "import { makeSource } from 'contentlayer2/source-files';",
          "import sitePlugin, { seen } from './src/remark/plugin';",
          "export default makeSource({ contentDirPath: 'content', documentTypes: [], mdx: { remarkPlugins: [sitePlugin, () => () => seen] } });",
        ].join('\n'),
      );
      const run = core.runMain({ tracingServiceName: 'test', verbose: false });
      const config = (await run(core.getConfig({ configPath, esbuildOptions: configCompileOptions(configPath) }))) as core.Config;
      const seen = (config.source.options.mdx?.remarkPlugins?.[1] as () => () => unknown)()();
      expect(seen).toEqual({ dir, file: configPath });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
