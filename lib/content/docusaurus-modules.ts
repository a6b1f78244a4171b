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

/**
 * MDX's provider, as Docusaurus's MDXProvider: every compiled body takes the site's MDX components
 * from it, so that a Markdown file a script imports and renders (React Native's docs render
 * `./fabric-native-components-ios.md` from a `.jsx` beside the doc) has its tabs and admonitions too,
 * where it failed the prerender with "Expected component `TabItem` to be defined". A body's own
 * `components` prop still wins, so a page's data-bearing components are unchanged.
 * components/mdx/MdxContent.tsx supplies the global.
 */
export const MDX_PROVIDER = { source: 'site-mdx-components', global: 'SiteMdxComponents' } as const;

/** The compile option that makes every body read the provider (mdx-bundler's `mdxOptions`). */
// Typed wide: given the literal type, contentlayer2's makeSource typed the documents without a body.
export const providerImportSource: string = MDX_PROVIDER.source;

type BundlerGlobal = { varName: string; namedExports: string[]; defaultExport: boolean; type: 'esm' };

/** mdx-bundler's `globals` option: each module read from the global of its name at render time. */
export function mdxBundlerGlobals(): Record<string, BundlerGlobal> {
  return {
    ...Object.fromEntries(Object.entries(DOCUSAURUS_MODULES).map(([source, { global, named }]) => [source, { varName: global, namedExports: [...named], defaultExport: true, type: 'esm' as const }])),
    [MDX_PROVIDER.source]: { varName: MDX_PROVIDER.global, namedExports: ['useMDXComponents'], defaultExport: false, type: 'esm' },
  };
}
