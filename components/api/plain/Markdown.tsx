/**
 * A description or summary of the API description, rendered to HTML at build time
 * (lib/api/markdown.ts: CommonMark with GFM, raw HTML dropped). `inline` drops a lone paragraph so
 * the text can sit in a table cell or a line.
 */
import { unwrapParagraph } from '@/lib/api/markdown';

export function Markdown({ source, html, inline = false, className }: { source: string | undefined; html: Map<string, string>; inline?: boolean; className?: string }) {
  if (!source) return null;
  const rendered = html.get(source);
  // Every text is rendered before the page is; a miss is a bug in lib/api/plain-reference.ts.
  if (rendered === undefined) throw new Error(`No rendered Markdown for "${source.slice(0, 60)}"`);
  if (inline) return <span className={className} dangerouslySetInnerHTML={{ __html: unwrapParagraph(rendered) }} />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: rendered }} />;
}
