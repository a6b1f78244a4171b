import * as core from 'contentlayer2/core';
import type { OnLoadResult } from 'esbuild';
import { bundleMDX } from 'mdx-bundler';
import type { PluggableList } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { contentMdxOptions, contentPipelineOf } from './content-mdx';
import { documentCompileOptions, documentDataStep, mdxBundlerSteps } from './document-compile';
import { compileService } from './mdx-compile-service';
import { withCompilePool } from './mdx-compile-pool';
import { compiledPageFacts, restorePageFacts } from './page-facts';
import { siteConfig } from '../site/config';

const run = core.runMain({ tracingServiceName: 'test', verbose: false });
const rawDocumentData = { sourceFilePath: 'docs/probe.mdx', sourceFileName: 'probe.mdx', sourceFileDir: 'docs', contentType: 'mdx', flattenedPath: 'docs/probe' };

/** A body compiled by contentlayer2's own bundleMDX (mdx-bundler, esbuild), with `options` as contentlayer.config.ts gives them. */
const bundle = (mdxString: string, options: core.MDXOptions) => run(core.bundleMDX({ mdxString, options: options as never, contentDirPath: 'content', rawDocumentData: rawDocumentData as never })) as Promise<string>;

/**
 * The same through mdx-bundler alone, as contentlayer2's bundleMDX calls it: its runtime ends the
 * process on an error, where this throws esbuild's failure, which contentlayer2 prints.
 */
const bundleFailing = (source: string, { remarkPlugins = [], rehypePlugins = [], mdxOptions = (o) => o, ...options }: core.MDXOptions) =>
  bundleMDX({
    ...options,
    source,
    mdxOptions: (opts) => mdxOptions({ ...opts, remarkPlugins: [core.addRawDocumentToVFile(rawDocumentData as never), ...(opts.remarkPlugins ?? []), ...remarkPlugins], rehypePlugins: [...(opts.rehypePlugins ?? []), ...rehypePlugins] }),
  });

const dataOf = (step: PluggableList[number]) => {
  const file = new VFile();
  (step as () => (tree: undefined, file: VFile) => void)()(undefined, file);
  return file.data;
};

describe("a document's compile outside contentlayer2", () => {
  it('has the options contentlayer2 and mdx-bundler give @mdx-js/esbuild', { timeout: 30_000 }, async () => {
    const remark = () => undefined;
    const rehype = () => undefined;
    let given: Record<string, unknown> = {};
    await bundle('# Probe', { remarkPlugins: [remark], rehypePlugins: [rehype], mdxOptions: (options) => (given = { ...options }) as never });
    const composed = documentCompileOptions({ remarkPlugins: [remark], rehypePlugins: [rehype], mdxOptions: (options) => options }, rawDocumentData, await mdxBundlerSteps()) as Record<string, unknown>;
    const [firstGiven, ...restGiven] = given.remarkPlugins as PluggableList;
    const [firstComposed, ...restComposed] = composed.remarkPlugins as PluggableList;
    expect(restComposed).toEqual(restGiven);
    expect(dataOf(firstComposed!)).toEqual(dataOf(firstGiven!));
    expect(dataOf(documentDataStep(rawDocumentData))).toEqual(dataOf(core.addRawDocumentToVFile(rawDocumentData as never)));
    expect(composed.rehypePlugins).toEqual(given.rehypePlugins);
    expect({ ...composed, remarkPlugins: [], rehypePlugins: [] }).toEqual({ ...given, remarkPlugins: [], rehypePlugins: [] });
  });

  it("gives the same code, the same page facts and the same errors as the compile in contentlayer2's thread", { timeout: 60_000 }, async () => {
    const mdx = contentMdxOptions(contentPipelineOf(siteConfig, new Map()));
    const service = await compileService(mdx);
    // The pool's part without its threads: the request goes to the service, its facts come back here.
    const inProcess = {
      compile: async (request: { path: string; contents?: string; document: unknown }): Promise<OnLoadResult> => {
        const response = await service({ ...request, id: 1 });
        if ('error' in response) throw new Error(response.error);
        restorePageFacts(response.pageFacts);
        return response.result;
      },
    };
    const inThread = { compile: (_request: unknown, compile: () => Promise<OnLoadResult | null | undefined>) => compile() };
    const body = '# Probe\n\n## A heading {#custom}\n\nSome *text* with `code` and $x^2$.\n\n```ts title="a.ts"\nconst a = 1; // [!code highlight]\n```\n\n:::tip\n\nA tip.\n\n:::\n';

    const here = await bundle(body, withCompilePool(mdx, inThread));
    const factsHere = compiledPageFacts(rawDocumentData.sourceFilePath, body);
    restorePageFacts([[rawDocumentData.sourceFilePath, { headings: [], plainText: '', firstParagraph: '', infimaClasses: [] }]]);
    const there = await bundle(body, withCompilePool(mdx, inProcess));
    // The UUID of mdx-bundler's made-up entry name is in no part of the code.
    expect(there).toBe(here);
    expect(compiledPageFacts(rawDocumentData.sourceFilePath, body)).toEqual(factsHere);
    expect(factsHere.headings.map((heading) => heading.id)).toEqual(['probe', 'custom']);

    const broken = '# Probe\n\nText <div>unclosed\n';
    const errorOf = (promise: Promise<unknown>) => promise.then(() => 'compiled', (error: unknown) => String(error));
    const [errorHere, errorThere] = [await errorOf(bundleFailing(broken, withCompilePool(mdx, inThread))), await errorOf(bundleFailing(broken, withCompilePool(mdx, inProcess)))];
    const named = (error: string) => error.replace(/_mdx_bundler_entry_point-[0-9a-f-]+/g, 'entry');
    expect(named(errorThere)).toBe(named(errorHere));
    expect(errorHere).toMatch(/_mdx_bundler_entry_point-[0-9a-f-]+\.mdx:3:\d+: ERROR: \[plugin: @mdx-js\/esbuild\]/);
  });
});
