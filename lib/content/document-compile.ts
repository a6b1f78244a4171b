import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { CompileOptions } from '@mdx-js/mdx';
import type { MDXOptions } from 'contentlayer2/core';
import type { VFile } from 'vfile';
import type { OnLoadArgs, OnLoadResult, PartialMessage, Plugin, PluginBuild } from 'esbuild';
import type { Plugin as UnifiedPlugin } from 'unified';

/**
 * One document's MDX compile as contentlayer2 has it done, outside contentlayer2: the options
 * mdx-bundler hands @mdx-js/esbuild, and that plugin's load step called without esbuild. The compile
 * workers (scripts/lib/mdx-compile-worker.ts) run it; document-compile.test.ts holds it to what contentlayer2 and
 * mdx-bundler do on the main thread.
 */

/** The name esbuild knows the MDX step by, in mdx-bundler's plugins and in its messages. */
export const MDX_ESBUILD_PLUGIN = '@mdx-js/esbuild';

/** What mdx-bundler adds to a compile: its front matter steps and the esbuild plugin that runs it. */
export interface MdxBundlerSteps {
  remarkFrontmatter: UnifiedPlugin;
  remarkMdxFrontmatter: UnifiedPlugin;
  mdxEsbuild: (options: CompileOptions) => Plugin;
}

/**
 * The modules mdx-bundler loads, resolved from mdx-bundler itself, so that a compile outside it runs
 * the very versions it runs (none of them is the project's own dependency).
 */
export async function mdxBundlerSteps(): Promise<MdxBundlerSteps> {
  const fromBundler = createRequire(createRequire(import.meta.url).resolve('mdx-bundler'));
  const load = (name: string) => import(pathToFileURL(fromBundler.resolve(name)).href) as Promise<Record<string, unknown>>;
  const [frontmatter, mdxFrontmatter, esbuild] = await Promise.all([load('remark-frontmatter'), load('remark-mdx-frontmatter'), load(MDX_ESBUILD_PLUGIN)]);
  return {
    remarkFrontmatter: frontmatter.default as UnifiedPlugin,
    remarkMdxFrontmatter: mdxFrontmatter.default as UnifiedPlugin,
    mdxEsbuild: esbuild.default as MdxBundlerSteps['mdxEsbuild'],
  };
}

/**
 * The compile options of a document: mdx-bundler's (its bundleMDX, dist/index.js), then contentlayer2's
 * steps around the configured ones (@contentlayer2/core's markdown/mdx.js), then the configuration's
 * own `mdxOptions`.
 */
export function documentCompileOptions(mdx: MDXOptions, rawDocumentData: unknown, steps: MdxBundlerSteps): CompileOptions {
  const options: CompileOptions = {
    jsxImportSource: 'react',
    // contentlayer2's data step first, then mdx-bundler's front matter steps, then the configured ones.
    remarkPlugins: [documentDataStep(rawDocumentData), steps.remarkFrontmatter, [steps.remarkMdxFrontmatter, { name: 'frontmatter' }], ...(mdx.remarkPlugins ?? [])],
    rehypePlugins: [...(mdx.rehypePlugins ?? [])],
  };
  return mdx.mdxOptions ? mdx.mdxOptions(options as never) : options;
}

/**
 * contentlayer2's first step (`addRawDocumentToVFile`, @contentlayer2/core's markdown/unified.js),
 * which its package does not export alone: a worker would load all of contentlayer2 (about 1 s) for it.
 */
export const documentDataStep = (rawDocumentData: unknown) => () => (_tree: unknown, file: VFile) => void Object.assign(file.data, { rawDocumentData });

export type LoadStep = (args: Pick<OnLoadArgs, 'path' | 'pluginData'>) => Promise<OnLoadResult | null | undefined>;

/** The load step an esbuild plugin registers, to call without esbuild (the plugin registers no other). */
export function loadStepOf(plugin: Plugin): LoadStep {
  let step: LoadStep | undefined;
  const build = { initialOptions: {}, onLoad: (_options: unknown, callback: LoadStep) => void (step = callback) } as unknown as PluginBuild;
  void plugin.setup(build);
  if (!step) throw new Error(`${plugin.name} registered no load step`);
  return step;
}

/**
 * A load result as a worker can post it. A message's `detail` is the compile's VFileMessage, which
 * structured cloning turns into a bare Error (or refuses, for what its `ancestors` may hold); esbuild
 * only hands `detail` back on a failure's messages, and contentlayer2 prints the failure's text, which
 * is made of each message's text and location.
 */
export function postableLoadResult(result: OnLoadResult): OnLoadResult {
  const bare = (messages: PartialMessage[] | undefined) => messages?.map(({ detail: _detail, ...message }) => message);
  return { ...result, errors: bare(result.errors), warnings: bare(result.warnings) };
}
