/**
 * `npm run dev`'s content process: what `contentlayer2 dev` does (its DevCommand: the configuration
 * watched, the documents compiled again on each change, the error of a change printed and the watch
 * kept), with the configuration compiled as `npm run build` compiles it (configCompileOptions). The
 * command itself takes no esbuild options but `--external`, so a site's own remark plugin loaded
 * relative to site.config.ts, as the README says (`createRequire(import.meta.url)('./src/plugins/x.cjs')`),
 * was looked for in contentlayer2's cache folder and the dev server showed no content.
 */
import { E, pipe, S, T } from '@contentlayer2/utils/effect';
import * as core from 'contentlayer2/core';
import { errorToString } from 'contentlayer2/utils';
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readText } from '../lib/content/dependencies';
import { lastWrittenPage, warmUpDocumentData, type ContentFile } from '../lib/content/dev-warm-up';
import { listFiles } from './lib/export-files';
import { configCompileOptions, CONTENT_OUTPUT_DIR, DOCUMENTS_IN_FLIGHT, mendContentPackage, withDocumentsInFlight } from './lib/content-build';
import { writingOnlyChanges } from './lib/content-writes';

const configPath = resolve('contentlayer.config.ts');

// @contentlayer2/utils/effect re-exports @effect-ts/core, whose types TypeScript cannot see under this
// project's module resolution (see content-build.ts), so each combinator is typed by hand here.
type Effect = unknown;
const stream = S as unknown as {
  chainSwitchMapEitherRight: (f: (config: core.Config) => Effect) => (s: Effect) => Effect;
  tapSkipFirstRight: (f: () => Effect) => (s: Effect) => Effect;
  tap: (f: (either: Effect) => Effect) => (s: Effect) => Effect;
  runDrain: (s: Effect) => Effect;
};
const either = E as unknown as { fold: (onLeft: (error: unknown) => Effect, onRight: (info: core.GenerateInfo) => Effect) => (e: Effect) => Effect };
const effect = T as unknown as { log: (message: string) => Effect; result: (e: Effect) => Effect };
const flow = pipe as unknown as (start: Effect, ...steps: ((value: Effect) => Effect)[]) => Effect;

const run = core.runMain({ tracingServiceName: 'contentlayer-cli', verbose: process.env.CL_DEBUG !== undefined }) as (eff: Effect) => Promise<unknown>;

/** The configuration whose documents are being generated, and the last one the pipeline was warmed with. */
let current: core.Config | undefined;
let warmed: core.Config | undefined;

const watch = flow(
  core.getConfigWatch({ configPath, esbuildOptions: configCompileOptions(configPath) }),
  stream.tapSkipFirstRight(() => effect.log('Contentlayer config change detected. Updating type definitions and data...')),
  stream.chainSwitchMapEitherRight((config) => {
    current = config;
    return core.generateDotpkgStream({ config, verbose: false, isDev: true });
  }),
  stream.tap(
    either.fold(
      (error) => effect.log(errorToString(error as Error)),
      (info) => {
        if (current && current !== warmed) {
          warmed = current;
          setImmediate(warmUp, current);
        }
        return core.logGenerateInfo(info);
      },
    ),
  ),
  stream.runDrain,
);

/**
 * Compiles the page last written, as contentlayer2 compiles a document, and drops the result
 * (lib/content/dev-warm-up.ts). A failure is left for the page's own compile to report: runMain
 * would print it and end the process, so the compile's exit is taken as its result.
 */
function warmUp(config: core.Config): void {
  const page = lastWrittenPage(contentFiles(CONTENT_DIR));
  const mdxString = page && readText(join(CONTENT_DIR, page));
  if (!page || !mdxString) return;
  const compile = core.bundleMDX({ mdxString, options: config.source.options.mdx, contentDirPath: CONTENT_DIR, rawDocumentData: warmUpDocumentData(page) });
  void run(effect.result(compile));
}

/** contentlayer.config.ts's contentDirPath. */
const CONTENT_DIR = 'content';

/** The Markdown and MDX files under `dir`, with their times. */
function contentFiles(dir: string): ContentFile[] {
  try {
    return listFiles(dir)
      .filter((path) => /\.mdx?$/.test(path))
      .map((path) => ({ path, mtimeMs: statSync(join(dir, path)).mtimeMs }));
  } catch {
    return [];
  }
}

mendContentPackage();
await withDocumentsInFlight(DOCUMENTS_IN_FLIGHT, () => writingOnlyChanges(CONTENT_OUTPUT_DIR, () => run(watch)));
