/** The aliases Docusaurus's bundler answers (`@theme/…`, `@site/…`, `@docusaurus/…`): no package of node_modules. */
export const MAPPED_IMPORT = /^@(theme|site|docusaurus)\//;

/** `@name` with no `/name` after it: no package (a scope is followed by its package's name), but a webpack alias. */
export const isWebpackAlias = (source: string): boolean => /^@[^/]+$/.test(source);

/**
 * The npm package a bare import names (`@scope/name/sub` → `@scope/name`), or null for a path, a URL,
 * a `node:` module, a webpack loader string (`!!raw-loader!./x`) or a Docusaurus alias, which are no
 * package of node_modules, nor is an alias (`@compilerConfigJsonSchema`). A module of its own, so that what reads a sidebars file does not load the
 * MDX parser with it.
 */
export function importedPackage(source: string): string | null {
  if (/^[./]/.test(source) || source.includes('!') || /^[a-z][a-z0-9+.-]*:/i.test(source) || MAPPED_IMPORT.test(source) || isWebpackAlias(source)) return null;
  const parts = source.split('/');
  return source.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}
