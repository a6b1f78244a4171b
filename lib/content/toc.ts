import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

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

/** The table of contents: the headings between the configured levels (spec: 2 to 6). */
export function tocOf(headings: readonly TocItem[], { minLevel, maxLevel }: TocLevels): TocItem[] {
  return headings.filter((h) => h.level >= minLevel && h.level <= maxLevel);
}
