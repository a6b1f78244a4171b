import type { DocsVersionConfig } from '../config/types';

/**
 * Contextual search by docs version, as DocSearch does on Docusaurus sites: each doc record carries
 * `docusaurus_tag:docs-default-<version>` and the search asks for the version being read (else the
 * preferred one, else the last), plus `default` for pages outside the docs. Widening to every
 * version asks for all of their tags instead.
 */

export const DOCS_TAG_PREFIX = 'docusaurus_tag:docs-default-';

export const versionTag = (name: string) => `${DOCS_TAG_PREFIX}${name}`;

/**
 * The facet filters with each group that names a docs version tag narrowed to `version`, or widened
 * to every one of `versions` when `version` is null. Other groups and filters are kept as they are.
 */
export function scopeVersionFilters(filters: ReadonlyArray<string | string[]>, version: string | null, versions: readonly Pick<DocsVersionConfig, 'name'>[]): Array<string | string[]> {
  const tags = version === null ? versions.map((v) => versionTag(v.name)) : [versionTag(version)];
  return filters.map((filter) => {
    if (!Array.isArray(filter) || !filter.some((f) => f.startsWith(DOCS_TAG_PREFIX))) return filter;
    return [...filter.filter((f) => !f.startsWith(DOCS_TAG_PREFIX)), ...tags];
  });
}
