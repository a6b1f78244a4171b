import { infimaStylesheet } from '@/lib/content/infima';

/**
 * The rules of the Infima classes a page's Markdown uses (lib/content/infima.ts), for a page moved from
 * a Docusaurus site. React puts the element in the document's `<head>`, once however many parts of
 * the page ask for the same classes (a blog list's excerpts); a page that uses none gets nothing.
 */
export function InfimaStyles({ classes }: { classes: readonly string[] }) {
  const css = infimaStylesheet(classes);
  if (!css) return null;
  return (
    // The href names the rules, without spaces: React and the page payloads step read it as one word.
    <style href={`infima:${[...classes].sort().join(',')}`} precedence="infima">
      {css}
    </style>
  );
}
