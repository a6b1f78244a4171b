import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

export interface TocItem {
  /** The heading's id, identical to the one rehype-slug gives the rendered heading. */
  id: string;
  text: string;
  level: number;
}

export interface TocLevels {
  minLevel: number;
  maxLevel: number;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkMath);

/** Every heading of an MDX source in order, with the id the rendered page gives it. */
export function extractHeadings(source: string): TocItem[] {
  const tree = parser.parse(source) as Root;
  // One slugger over all headings, h1 included, so duplicate titles get -1, -2 as on the page.
  const slugger = new GithubSlugger();
  const headings: TocItem[] = [];
  visit(tree, 'heading', (node: Heading) => {
    const text = toString(node).trim();
    headings.push({ id: slugger.slug(text), text, level: node.depth });
  });
  return headings;
}

/** The table of contents: headings between the configured levels (spec: 2 to 6). */
export function extractToc(source: string, { minLevel, maxLevel }: TocLevels): TocItem[] {
  return extractHeadings(source).filter((h) => h.level >= minLevel && h.level <= maxLevel);
}

/** The text of a "# heading" that opens the body (imports aside), which Docusaurus takes as the title. */
export function leadingTitle(source: string): string | undefined {
  const tree = parser.parse(source) as Root;
  const first = tree.children.find((node) => node.type !== 'mdxjsEsm' && !(node.type === 'html' && /^<!--/.test(node.value)));
  return first?.type === 'heading' && first.depth === 1 ? toString(first).trim() : undefined;
}
