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
