import { basename, dirname, extname } from 'node:path/posix';
import { isPartialPath } from './partials';

/**
 * `npm run dev` starts with every unchanged document taken from contentlayer2's cache, so the owner's
 * first save was the content process's first MDX compile: the pipeline's modules loaded, shiki's
 * highlighter and the languages of the page made, all while the owner waited (contentlayer2 took 260
 * to 340 ms to write a first save, 130 to 180 ms for later ones: BENCHMARKS.md, "The first save in
 * `npm run dev`"). The content process now compiles one document once it has started, and throws the
 * result away: the one most recently written, which is the likeliest to be saved next.
 */

/** A Markdown or MDX file under the content folder, with the time it was last written. */
export interface ContentFile {
  /** Its path under the content folder, with `/` between segments. */
  path: string;
  mtimeMs: number;
}

/** The page most recently written: partials are compiled by the pages that import them. */
export function lastWrittenPage(files: readonly ContentFile[]): string | undefined {
  let last: ContentFile | undefined;
  for (const file of files) {
    if (!/\.mdx?$/.test(file.path) || isPartialPath(file.path)) continue;
    if (!last || file.mtimeMs > last.mtimeMs) last = file;
  }
  return last?.path;
}

/**
 * contentlayer2's raw data for a compile of `sourceFilePath`'s text under a name beside it (so that
 * its links, images and imports resolve as the page's own) that no document can have: a partial's.
 * What the compile records by a document's path (its title and headings, lib/content/page-facts.ts)
 * is then never read for a real document, even when the owner saves that page while the warm-up runs.
 */
export function warmUpDocumentData(sourceFilePath: string) {
  const dir = dirname(sourceFilePath);
  const path = `${dir === '.' ? '' : `${dir}/`}_warm-up-${basename(sourceFilePath)}`;
  return {
    sourceFilePath: path,
    sourceFileName: basename(path),
    sourceFileDir: dirname(path),
    contentType: 'mdx',
    flattenedPath: path.slice(0, -extname(path).length),
  };
}
