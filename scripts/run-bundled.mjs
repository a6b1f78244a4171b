/**
 * Runs a TypeScript entry point of the build (`npm run build`'s scripts/build.ts, and each of its
 * steps run alone) as one esbuild bundle under plain Node, instead of through tsx. tsx resolves and
 * loads every module, the packages' included, through module hooks that answer from a thread of
 * their own: on this site that was about 0.8 s of the 3.3 s the build spent before `next build` after
 * one edit (BENCHMARKS.md, "Build speed"). esbuild bundles the project's own code (about 170 files)
 * in under 0.1 s; packages stay imports, loaded by Node.
 *
 *   node scripts/run-bundled.mjs scripts/build.ts [arguments]
 *
 * The bundle is written to node_modules/.cache/run-bundled/<entry>/, inside the project, so that its
 * imports of packages resolve to the project's node_modules as the sources' do. Each module keeps its
 * own `import.meta.url` (sourceLocation), and the generated content is read when the build reaches
 * it (generatedContent). The bundle has source maps, read only when asked for: with them on, Node
 * reads the map of every package it loads as well (0.2 s of each build), so a stack trace names the
 * bundle's lines (each file's code under a `// scripts/lib/…` comment) unless the build runs with
 * `NODE_OPTIONS=--enable-source-maps`, which names the sources.
 */
import { build } from 'esbuild';
import { readFile, rm } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.js': 'js', '.mjs': 'js', '.jsx': 'jsx' };

/**
 * Replaces `import.meta.url` in each bundled module with that module's own URL: code that finds a
 * file beside itself (a worker's script, `createRequire`) finds it where the source is, not where the
 * bundle is. esbuild leaves `import.meta.url` as the bundle's (evanw/esbuild#795, open).
 */
const sourceLocation = {
  name: 'source-location',
  setup(builder) {
    builder.onLoad({ filter: /\.(?:[cm]?[jt]sx?)$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)), loader: LOADERS[extname(path)] ?? 'js' };
    });
  },
};

/**
 * Leaves contentlayer2's generated module out of the bundle, imported by its path: the build writes it
 * after the bundle is made (the content step), and the post-build step must read what it wrote.
 */
const generatedContent = {
  name: 'generated-content',
  setup(builder) {
    builder.onResolve({ filter: /^contentlayer\/generated$/ }, () => ({ path: pathToFileURL(resolve('.contentlayer/generated/index.mjs')).href, external: true }));
  },
};

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-bundled.mjs <entry.ts> [arguments]');
  process.exit(2);
}

const name = basename(entry, extname(entry));
const outdir = join('node_modules', '.cache', 'run-bundled', name);
// Chunks are named by their content: without this, every changed source would leave one more behind.
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: [entry],
  bundle: true,
  packages: 'external',
  format: 'esm',
  platform: 'node',
  target: `node${process.versions.node.split('.')[0]}`,
  splitting: true,
  outdir,
  // Under node_modules no package.json says "module": the extension has to.
  outExtension: { '.js': '.mjs' },
  sourcemap: 'linked',
  tsconfig: 'scripts/tsconfig.json',
  plugins: [sourceLocation, generatedContent],
  logLevel: 'warning',
});
// The entry reads its arguments where it would under tsx: after the script's path.
process.argv = [process.argv[0], entry, ...args];
await import(pathToFileURL(join(outdir, `${name}.mjs`)).href);
