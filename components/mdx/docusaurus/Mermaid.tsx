/**
 * `@theme/Mermaid` and ```` ```mermaid ```` fences: lib/content/remark-mermaid.ts draws the diagram at
 * build time and passes the finished SVG, which follows the colour mode through CSS variables.
 */
export function Mermaid({ svg }: { svg?: string; value?: string }) {
  if (!svg) throw new Error('<Mermaid> reached the page without its drawing: the MDX pipeline (lib/content/remark-mermaid.ts) did not run on this file.');
  return <div className="mermaid" dangerouslySetInnerHTML={{ __html: svg }} />;
}
