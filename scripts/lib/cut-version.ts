/** Cutting a docs version on disk (see lib/docs/cut-version.ts for the rules). */
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { SidebarsConfig } from '../../lib/docs/sidebar';
import { CutVersionError, planCut } from '../../lib/docs/cut-version';
import { readVersionsFile, VERSIONS_FILE } from '../../lib/docs/versions-files';

export interface CutOptions {
  /** The project root (content/ is under it). */
  root: string;
  /** Where versions.json and versioned_sidebars/ live. */
  filesDir: string;
  /** The current version's sidebars, as loaded (Docusaurus writes them out as JSON likewise). */
  sidebars: SidebarsConfig;
  /** Folders under content/docs left out of the copy (the test-only e2e docs in a production cut). */
  exclude?: readonly string[];
}

/** Copies the current docs and sidebars into a new version and lists it first in versions.json. */
export function cutVersion(name: string, { root, filesDir, sidebars, exclude = [] }: CutOptions): string[] {
  const existing = readVersionsFile(filesDir) ?? [];
  const plan = planCut(name, existing);
  const from = join(root, 'content', 'docs');
  // Docs go beside versions.json when it has a folder of its own (docs.versionFilesDir), else under content/.
  const to = resolve(filesDir) === resolve(root) ? join(root, 'content', plan.docsDir) : join(filesDir, plan.docsDir);
  if (!existsSync(from)) throw new CutVersionError('docs:version: there is no content/docs folder to copy.');
  if (existsSync(to)) throw new CutVersionError(`docs:version: ${relative(root, to)} already exists. Remove it or pick another name.`);
  const sidebarsPath = join(filesDir, plan.sidebarsFile);
  const skipped = exclude.map((dir) => join(from, dir));
  cpSync(from, to, {
    recursive: true,
    filter: (source) => !skipped.some((dir) => source === dir || source.startsWith(`${dir}${sep}`)),
  });
  mkdirSync(dirname(sidebarsPath), { recursive: true });
  writeFileSync(sidebarsPath, `${JSON.stringify(sidebars, null, 2)}\n`);
  writeFileSync(join(filesDir, VERSIONS_FILE), `${JSON.stringify(plan.versions, null, 2)}\n`);
  return [relative(root, to), relative(root, sidebarsPath), relative(root, join(filesDir, VERSIONS_FILE))];
}
