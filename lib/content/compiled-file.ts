import { isAbsolute, join, relative, sep } from 'node:path';
import type { PluggableList, Processor } from 'unified';
import { VFile } from 'vfile';

/**
 * What a compile's file tells of the content-layer document it belongs to. contentlayer2 compiles a
 * document through mdx-bundler under a made-up entry name and puts the document's raw data on the
 * file; the partials the document imports are compiled with their own path and carry the same data.
 */

/** The path of the source file a compile reads, or undefined for a document compiled under the bundler's made-up entry name. */
export function realSourcePath(path: string | undefined): string | undefined {
  return path && !/_mdx_bundler_entry_point/.test(path) ? path : undefined;
}

/** The document's path under content/, from the content layer's data on the file (a partial's too). */
export function contentSourcePath(file: VFile): string | undefined {
  return (file.data as { rawDocumentData?: { sourceFilePath?: string } }).rawDocumentData?.sourceFilePath;
}

/** A file's data naming the document at `sourceFilePath`, as contentlayer2 gives it and contentSourcePath reads it, for a compile outside the content layer. */
export const contentDocumentData = (sourceFilePath: string) => ({ rawDocumentData: { sourceFilePath } });

declare module 'unified' {
  interface Data {
    /** The path under content/ of the document being compiled (remarkDocumentPath). */
    contentDocumentPath?: string;
  }
}

/**
 * The document's path under content/, known before its compile parses it. contentlayer2 gives a
 * compile the document's raw data only through the remark step it puts first
 * (`addRawDocumentToVFile`, @contentlayer2/core's markdown/mdx.js), which copies the data onto the
 * file after parsing; run on a scratch file, that step tells the path at once.
 */
export function documentPathOfSteps(remarkPlugins: PluggableList | null | undefined): string | undefined {
  return contentSourcePath(scratchFileOfSteps(remarkPlugins));
}

/** The document's raw data that contentlayer2's first step puts on a compile's file (see documentPathOfSteps). */
export const documentDataOfSteps = (remarkPlugins: PluggableList | null | undefined): unknown => scratchFileOfSteps(remarkPlugins).data.rawDocumentData;

function scratchFileOfSteps(remarkPlugins: PluggableList | null | undefined): VFile {
  const scratch = new VFile();
  const first = remarkPlugins?.[0];
  if (typeof first !== 'function') return scratch;
  try {
    const transform: unknown = (first as () => unknown)();
    if (typeof transform === 'function') (transform as (tree: undefined, file: VFile) => void)(undefined, scratch);
  } catch {
    // Another step first (a contentlayer2 that no longer leads with its own): no path, and a
    // 'detect' site is told so by its format step (sourceFormat) instead of failing here.
  }
  return scratch;
}

/** Tells the parser (remarkDocusaurusSyntax) the path of the document a compile reads under a made-up name. */
export function remarkDocumentPath(this: Processor, path?: string) {
  if (path) this.data('contentDocumentPath', path);
}

/** A compile's remark steps, headed by the step that names its document (with contentlayer2's data, when they carry it). */
export const withDocumentPath = (remarkPlugins: PluggableList | null | undefined): PluggableList => [
  [remarkDocumentPath, documentPathOfSteps(remarkPlugins)],
  ...(remarkPlugins ?? []),
];

/**
 * A partial's path under content/: the content layer compiles an imported partial with its own path
 * but the importing doc's data, and a partial's files are beside the partial, as in Docusaurus. A doc
 * itself is compiled under a made-up name (null here: its data names it).
 */
export function partialSourceOf(file: VFile, root: string): string | null {
  const real = realSourcePath(file.path);
  if (!real) return null;
  const path = relative(join(root, 'content'), real);
  return path.startsWith('..') || isAbsolute(path) ? null : path.split(sep).join('/');
}
