import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { realSourcePath } from './compiled-file';
import { formatOf, frontMatterFormatOf, normaliseSource, type MarkdownFormat, type SourceFormat } from './markdown-format';

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/**
 * The format of a source handed to the MDX parser. A file imported by a doc (a partial) comes with
 * its path. contentlayer2 compiles each document under a made-up `.mdx` name, so for 'detect' the
 * document's source is compared with the `.md` files under `dirs` (read on each call, so a file
 * renamed while `npm run dev` watches is seen at once).
 */
export function sourceFormat(dirs: readonly string[], configFormat: MarkdownFormat = 'mdx'): (source: string, path?: string) => SourceFormat {
  return (source, path) => {
    const frontMatter = frontMatterFormatOf(source);
    if ((frontMatter ?? configFormat) !== 'detect') return formatOf('', frontMatter, configFormat);
    const real = realSourcePath(path);
    if (real) return formatOf(real, 'detect');
    const wanted = normaliseSource(source);
    return dirs.flatMap(markdownFiles).some((file) => normaliseSource(readFileSync(file, 'utf8')) === wanted) ? 'md' : 'mdx';
  };
}
