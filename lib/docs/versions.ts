import type { DocsConfig, DocsVersionConfig } from '../config/types';
import type { DocsVersion } from './versioning';

/** Docs versions (spec §3, §4): the active one matches the pathname; the preferred one is stored. */

export const DEFAULT_DOCS_PLUGIN_ID = 'default';

export function preferredVersionStorageKey(pluginId: string = DEFAULT_DOCS_PLUGIN_ID): string {
  return `docs-preferred-version-${pluginId}`;
}

/** The version whose path is the longest prefix of the pathname, or null outside the docs. */
export function activeVersion(versions: DocsVersionConfig[], pathname: string): DocsVersionConfig | null {
  const matching = versions.filter((v) => pathname === v.path || pathname.startsWith(`${v.path}/`));
  return matching.sort((a, b) => b.path.length - a.path.length)[0] ?? null;
}

/**
 * Docusaurus's "latest" version: the last one (served at the route base, `lastVersion`), which is not
 * the newest when the current docs are at /docs/next; the first listed when none is marked.
 */
export function latestVersion(versions: DocsVersionConfig[]): DocsVersionConfig | null {
  return versions.find((v) => v.isLast) ?? versions[0] ?? null;
}

/**
 * A stored preferred version name that matches no known version is discarded (returns null), so a
 * removed version never sticks.
 */
export function validPreferredVersion(versions: DocsVersionConfig[], stored: string | null): DocsVersionConfig | null {
  if (stored === null) return null;
  return versions.find((v) => v.name === stored) ?? null;
}

/**
 * The versions a docs control should show, best first, as Docusaurus's useDocsVersionCandidates: the
 * version being read, then the reader's preferred one, then the latest; each once.
 */
export function versionCandidates(versions: DocsVersionConfig[], pathname: string, preferredName: string | null): DocsVersionConfig[] {
  const ordered = [activeVersion(versions, pathname), validPreferredVersion(versions, preferredName), latestVersion(versions)];
  return ordered.filter((v, i): v is DocsVersionConfig => v !== null && ordered.findIndex((w) => w?.name === v.name) === i);
}

/**
 * The same page in another version, or that version's main page when the page does not exist there.
 */
export function versionedPath(pathname: string, from: DocsVersionConfig, to: DocsVersionConfig, existing: ReadonlySet<string>): string {
  const rest = pathname.slice(from.path.length);
  const candidate = `${to.path}${rest}`;
  return existing.has(candidate) ? candidate : to.path;
}

/** What a page of a version with a banner tells its reader (spec §4, as Docusaurus's DocVersionBanner). */
export interface VersionNotice {
  siteTitle: string;
  /** 'unreleased' for a version newer than the last, 'unmaintained' for an older one. */
  banner: 'unreleased' | 'unmaintained';
  label: string;
  latestLabel: string;
  /** The same page in the latest version, or its main doc when the page is not there. */
  latestHref: string;
  /** Following the suggestion makes the latest version the preferred one, as in Docusaurus. */
  latestName: string;
  persistence: DocsConfig['versionPersistence'];
}

/** The notice for a page of a version whose banner is set, or null (the last version, outside the docs). */
export function versionNotice(
  siteTitle: string,
  versions: readonly DocsVersion[],
  persistence: DocsConfig['versionPersistence'],
  pathname: string,
  existing: ReadonlySet<string>,
): VersionNotice | null {
  const active = activeVersion([...versions], pathname) as DocsVersion | null;
  const latest = versions.find((v) => v.isLast);
  if (!active || !latest || !active.banner || active.name === latest.name) return null;
  return {
    siteTitle,
    banner: active.banner,
    label: active.label,
    latestLabel: latest.label,
    latestHref: versionedPath(pathname, active, latest, existing),
    latestName: latest.name,
    persistence,
  };
}

/** The "Version: <label>" badge of a page, or null when its version has `badge: false`. */
export function versionBadge(versions: readonly DocsVersion[], pathname: string): string | null {
  const active = activeVersion([...versions], pathname) as DocsVersion | null;
  return active?.badge ? active.label : null;
}
