import type { VFile } from 'vfile';

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
