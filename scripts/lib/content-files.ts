import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { excludedContent } from '../../site.variant';
import { listFiles } from './export-files';

/**
 * The Markdown and MDX files under `folders` (from the content folder `dir`: each docs version's and the
 * blog's), as paths from `dir`, sorted: partials and what `exclude` names among them, but not other
 * site variants' own folders, which this build never reads (contentDirExclude in contentlayer.config.ts).
 */
export function markdownFilesOf(dir: string, folders: readonly string[]): string[] {
  const under = (folder: string) =>
    existsSync(join(dir, folder))
      ? listFiles(join(dir, folder))
          .filter((file) => /\.mdx?$/.test(file))
          .map((file) => `${folder}/${file}`)
      : [];
  return folders
    .flatMap(under)
    .filter((path) => !excludedContent.some((variantDir) => path.startsWith(`${variantDir}/`)))
    .sort((a, b) => a.localeCompare(b));
}
