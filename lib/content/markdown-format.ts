import { splitFrontMatter } from '../schema/split-front-matter';

/**
 * How a Markdown source is read, as Docusaurus's `markdown.format` and the `format` front matter say:
 * 'mdx' (Docusaurus's default: every file is MDX), 'md' (CommonMark: braces and a bare `<` are text,
 * HTML is HTML) or 'detect' (by extension: `.md` is CommonMark, anything else MDX).
 */
export const MARKDOWN_FORMATS = ['mdx', 'md', 'detect'] as const;
export type MarkdownFormat = (typeof MARKDOWN_FORMATS)[number];
export type SourceFormat = Exclude<MarkdownFormat, 'detect'>;

/** Docusaurus's rule: the front matter's format, else the configured one; 'detect' goes by extension. */
export function formatOf(path: string, frontMatterFormat: MarkdownFormat | undefined, configFormat: MarkdownFormat = 'mdx'): SourceFormat {
  const chosen = frontMatterFormat ?? configFormat;
  if (chosen !== 'detect') return chosen;
  return /\.(md|markdown|mdown|mkdn|mkd|mdwn|mkdown|ron)$/i.test(path) ? 'md' : 'mdx';
}

/** The `format:` key of a source's front matter, when it has a valid one. */
export function frontMatterFormatOf(source: string): MarkdownFormat | undefined {
  const value = splitFrontMatter(source).data.format;
  return (MARKDOWN_FORMATS as readonly string[]).includes(String(value)) ? (value as MarkdownFormat) : undefined;
}


/**
 * The format of a source handed to the MDX parser: its front matter's, else the configured one, and
 * for 'detect' its extension. `path` is a partial's own, or the document's that contentlayer2 compiles
 * under a made-up name (lib/content/compiled-file.ts).
 */
export function sourceFormat(configFormat: MarkdownFormat = 'mdx'): (source: string, path: string | undefined) => SourceFormat {
  return (source, path) => {
    const frontMatter = frontMatterFormatOf(source);
    if ((frontMatter ?? configFormat) === 'detect' && !path) {
      throw new Error("markdown.format 'detect' reads a file by its extension, and this compile was given no file path. Set `format: md` or `format: mdx` in the file's front matter.");
    }
    return formatOf(path ?? '', frontMatter, configFormat);
  };
}
