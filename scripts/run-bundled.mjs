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
 * The bundle is written to node_modules/.cache/run-bundled/<entry>/<hash>/, inside the project, so
 * that its imports of packages resolve to the project's node_modules as the sources' do. The folder is
 * named by the bundle's content and never rewritten: a build that is still running loads its later
 * chunks (the post-build step's, after `next build`) from its own folder, whatever a second build of
 * the same entry started beside it writes. Folders unused for a day are removed. Each module keeps its
 * own `import.meta.url` (sourceLocation), and the generated content is read when the build reaches
 * it (generatedContent). The bundle has source maps, read only when asked for: with them on, Node
 * reads the map of every package it loads as well (0.2 s of each build), so a stack trace names the
 * bundle's lines (each file's code under a `// scripts/lib/…` comment) unless the build runs with
 * `NODE_OPTIONS=--enable-source-maps`, which names the sources. Each chunk has a `require` of its own
 * (requireBanner): a CommonJS module of the project bundled in, as a moved site's `sidebars.cjs` is,
 * may require a package.
 */
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import module from 'node:module';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
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

/**
 * A Docusaurus sidebars file moved to the project root as it is may import from the site's own folders
 * (`import typedocSidebar from './docs/api/typedoc-sidebar'`, as typedoc's sidebar is kept), which
 * stand under content/ here (and static/ is public/). esbuild's "Could not resolve" named the line but
 * not the fix, under a stack trace of esbuild's own; the message now names the path to write.
 */
const sidebarsSiteFolders = {
  name: 'sidebars-site-folders',
  setup(builder) {
    builder.onResolve({ filter: /^\.\/(docs|blog|static)\// }, async ({ path, importer, resolveDir, kind, pluginData }) => {
      if (pluginData === sidebarsSiteFolders.name || !/^sidebars\.[cm]?[jt]s$/.test(basename(importer))) return undefined;
      const found = await builder.resolve(path, { importer, resolveDir, kind, pluginData: sidebarsSiteFolders.name });
      if (found.errors.length === 0) return undefined;
      const folder = path.split('/')[1];
      const here = folder === 'static' ? 'public/' : `content/${folder}/`;
      const written = `./${here}${path.slice(`./${folder}/`.length)}`;
      return { errors: [{ text: `Could not resolve "${path}": the Docusaurus site's ${folder}/ folder is ${here} here. Import "${written}".` }] };
    });
  },
};

/**
 * An ES module has no `require`, so esbuild's stand-in for it in a bundled CommonJS file threw
 * 'Dynamic require of "x" is not supported' for every package such a file requires, installed or not.
 * Made from the chunk's own URL, it resolves from node_modules/.cache/, inside the project, as the
 * chunk's imports do. esbuild renames a module's own top-level `require` around it.
 */
const requireBanner = "import { createRequire as __bundleCreateRequire } from 'node:module';\nconst require = __bundleCreateRequire(import.meta.url);";

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-bundled.mjs <entry.ts> [arguments]');
  process.exit(2);
}

/**
 * Node 22.1 and later keep the code they compile for each module file on disk, and a later process
 * that loads the same file skips compiling it: each build step loads most of its packages again
 * (contentlayer2, unified, shiki). Node 20 has no such cache, and there this does nothing. Only this
 * process uses it: `next build` and its workers are left as Next runs them.
 */
module.enableCompileCache?.(join('node_modules', '.cache', 'node-compile-cache'));

const name = basename(entry, extname(entry));
const folder = join('node_modules', '.cache', 'run-bundled', name);
/** Where esbuild is told the bundle goes: any folder beside the hashed ones, for the same relative paths in the source maps. */
const draft = join(folder, '_');
/** Folders of this entry's older bundles are removed once no build has used them for this long. */
const UNUSED_FOR_MS = 24 * 60 * 60 * 1000;

const bundled = await build({
  entryPoints: [entry],
  bundle: true,
  packages: 'external',
  format: 'esm',
  platform: 'node',
  target: `node${process.versions.node.split('.')[0]}`,
  splitting: true,
  outdir: draft,
  write: false,
  // Under node_modules no package.json says "module": the extension has to.
  outExtension: { '.js': '.mjs' },
  sourcemap: 'linked',
  tsconfig: 'scripts/tsconfig.json',
  plugins: [sourceLocation, generatedContent, sidebarsSiteFolders],
  banner: { js: requireBanner },
  logLevel: 'warning',
}).catch((error) => {
  // esbuild has printed each error with its file, line and source; its stack trace would add nothing.
  if (!Array.isArray(error?.errors)) throw error;
  process.exit(1);
});
const files = bundled.outputFiles.map((file) => ({ path: relative(resolve(draft), file.path), contents: file.contents })).sort((a, b) => a.path.localeCompare(b.path));
const hash = createHash('sha256');
for (const file of files) hash.update(`${file.path}\0${file.contents.length}\0`).update(file.contents);
const outdir = join(folder, hash.digest('hex').slice(0, 16));

try {
  // Used now: a build that removes stale folders keeps this one.
  const now = new Date();
  await utimes(outdir, now, now);
} catch {
  // Written whole beside the others, then renamed into place: a concurrent run sees all of it or none.
  const partial = join(folder, `.partial-${process.pid}-${Date.now()}`);
  for (const file of files) {
    await mkdir(dirname(join(partial, file.path)), { recursive: true });
    await writeFile(join(partial, file.path), file.contents);
  }
  try {
    await rename(partial, outdir);
  } catch (error) {
    // A run beside this one wrote the same bundle first.
    await rm(partial, { recursive: true, force: true });
    if (!(await stat(outdir).catch(() => null))?.isDirectory()) throw error;
  }
}
for (const entryName of await readdir(folder)) {
  const path = join(folder, entryName);
  if (path === outdir) continue;
  const info = await stat(path).catch(() => null);
  if (info && Date.now() - info.mtimeMs > UNUSED_FOR_MS) await rm(path, { recursive: true, force: true });
}
// The entry reads its arguments where it would under tsx: after the script's path.
process.argv = [process.argv[0], entry, ...args];
await import(pathToFileURL(join(outdir, `${name}.mjs`)).href);
