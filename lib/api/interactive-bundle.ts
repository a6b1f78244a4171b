import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { API_DESCRIPTION_PATH } from './reference';

/**
 * The interactive reference (Scalar, components/api/scalar-mount.tsx) is bundled by esbuild before
 * `next build`, not by Turbopack: Scalar is about 5 MB of minified JavaScript, and compiling it took
 * Turbopack 8 of the 21 seconds of a clean compile, on every clean build, for a view loaded only on
 * request. The bundle goes under public/, so `next dev` serves it and the export copies it; its files
 * are named by their content, and the manifest says which ones the page loads.
 */
export const INTERACTIVE_BUNDLE_FOLDER = 'interactive-reference';
export const INTERACTIVE_BUNDLE_MANIFEST = 'manifest.json';

export const interactiveBundleManifestSchema = z.object({
  /** What the bundle was made from: its inputs' contents, the installed packages and esbuild's version. */
  key: z.string(),
  /** The entry module and its stylesheet, relative to the bundle's folder. */
  script: z.string(),
  stylesheet: z.string(),
  /** The site's own files the bundle was made from (its packages are keyed by the lockfile). */
  inputs: z.array(z.string()),
});
export type InteractiveBundleManifest = z.infer<typeof interactiveBundleManifestSchema>;

/** The URLs the page loads the interactive reference from: the bundle, and the description it shows. */
export interface InteractiveReferenceAssets {
  script: string;
  stylesheet: string;
  description: string;
}

/** The bundle's folder in the project. */
export const interactiveBundleDir = (root: string) => join(root, 'public', INTERACTIVE_BUNDLE_FOLDER);

/** The manifest the build wrote, or null when there is none (or it is not one). */
export function readInteractiveBundleManifest(root: string): InteractiveBundleManifest | null {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(join(interactiveBundleDir(root), INTERACTIVE_BUNDLE_MANIFEST), 'utf8'));
  } catch {
    // Missing, or cut short by a build that stopped while writing it.
    return null;
  }
  const parsed = interactiveBundleManifestSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The bundle's URLs under the site's base URL; throws, saying how to make it, when the build has not. */
export function interactiveReferenceAssets(baseUrl: string, root = process.cwd()): InteractiveReferenceAssets {
  const manifest = readInteractiveBundleManifest(root);
  if (!manifest) {
    throw new Error(
      `The interactive API reference has not been bundled (public/${INTERACTIVE_BUNDLE_FOLDER}/${INTERACTIVE_BUNDLE_MANIFEST} is missing). ` +
        'npm run build and npm run dev make it; to make it alone, run npm run build:interactive-reference.',
    );
  }
  const base = baseUrl.replace(/\/?$/, '/');
  const folder = `${base}${INTERACTIVE_BUNDLE_FOLDER}/`;
  return { script: folder + manifest.script, stylesheet: folder + manifest.stylesheet, description: base + API_DESCRIPTION_PATH };
}
