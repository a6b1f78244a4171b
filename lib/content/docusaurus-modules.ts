/**
 * The `@docusaurus/*` modules a doc may import. Unlike `@theme/*` components (whose imports are
 * removed and whose JSX names come from the MDX components), these stay real imports, because a
 * doc calls some of them in expressions (`useBaseUrl('/img/x.png')`, `translate({message})`):
 * the MDX bundler maps each to a global (`mdxBundlerGlobals`), and components/mdx/docusaurus/
 * supplies the globals when the page renders.
 */
export const DOCUSAURUS_MODULES = {
  '@docusaurus/Link': { global: 'DocusaurusLink', named: [] },
  '@docusaurus/useBaseUrl': { global: 'DocusaurusUseBaseUrl', named: ['useBaseUrlUtils'] },
  '@docusaurus/BrowserOnly': { global: 'DocusaurusBrowserOnly', named: [] },
  '@docusaurus/useIsBrowser': { global: 'DocusaurusUseIsBrowser', named: [] },
  '@docusaurus/ExecutionEnvironment': { global: 'DocusaurusExecutionEnvironment', named: [] },
  '@docusaurus/useDocusaurusContext': { global: 'DocusaurusUseDocusaurusContext', named: [] },
  '@docusaurus/Head': { global: 'DocusaurusHead', named: [] },
  '@docusaurus/Translate': { global: 'DocusaurusTranslate', named: ['translate'] },
} as const satisfies Record<string, { global: string; named: readonly string[] }>;

export type DocusaurusModuleName = keyof typeof DOCUSAURUS_MODULES;

export function isDocusaurusModule(source: string): source is DocusaurusModuleName {
  return Object.hasOwn(DOCUSAURUS_MODULES, source);
}

/** What to use instead of a Docusaurus module this site does not have. */
const INSTEAD: Record<string, string> = {
  '@docusaurus/router': 'link with @docusaurus/Link; the router itself is not available to docs',
  '@docusaurus/Interpolate': 'use @docusaurus/Translate with `values`',
  '@docusaurus/useGlobalData': 'read the value from site.config.ts customFields with @docusaurus/useDocusaurusContext',
  '@docusaurus/isInternalUrl': 'write the link with @docusaurus/Link, which tells internal from external',
  '@docusaurus/ErrorBoundary': 'nothing: every page already has an error boundary',
  '@docusaurus/Noop': 'nothing: leave the import out',
};

/** The fix for an unknown `@docusaurus/*` import. */
export function docusaurusModuleProblem(source: string): string | null {
  if (!source.startsWith('@docusaurus/') || isDocusaurusModule(source)) return null;
  const known = Object.keys(DOCUSAURUS_MODULES).join(', ');
  return `the import "${source}" is not available on this site; ${INSTEAD[source] ?? `docs may import ${known}`}.`;
}

/** mdx-bundler's `globals` option: each module read from the global of its name at render time. */
export function mdxBundlerGlobals(): Record<string, { varName: string; namedExports: string[]; defaultExport: true; type: 'esm' }> {
  return Object.fromEntries(
    Object.entries(DOCUSAURUS_MODULES).map(([source, { global, named }]) => [source, { varName: global, namedExports: [...named], defaultExport: true, type: 'esm' as const }]),
  );
}
