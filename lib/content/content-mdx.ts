import type { MDXOptions } from 'contentlayer2/core';
import { sourceFormat } from './markdown-format';
import { withDocumentPath } from './compiled-file';
import { rehypePluginsFor, remarkPluginsFor, sitePluginOptions, type SectionPluginOptions } from './mdx-plugins';
import type { PrismOptions } from './shiki-code-lines';
import { mdxBundlerGlobals, providerImportSource } from './docusaurus-modules';
import { SCRIPT_LOADERS } from './script-loader';
import type { SiteConfig } from '../config/types';

/**
 * How the content layer compiles every document's body, in one home: contentlayer.config.ts hands it
 * to contentlayer2, and the compile workers (scripts/lib/mdx-compile-worker.ts) build the same pipeline from it,
 * without the configuration's side effects.
 */
export interface ContentPipeline {
  /** site.config.ts's remark and rehype plugins (Docusaurus's options), per section. */
  plugins: SectionPluginOptions;
  math: boolean;
  // Typed: inferred from site.config.ts, it left tsc with contentlayer's bare LocalDocument for every document.
  prism: PrismOptions | undefined;
  /** URL base of each docs version (versions.json and site.config.ts's version options). */
  versionBases: ReadonlyMap<string, string>;
  format: ReturnType<typeof sourceFormat>;
}

export const contentPipelineOf = (siteConfig: SiteConfig, versionBases: ReadonlyMap<string, string>): ContentPipeline => ({
  plugins: sitePluginOptions(siteConfig),
  math: siteConfig.markdown?.math ?? false,
  prism: siteConfig.prism,
  versionBases,
  format: sourceFormat(siteConfig.markdown?.format),
});

/** The one MDX pipeline (lib/content/mdx-plugins.ts) as contentlayer2's `mdx` options. */
export function contentMdxOptions({ plugins, math, prism, versionBases, format }: ContentPipeline) {
  return {
    remarkPlugins: remarkPluginsFor({ format, plugins, versionBases, math }),
    rehypePlugins: rehypePluginsFor({ plugins, math, prism }),
    // Every file, imported `.md` partials included, goes to the MDX parser; the format step above
    // decides which sources it reads as CommonMark instead (@mdx-js/esbuild would read a .md file
    // without JSX, so `format` alone would not do).
    // The step that names the document goes first, so that its parse knows the file (for 'detect').
    mdxOptions: (options) => ({ ...options, format: 'mdx', mdxExtensions: ['.mdx', '.md'], providerImportSource, remarkPlugins: withDocumentPath(options.remarkPlugins) }),
    esbuildOptions: (options) => ({ ...options, loader: { ...options.loader, ...SCRIPT_LOADERS } }),
    // `@docusaurus/*` imports read their module from a global the page supplies (components/mdx/docusaurus/).
    globals: mdxBundlerGlobals(),
  } satisfies MDXOptions;
}

/** Each docs version's URL base, by name. */
export const versionBasesOf = (versions: readonly { name: string; path: string }[]): Map<string, string> => new Map(versions.map((v) => [v.name, v.path]));
