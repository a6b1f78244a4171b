/**
 * Reading Docusaurus's version files (build time only): `versions.json` and
 * `versioned_sidebars/version-<name>-sidebars.json` beside the sidebars file, `versioned_docs/` under
 * content/ (beside versions.json when `docs.versionFilesDir` is set). A malformed file fails the build naming it and the fix.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocsConfig } from '../config/types';
import { resolveVersions, versionsFileSchema, VersioningError, type DocsVersion } from './versioning';
import { parseSidebars } from './sidebars-schema';
import type { SidebarsConfig } from './sidebar';

export const VERSIONS_FILE = 'versions.json';

/** The folder holding versions.json and versioned_sidebars/: the project root unless configured. */
export const versionFilesDir = (docs: Pick<DocsConfig, 'versionFilesDir'>, root = process.cwd()) => join(root, docs.versionFilesDir ?? '.');

function readJson(file: string, label: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new VersioningError(`${label}: cannot be read as JSON: ${(error as Error).message.split('\n')[0]}. Fix the file.`);
  }
}

/** versions.json's names, newest first, or null when the site has no such file. */
export function readVersionsFile(dir: string): string[] | null {
  const file = join(dir, VERSIONS_FILE);
  if (!existsSync(file)) return null;
  const parsed = versionsFileSchema.safeParse(readJson(file, VERSIONS_FILE));
  if (!parsed.success) {
    throw new VersioningError(`${VERSIONS_FILE}: ${parsed.error.issues[0]!.message} It must be an array of version names, newest first, e.g. ["2.0", "1.0"].`);
  }
  return parsed.data;
}

/** The versions this build makes (see resolveVersions). */
export function loadVersions(docs: DocsConfig, root = process.cwd()): DocsVersion[] {
  const dir = versionFilesDir(docs, root);
  const versions = resolveVersions(readVersionsFile(dir), docs, docs.routeBasePath, { versionFilesDir: docs.versionFilesDir });
  for (const version of versions) {
    if (!existsSync(join(root, 'content', version.contentDir))) {
      throw new VersioningError(`versions.json lists "${version.name}", but content/${version.contentDir}/ does not exist. Restore the folder or remove the name from versions.json.`);
    }
  }
  return versions;
}

/** A cut version's sidebars; a version without a sidebars file has none, as in Docusaurus. */
export function loadVersionedSidebars(docs: DocsConfig, version: DocsVersion, root = process.cwd()): SidebarsConfig {
  if (!version.sidebarsFile) throw new VersioningError(`docs: the ${version.name} version reads sidebars.ts, not a versioned sidebars file.`);
  const file = join(versionFilesDir(docs, root), version.sidebarsFile);
  if (!existsSync(file)) return {};
  return parseSidebars(readJson(file, version.sidebarsFile), version.sidebarsFile);
}

/**
 * contentlayer2 keys its document cache on the compiled config alone, so an unchanged file keeps the
 * URL it was given under the previous versions.json (after a cut, version 1.0's docs would keep
 * /docs/… while the last version is 2.0). When the versions differ from the last build's, the cached
 * documents are dropped before contentlayer reads them.
 */
export function dropStaleContentCache(versions: readonly DocsVersion[], cacheDir = join(process.cwd(), '.contentlayer/.cache')): boolean {
  const stamp = JSON.stringify(versions.map(({ name, path, contentDir }) => ({ name, path, contentDir })));
  const stampFile = join(cacheDir, 'docs-versions.json');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return false;
  const dropped = existsSync(cacheDir)
    ? readdirSync(cacheDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((dir) =>
          readdirSync(join(cacheDir, dir.name))
            .filter((name) => /^data-.*\.json$/.test(name))
            .map((name) => join(cacheDir, dir.name, name)),
        )
    : [];
  for (const file of dropped) rmSync(file, { force: true });
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(stampFile, stamp);
  return dropped.length > 0;
}
