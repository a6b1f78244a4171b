import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/** Markdown from the OpenAPI description as HTML (raw HTML in it is dropped, not passed through). */
export function markdownToHtml(markdown: string): string {
  return String(unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify).processSync(markdown));
}

/** Moves every heading one level down, so a description's headings sit under the page's h1. */
export function demoteHeadings(html: string): string {
  return html.replace(/<(\/?)h([1-5])(\s|>)/g, (_, slash: string, level: string, rest: string) => `<${slash}h${Number(level) + 1}${rest}`);
}
