/**
 * `npm run docs:version -- <name>`, as `docusaurus docs:version`: the current docs become a cut
 * version. Pure planning here (name checks, the new versions.json); scripts/lib/cut-version.ts does
 * the copying.
 */
import { CURRENT_VERSION_NAME, versionedDocsDir, versionedSidebarsFile } from './versioning';

/** What is wrong with a version name, or null. Names become folder and file names and URL segments. */
export function versionNameProblem(name: string, existing: readonly string[]): string | null {
  if (name.trim() === '') return 'give the version a name: npm run docs:version -- <name> (e.g. 1.0).';
  if (name !== name.trim()) return `"${name}" starts or ends with a space. Remove it.`;
  if (name === CURRENT_VERSION_NAME) return `"${CURRENT_VERSION_NAME}" names the docs folder itself. Pick another name.`;
  if (name === '.' || name === '..' || /[/\\<>:"|?*#%\s]/.test(name)) {
    return `"${name}" cannot be a folder name and URL segment. Use letters, digits, dots, dashes or underscores (e.g. 1.0).`;
  }
  if (existing.includes(name)) return `version "${name}" already exists in versions.json. Use a name that is not listed yet.`;
  return null;
}

export class CutVersionError extends Error {
  override name = 'CutVersionError';
}

export interface CutPlan {
  /** Under content/: where the current docs are copied. */
  docsDir: string;
  /** From the version files folder: the sidebars file written. */
  sidebarsFile: string;
  /** versions.json after the cut: the new name first (newest first). */
  versions: string[];
}

export function planCut(name: string, existing: readonly string[]): CutPlan {
  const problem = versionNameProblem(name, existing);
  if (problem) throw new CutVersionError(`docs:version: ${problem}`);
  return { docsDir: versionedDocsDir(name), sidebarsFile: versionedSidebarsFile(name), versions: [name, ...existing] };
}
