/**
 * The content build (`contentlayer2 build`) run inside the calling process (scripts/build-content.ts,
 * which `npm run build` starts beside its authoring checks), as contentlayer2's own BuildCommand
 * composes it from contentlayer2/core (`getConfig`, `generateDotpkg`, `logGenerateInfo`), so that the
 * build can do around it what the command does not let it: keep the times of unchanged declarations,
 * give the configuration's bundle its own address, and keep more documents in flight. On an error it
 * prints contentlayer2's message and exits with status 1, as the command does.
 */
import * as core from 'contentlayer2/core';
import { readFileSync, rmSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import os, { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { keepingTimesOfUnchanged } from './file-times';
import { writingOnlyChanges } from './content-writes';

const run = core.runMain({ tracingServiceName: 'contentlayer-cli', verbose: process.env.CL_DEBUG !== undefined });

/** contentlayer2's output folder. */
export const CONTENT_OUTPUT_DIR = '.contentlayer';

/** The package file of contentlayer2's output, which Node reads as the compiled configuration's. */
export const CONTENT_PACKAGE_FILE = `${CONTENT_OUTPUT_DIR}/package.json`;

/**
 * contentlayer2's output that the type check reads: its declarations, and the package file through
 * which `contentlayer/generated` resolves. The documents' data is not among them.
 */
export const TYPE_CHECKED_OUTPUT = [CONTENT_PACKAGE_FILE, `${CONTENT_OUTPUT_DIR}/generated/index.d.ts`, `${CONTENT_OUTPUT_DIR}/generated/types.d.ts`];

export function buildContent(): Promise<void> {
  mendContentPackage();
  return keepingTimesOfUnchanged(TYPE_CHECKED_OUTPUT, () => keepingNodeEnv(() => withDocumentsInFlight(DOCUMENTS_IN_FLIGHT, () => writingOnlyChanges(CONTENT_OUTPUT_DIR, buildDotpkg))));
}

async function buildDotpkg(): Promise<void> {
  // The casts restore the result types contentlayer2/core declares. Its effects are typed with
  // @effect-ts/core, whose package exports carry no "types" condition, so under this project's
  // "bundler" module resolution TypeScript cannot see them and runMain's result is unknown. No
  // upstream issue was found (Effect-TS 1.x is no longer developed); content-build.test.ts fails
  // once the types resolve, and the casts can go.
  const configPath = resolve('contentlayer.config.ts');
  const config = (await run(core.getConfig({ configPath, esbuildOptions: configCompileOptions(configPath) }))) as core.Config;
  const info = (await run(core.generateDotpkg({ config, verbose: false }))) as core.GenerateInfo;
  await run(core.logGenerateInfo(info));
}

/**
 * contentlayer2 writes each file of its output by removing it and writing it again
 * (writeFileWithWrittenFilesCache, @contentlayer2/core's generation/generate-dotpkg.js), so a run
 * stopped during a write (Ctrl-C just after a save in `npm run dev`) left files empty. This project's
 * runs now write each file whole (writingOnlyChanges, content-writes.ts), but a folder left so by an
 * earlier run, or by contentlayer2's own commands, stays: its next run writes every file again, except
 * that an empty .contentlayer/package.json stopped that run before it began. Node reads that file as
 * the package of the compiled configuration contentlayer2 imports, and every later `npm run dev` and
 * `npm run build` failed with ERR_INVALID_PACKAGE_CONFIG until the folder was deleted by hand. A
 * package file that does not parse is removed before the configuration loads, and the run writes it
 * again. No upstream issue was found; content-build.test.ts fails once contentlayer2 writes its files
 * whole.
 */
export function mendContentPackage(file = CONTENT_PACKAGE_FILE): boolean {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  try {
    JSON.parse(text);
    return false;
  } catch {
    rmSync(file, { force: true });
    console.log(`${file} was left unfinished by an interrupted run; the content layer writes it again.`);
    return true;
  }
}

/**
 * contentlayer2 bundles its configuration, site.config.ts with it, into a file under
 * .contentlayer/.cache/, and esbuild leaves `import.meta.url` as that file's (evanw/esbuild#795). A
 * site's own plugin loaded as the README says, `createRequire(import.meta.url)('./src/plugins/x.cjs')`,
 * was then looked for in the cache folder and the content build stopped ("Cannot find module"). The
 * configuration files sit at the project root, and in the bundle only site.config.ts reads
 * `import.meta.url`: it is given the configuration's own address.
 *
 * The bundle is an ES module, where `__dirname` and `__filename` do not exist; Docusaurus loads its
 * configuration with jiti, where they do, and a site's remark plugin may read them (a plugin that
 * finds its Prettier configuration with `prettier.resolveConfig(__dirname)` stopped every page it
 * transforms with "__dirname is not defined"). contentlayer2 sets the bundle's own esbuild plugins,
 * so only `define` reaches it, one value for every module: the configuration's folder and file, as
 * for `import.meta.url`. A plugin in a subfolder that builds a path beside itself from `__dirname`
 * would look in the project root.
 */
export function configCompileOptions(configPath: string): { define: Record<string, string> } {
  return {
    define: {
      [IMPORT_META_URL]: JSON.stringify(pathToFileURL(configPath).href),
      __dirname: JSON.stringify(dirname(configPath)),
      __filename: JSON.stringify(configPath),
    },
  };
}

/** Spelled in two parts: scripts/run-bundled.mjs rewrites the expression, written whole, in this file too. */
const IMPORT_META_URL = ['import.meta', 'url'].join('.');

/**
 * Runs `step` and puts NODE_ENV back as it was. contentlayer2's bundleMDX sets an unset NODE_ENV to
 * 'development' while mdx-bundler needs it (its TODO in @contentlayer2/core's markdown/mdx.js points
 * to kentcdodds/mdx-bundler#206). In a process of its own that touched nothing else; in the build's
 * process it would reach `next build`, which then prerenders with development React and fails.
 * content-build.test.ts fails once contentlayer2 leaves NODE_ENV alone.
 */
export async function keepingNodeEnv<T>(step: () => Promise<T>): Promise<T> {
  // Next's types declare NODE_ENV read-only.
  const env: Record<string, string | undefined> = process.env;
  const before = env.NODE_ENV;
  try {
    return await step();
  } finally {
    if (before === undefined) delete env.NODE_ENV;
    else env.NODE_ENV = before;
  }
}

/**
 * How many documents contentlayer2 reads and compiles at a time. It takes as many as `os.cpus()` lists
 * (@contentlayer2/source-files's fetchAllDocuments) and has no option for it. With its compiles in a
 * worker (lib/content/mdx-compile-pool.ts), two in flight on two cores left the worker waiting while
 * the main thread prepared the next document; four kept it busy (1,000 pages: 27.6 and 27.9 s against
 * 30.2 s). Alone, more in flight changed nothing (BENCHMARKS.md, "Build at scale").
 */
export const DOCUMENTS_IN_FLIGHT = 2 * availableParallelism();

/**
 * Runs `step` with `os.cpus()` listing `count` processors, and puts it back after. Only contentlayer2
 * reads it in the content build once its packages are loaded; syncBuiltinESMExports carries the stand-in to its `import * as os`.
 * No upstream issue asking for the option was found; content-build.test.ts fails
 * once contentlayer2 no longer sizes its concurrency that way.
 */
export async function withDocumentsInFlight<T>(count: number, step: () => Promise<T>): Promise<T> {
  // fast-glob, which lists the documents, sizes its directory walk by os.cpus() once, when loaded: loaded
  // under the stand-in it listed them in another order, and the generated index files differed.
  await import('contentlayer2/source-files');
  const cpus = os.cpus;
  os.cpus = () => {
    const listed = cpus();
    return Array.from({ length: count }, (_, i) => listed[i % listed.length]!);
  };
  syncBuiltinESMExports();
  try {
    return await step();
  } finally {
    os.cpus = cpus;
    syncBuiltinESMExports();
  }
}
