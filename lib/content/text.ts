import { splitFrontMatter } from '../schema/split-front-matter';

/**
 * Plain text of an MDX source, for reading time and word counts: code blocks, imports, JSX tags,
 * expressions and Markdown syntax removed, link text kept.
 */
export function plainTextOfMdx(source: string): string {
  return splitFrontMatter(source)
    .body
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/^(import|export)\s.*$/gm, ' ')
    // Admonition fences (`:::tip Title`): the title is text, the keyword and colons are not.
    .replace(/^\s*:{3,}[A-Za-z]*\[?([^\]\n]*)\]?.*$/gm, ' $1 ')
    .replace(/\{#[^{}\s]+\}/g, ' ')
    .replace(/\$\$[\s\S]*?\$\$/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/[#>*_|~-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** `{/* truncate *\/}` in MDX or `<!-- truncate -->` marks the end of a blog post's excerpt. */
export const TRUNCATE_MARKER = /^\s*(\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->)\s*$/m;

export function hasTruncateMarker(source: string): boolean {
  return TRUNCATE_MARKER.test(source);
}

/** The part of a post before its truncate marker, or the whole post when it has none. */
export function excerptSource(source: string): string {
  const match = TRUNCATE_MARKER.exec(source);
  return match ? source.slice(0, match.index) : source;
}
