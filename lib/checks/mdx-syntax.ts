import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { remarkDocusaurusSyntax } from '../content/remark-docusaurus';
import { contentDisplayPath, proseLines } from './content';
import { splitFrontMatter } from '../schema/split-front-matter';

/** The compile's parser for a page read as MDX (lib/content/mdx-plugins.ts), with math as the site reads it. */
const readerOf = (math: boolean) =>
  unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkDocusaurusSyntax, { format: () => 'mdx', math })
    .use(remarkGfm)
    .use(math ? [remarkMath] : []);
const readers = { math: readerOf(true), plain: readerOf(false) };

/** What MDX's parser says when it stops: its reason and where. */
interface ParseFailure {
  reason?: string;
  message?: string;
  line?: number;
  column?: number;
  source?: string;
}

/** What to write instead, by what the parser stopped on. */
function fixFor(failure: ParseFailure, reason: string): string {
  if (/closing tag/i.test(reason)) return 'An HTML element is written as in JSX there: close it (<br />, <img … />) or give it its closing tag.';
  if (/expression/.test(failure.source ?? '') || /acorn|expression|U\+007[BD]/.test(reason))
    return 'A { starts a JavaScript expression there: write a brace of the text as \\{, or put it in backticks.';
  return 'A < starts an element there: write a < of the text (<=, 1<<32) as \\< or &lt;, or put it in backticks.';
}

/**
 * A page that MDX's parser stops on, found before the build, with the file, line and fix: as Docusaurus 3
 * does, the compile reads every page as MDX, `.md` files too, so prose that Docusaurus 2's MDX 1 let
 * through (`1<<32`, `>=, <=,`, `<br>`) fails there. Without this the content build failed under
 * contentlayer2's "possibly a bug in Contentlayer", one error per page and run. Only a page whose
 * prose holds a `{` or a `<` that opens no component is parsed: the others have nothing to stop on
 * but their components, whose mistakes the compile names.
 */
export function mdxSyntaxError(path: string, source: string, math = false): string | null {
  if (!proseLines(source).some(({ text }) => /\{|<(?!\/?[A-Z])/.test(text))) return null;
  // The front matter is YAML, not MDX, as in Docusaurus, which takes it off before MDX reads the page: a
  // description that names an element (`<webview> tags`) is text. Blank lines keep the body's line numbers.
  const { body, lines } = splitFrontMatter(source);
  try {
    readers[math ? 'math' : 'plain'].parse('\n'.repeat(lines) + body);
    return null;
  } catch (error) {
    const failure = error as ParseFailure;
    const reason = (failure.reason ?? failure.message ?? String(error)).replace(/\.?$/, '.');
    const where = failure.column ? ` (column ${failure.column})` : '';
    return (
      `${contentDisplayPath(path)}:${failure.line ?? 1}: the page is not valid MDX${where}: ${reason} Docusaurus 3 and this site read every page as MDX, .md files too. ` +
      `${fixFor(failure, reason)} Or read the file as CommonMark: format: md in its front matter, or markdown: { format: 'detect' } in site.config.ts for every .md file.`
    );
  }
}
