import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/** Markdown from the OpenAPI description as HTML (raw HTML in it is dropped, not passed through). */
export function markdownToHtml(markdown: string): string {
  return String(unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify).processSync(markdown));
}

/**
 * Shifts headings so the description's top heading is `topLevel` (h2 under the page's h1), keeping
 * their relative levels: heading order stays unbroken whatever level the author started at.
 */
export function demoteHeadings(html: string, topLevel = 2): string {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
  if (levels.length === 0) return html;
  const shift = topLevel - Math.min(...levels);
  return html.replace(/<(\/?)h([1-6])(\s|>)/g, (_, slash: string, level: string, rest: string) => `<${slash}h${Math.min(6, Number(level) + shift)}${rest}`);
}
