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

export const normaliseSource = (text: string) => text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');

/** The `format:` key of a source's front matter, when it has a valid one. */
export function frontMatterFormatOf(source: string): MarkdownFormat | undefined {
  const value = splitFrontMatter(source).data.format;
  return (MARKDOWN_FORMATS as readonly string[]).includes(String(value)) ? (value as MarkdownFormat) : undefined;
}

