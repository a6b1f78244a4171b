import { posix } from 'node:path';
import { z } from 'zod';

/**
 * Docusaurus's docs versions (spec §3, §4), read from its own files: `versions.json` lists the cut
 * versions newest first, each with its docs in `versioned_docs/version-<name>/` and its sidebars in
 * `versioned_sidebars/version-<name>-sidebars.json`; `current` is the docs folder itself. The options
 * are plugin-content-docs's (`lastVersion`, `onlyIncludeVersions`, `includeCurrentVersion`, and per
 * version `label`, `path`, `banner`, `badge`, `noIndex`) with its defaults.
 */

export const CURRENT_VERSION_NAME = 'current';

export const versionBannerSchema = z.enum(['none', 'unreleased', 'unmaintained']);

export const versionOptionsSchema = z
  .object({
    label: z.string().min(1).optional(),
    path: z.string().optional(),
    banner: versionBannerSchema.optional(),
    badge: z.boolean().optional(),
    noIndex: z.boolean().optional(),
  })
  .strict();

export const versioningOptionsSchema = z.strictObject({
  // The path-prefix list of earlier releases ([{ name, label, path }]) is named, with the fix.
  versions: z
    .record(z.string(), versionOptionsSchema, {
      error: (issue) =>
        Array.isArray(issue.input)
          ? 'a list of { name, label, path } is no longer read: write per-version options by name ({ current: { label: "Latest" }, "1.0": { banner: "none" } }) and list cut versions in versions.json (README, "Docs versions").'
          : undefined,
    })
    .optional(),
  lastVersion: z.string().optional(),
  onlyIncludeVersions: z.array(z.string()).optional(),
  includeCurrentVersion: z.boolean().optional(),
});

export type VersionOptions = z.infer<typeof versionOptionsSchema>;
export type VersioningOptions = z.infer<typeof versioningOptionsSchema>;

/** versions.json: version names, newest first, each once. */
export const versionsFileSchema = z.array(z.string().trim().min(1, 'a version name cannot be empty.')).refine((names) => new Set(names).size === names.length, 'a version is listed twice.');

/** One version as the site builds it. */
export interface DocsVersion {
  name: string;
  label: string;
  /** URL base of the version's docs: the route base for the last version. */
  path: string;
  /** The notice its pages show, or null. */
  banner: 'unreleased' | 'unmaintained' | null;
  /** Whether its pages show "Version: <label>". */
  badge: boolean;
  /** Left out of the sitemap and marked noindex. */
  noIndex: boolean;
  isLast: boolean;
  /** Its docs folder, from content/ (a cut version's leads out of it when versionFilesDir is set). */
  contentDir: string;
  /** Its sidebars file (from the project root), or null for the current version's sidebars.ts. */
  sidebarsFile: string | null;
}

export class VersioningError extends Error {
  override name = 'VersioningError';
}

export const versionedDocsDir = (name: string) => `versioned_docs/version-${name}`;
export const versionedSidebarsFile = (name: string) => `versioned_sidebars/version-${name}-sidebars.json`;

/**
 * A cut version's docs folder, from the content root: content/versioned_docs/version-<name>/ by
 * default; with `docs.versionFilesDir`, versioned_docs/ beside versions.json there, as a Docusaurus
 * site keeps them together (the e2e build's fixture versions stay out of content/ so).
 */
export function versionContentDir(name: string, versionFilesDir?: string, contentRoot = 'content'): string {
  if (!versionFilesDir || posix.normalize(versionFilesDir) === '.') return versionedDocsDir(name);
  return posix.join(posix.relative(contentRoot, versionFilesDir), versionedDocsDir(name));
}

/** A cut version's file, under content/versioned_docs/ or (from the content root) ../<versionFilesDir>/versioned_docs/. */
const VERSIONED_DOCS_PATH = /^(?:\.\.\/(?:[^/]+\/)*)?versioned_docs\/version-([^/]+)\/(.+)$/;

function joinPath(base: string, segment: string): string {
  return `${base.replace(/\/+$/, '')}/${segment.replace(/^\/+/, '')}`.replace(/\/+$/, '') || '/';
}

/**
 * The versions this build makes, newest first, as Docusaurus's readVersionsMetadata: the current
 * version first (unless `includeCurrentVersion: false`), then versions.json's; `onlyIncludeVersions`
 * filters them; the last version defaults to the newest cut one and is served at the route base, the
 * current one at `<base>/next` when it is not the last, every other at `<base>/<name>`.
 */
export function resolveVersions(
  versionsFile: readonly string[] | null,
  options: VersioningOptions,
  routeBasePath: string,
  /** Where versions.json is (docs.versionFilesDir), and the content root its versioned_docs/ is named from. */
  files: { versionFilesDir?: string; contentRoot?: string } = {},
): DocsVersion[] {
  const cut = versionsFile ?? [];
  if (cut.includes(CURRENT_VERSION_NAME)) {
    throw new VersioningError(`versions.json: "${CURRENT_VERSION_NAME}" is the docs folder's own version and cannot be listed. Remove it.`);
  }
  const all = [...(options.includeCurrentVersion === false ? [] : [CURRENT_VERSION_NAME]), ...cut];
  const only = options.onlyIncludeVersions;
  for (const name of only ?? []) {
    if (!all.includes(name)) {
      throw new VersioningError(`docs.onlyIncludeVersions: no version "${name}". Known: ${all.join(', ') || 'none'}. Fix the name or cut the version with npm run docs:version -- ${name}.`);
    }
  }
  const names = only && only.length > 0 ? all.filter((name) => only.includes(name)) : all;
  if (names.length === 0) {
    throw new VersioningError('docs: no docs version to build. Set includeCurrentVersion: true, or cut a version with npm run docs:version -- <name>.');
  }
  for (const name of Object.keys(options.versions ?? {})) {
    if (!all.includes(name)) {
      throw new VersioningError(`docs.versions.${name}: no such version (versions.json lists ${cut.join(', ') || 'none'}). Remove the entry or cut the version.`);
    }
  }
  const last = options.lastVersion ?? (names.length === 1 ? names[0]! : names.find((name) => name !== CURRENT_VERSION_NAME)!);
  if (!names.includes(last)) {
    throw new VersioningError(`docs.lastVersion: "${last}" is not among the versions built (${names.join(', ')}). Pick one of them.`);
  }
  return names.map((name) => {
    const own = options.versions?.[name] ?? {};
    const isLast = name === last;
    const defaultPath = isLast ? '' : name === CURRENT_VERSION_NAME ? 'next' : name;
    const defaultBanner = isLast ? null : names.indexOf(name) < names.indexOf(last) ? 'unreleased' : 'unmaintained';
    return {
      name,
      label: own.label ?? (name === CURRENT_VERSION_NAME ? 'Next' : name),
      path: joinPath(routeBasePath, own.path ?? defaultPath),
      banner: own.banner ? (own.banner === 'none' ? null : own.banner) : defaultBanner,
      badge: own.badge ?? names.length !== 1,
      noIndex: own.noIndex ?? false,
      isLast,
      contentDir: name === CURRENT_VERSION_NAME ? 'docs' : versionContentDir(name, files.versionFilesDir, files.contentRoot),
      sidebarsFile: name === CURRENT_VERSION_NAME ? null : versionedSidebarsFile(name),
    };
  });
}

/** The version a content path (under content/) belongs to, and the path as if under docs/. */
export function versionOfContentPath(path: string): { version: string; docsPath: string } {
  const normalized = path.replaceAll('\\', '/').replace(/^\.?\//, '');
  const match = VERSIONED_DOCS_PATH.exec(normalized);
  return match ? { version: match[1]!, docsPath: `docs/${match[2]}` } : { version: CURRENT_VERSION_NAME, docsPath: normalized };
}

/** Whether a content path is a doc of some version (docs/… or a versioned_docs folder's). */
export const isDocContentPath = (path: string) => path.replaceAll('\\', '/').startsWith('docs/') || VERSIONED_DOCS_PATH.test(path.replaceAll('\\', '/'));

/** The last version, which the site's unversioned links (navbar, /docs) lead to. */
export function lastVersionOf(versions: readonly DocsVersion[]): DocsVersion {
  const last = versions.find((v) => v.isLast);
  if (!last) throw new VersioningError('docs: no last version.');
  return last;
}
