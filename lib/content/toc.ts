import remarkComment from 'docusaurus-remark-comment';
import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { scanDocusaurusSource } from './docusaurus-source';
import { applyHeadingIds, parseCommonMark } from './remark-docusaurus';

export interface TocItem {
  /** The heading's id, identical to the one the rendered heading has. */
  id: string;
  text: string;
  level: number;
}

export interface TocLevels {
  minLevel: number;
  maxLevel: number;
}

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkComment).use(remarkGfm).use(remarkMath);

/**
 * Every heading of a parsed tree in order, with the id the rendered page gives it: the explicit
 * `{#id}` when there is one, else rehype-slug's slug. One slugger over all headings, h1 included, so
 * duplicate titles get -1, -2 as on the page; rehype-slug does not count headings that have an id.
 */
export function headingsOf(tree: Root): TocItem[] {
  const slugger = new GithubSlugger();
  const headings: TocItem[] = [];
  visit(tree, 'heading', (node: Heading) => {
    const text = toString(node).trim();
    const explicit = (node.data?.hProperties as { id?: string } | undefined)?.id;
    headings.push({ id: explicit ?? slugger.slug(text), text, level: node.depth });
  });
  return headings;
}

/** Every heading of a Markdown (`md`) or MDX source in order. */
export function extractHeadings(source: string, format: 'md' | 'mdx' = 'mdx'): TocItem[] {
  const tree = parseSource(source, format);
  applyHeadingIds(tree);
  return headingsOf(tree);
}

/** A doc's body as the build reads it: Docusaurus's syntax scanned first, then CommonMark or MDX. */
function parseSource(source: string, format: 'md' | 'mdx'): Root {
  const { text } = scanDocusaurusSource(source, format);
  return format === 'md' ? parseCommonMark(text) : (mdxParser.parse(text) as Root);
}

/** The table of contents: headings between the configured levels (spec: 2 to 6). */
export function extractToc(source: string, { minLevel, maxLevel }: TocLevels, format: 'md' | 'mdx' = 'mdx'): TocItem[] {
  return extractHeadings(source, format).filter((h) => h.level >= minLevel && h.level <= maxLevel);
}

/** The text of a "# heading" that opens the body (imports aside), which Docusaurus takes as the title. */
export function leadingTitle(source: string, format: 'md' | 'mdx' = 'mdx'): string | undefined {
  const tree = parseSource(source, format);
  const first = tree.children.find((node) => node.type !== 'mdxjsEsm' && !(node.type === 'html' && /^<!--/.test(node.value)));
  return first?.type === 'heading' && first.depth === 1 ? toString(first).trim() : undefined;
}
