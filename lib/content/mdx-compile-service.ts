import type { OnLoadResult } from 'esbuild';
import type { MDXOptions } from 'contentlayer2/core';
import { documentCompileOptions, loadStepOf, mdxBundlerSteps, postableLoadResult } from './document-compile';
import { takeRecordedPageFacts, type PageFacts } from './page-facts';

/** One MDX file for a compile worker: what esbuild's load step was given, and the document it belongs to. */
export interface CompileRequest {
  id: number;
  path: string;
  /** The text mdx-bundler holds in memory (the document's own); a partial's is read from `path`. */
  contents?: string;
  /** contentlayer2's raw data of the document (a partial's compile carries its importer's). */
  document: unknown;
}

/**
 * A compile's answer: esbuild's load result, and what the compile's steps recorded in this thread's
 * modules that the content layer reads later in its own. Of the pipeline's module state
 * (lib/content/mdx-plugins.ts and what it imports), only the page facts are read after the compile
 * (by the computed fields); the rest are caches of what a compile reads (image sizes, a source's
 * imports, the Mermaid renderer, directives as written), which give the same answers in any thread.
 * The pipeline writes no file and prints nothing; its warnings are esbuild's messages, in the result.
 */
export type CompileResponse = { id: number; result: OnLoadResult; pageFacts: [string, PageFacts][] } | { id: number; error: string };

/** Compiles each request as @mdx-js/esbuild would in contentlayer2's build, with `mdx` as contentlayer.config.ts gives it. */
export async function compileService(mdx: MDXOptions): Promise<(request: CompileRequest) => Promise<CompileResponse>> {
  const steps = await mdxBundlerSteps();
  return async ({ id, path, contents, document }) => {
    try {
      const load = loadStepOf(steps.mdxEsbuild(documentCompileOptions(mdx, document, steps)));
      const result = (await load({ path, pluginData: contents === undefined ? undefined : { contents } })) ?? {};
      return { id, result: postableLoadResult(result), pageFacts: takeRecordedPageFacts() };
    } catch (error) {
      takeRecordedPageFacts();
      return { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
  };
}
