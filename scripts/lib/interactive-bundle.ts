import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build, version as esbuildVersion } from 'esbuild';
import { INTERACTIVE_BUNDLE_MANIFEST, interactiveBundleDir, readInteractiveBundleManifest, type InteractiveBundleManifest } from '../../lib/api/interactive-bundle';

/**
 * The build step "interactive reference": Scalar and the site's wrapper around it, bundled by esbuild
 * into public/interactive-reference/ (lib/api/interactive-bundle.ts says why not by Turbopack). Kept
 * while nothing it was made from has changed: the site's files esbuild read (listed in the
 * manifest), the installed packages (node_modules/.package-lock.json) and esbuild's version.
 */

export const INTERACTIVE_BUNDLE_ENTRY = 'components/api/scalar-mount.tsx';
/** The installed packages, as npm records them: a changed dependency changes the bundle. */
const INSTALLED = 'node_modules/.package-lock.json';

/** The key of a bundle made from these site files, in this project. */
export function interactiveBundleKey(root: string, inputs: readonly string[]): string {
  const hash = createHash('sha256').update(`esbuild ${esbuildVersion}\0`);
  for (const path of [INSTALLED, ...[...inputs].sort()]) {
    const file = join(root, path);
    hash
      .update(`${path}\0`)
      .update(existsSync(file) ? readFileSync(file) : '\0missing')
      .update('\0');
  }
  return hash.digest('hex');
}

/** Makes the bundle unless the one in place is still current; says which it did. */
export async function writeInteractiveBundle(root: string, entry = INTERACTIVE_BUNDLE_ENTRY): Promise<{ kept: boolean; manifest: InteractiveBundleManifest }> {
  const dir = interactiveBundleDir(root);
  const current = readInteractiveBundleManifest(root);
  if (current && current.key === interactiveBundleKey(root, current.inputs) && existsSync(join(dir, current.script)) && existsSync(join(dir, current.stylesheet))) {
    return { kept: true, manifest: current };
  }
  // Made beside the folder and moved into place, so that a failed or interrupted build leaves the old one whole.
  const staging = mkdtempSync(join(dirname(dir), '.interactive-reference-'));
  try {
    const result = await build({
      absWorkingDir: root,
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      splitting: true,
      minify: true,
      target: 'es2022',
      jsx: 'automatic',
      outdir: staging,
      entryNames: 'reference-[hash]',
      chunkNames: 'chunk-[hash]',
      assetNames: 'asset-[hash]',
      define: { 'process.env.NODE_ENV': '"production"' },
      metafile: true,
      logLevel: 'warning',
    });
    // Scalar's own dynamic imports are entry points of their chunks too: the page loads this one.
    const [scriptPath, script] = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === entry) ?? [];
    if (!scriptPath || !script?.cssBundle) throw new Error(`esbuild made no entry module with a stylesheet from ${entry}.`);
    const inputs = Object.keys(result.metafile.inputs).filter((path) => !path.includes('node_modules/') && !path.startsWith('<'));
    const manifest: InteractiveBundleManifest = {
      key: interactiveBundleKey(root, inputs),
      script: relative(staging, join(root, scriptPath)),
      stylesheet: relative(staging, join(root, script.cssBundle)),
      inputs: inputs.sort(),
    };
    writeFileSync(join(staging, INTERACTIVE_BUNDLE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
    return { kept: false, manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
