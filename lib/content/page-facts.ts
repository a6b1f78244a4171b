import type { Heading, Nodes, Parent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { EXIT, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { proseLines } from '../checks/content';
import { contentSourcePath, realSourcePath } from './compiled-file';
import { remarkDocusaurusSyntax } from './remark-docusaurus';
import { withDirectivesAsWritten } from './directives';
import { headingsOf, type TocItem } from './toc';
import { isInfimaClass } from './infima';
import type { HeadTags, HeadTagsData } from './head-tags';

/**
 * What the build reads from a page's body besides its rendering: taken from the tree of the page's
 * one MDX compile (remarkPageFacts), as Docusaurus's contentTitle and toc remark plugins do, so the
 * title, the table of contents and the rendered heading ids cannot disagree.
 */
export interface PageFacts {
  /** The text of the body's content title (contentTitleHeading), which Docusaurus takes as the page's title. */
  contentTitle?: string;
  /** Every heading in order, with the id the rendered page gives it. */
  headings: TocItem[];
  /** The prose, for reading time and word counts: code, math, imports, expressions and images left out. */
  plainText: string;
  /**
   * The text of the body's first paragraph (or, with none, ''): what Docusaurus describes a page by when
   * its front matter has no description.
   */
  firstParagraph: string;
  /** The Infima utility classes its markup uses (lib/content/infima.ts), sorted, each once. */
  infimaClasses: string[];
  /** What its `<head>` block sets (lib/content/head-tags.ts), recorded by the compile. */
  headTags?: HeadTags;
}

/** Nodes whose content is no prose. */
const NOT_PROSE = new Set(['code', 'math', 'inlineMath', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'image', 'imageReference', 'definition', 'yaml', 'toml']);
/** Nodes inside a line of text: their words run on without a break. */
const PHRASING = new Set(['emphasis', 'strong', 'delete', 'link', 'linkReference', 'mdxJsxTextElement']);

function collectProse(node: Nodes, out: string[]): void {
  if (NOT_PROSE.has(node.type)) return;
  if (node.type === 'text' || node.type === 'inlineCode') {
    out.push(node.value);
    return;
  }
  // An admonition's title is an attribute of the element remarkDocusaurusSyntax makes.
  if (node.type === 'mdxJsxFlowElement' && node.name === 'Admonition') {
    const title = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'title')?.value;
    if (typeof title === 'string') out.push(' ', title, ' ');
  }
  if ('children' in node) for (const child of node.children) collectProse(child as Nodes, out);
  if (!PHRASING.has(node.type)) out.push(' ');
}

/** The facts of a parsed body (after remarkDocusaurusSyntax: admonitions grouped, `{#id}`s applied). */
export function pageFactsOf(parsed: Root): PageFacts {
  // Read before the site's plugins run: a directive counts as the text it was written as.
  const tree = withDirectivesAsWritten(parsed);
  const title = contentTitleHeading(tree);
  const prose: string[] = [];
  collectProse(tree, prose);
  return {
    contentTitle: title && toString(title.heading).trim(),
    headings: headingsOf(tree),
    plainText: oneLine(prose),
    firstParagraph: firstParagraphText(tree),
    infimaClasses: infimaClassesOf(tree),
  };
}

/**
 * The heading Docusaurus 3 takes as a page's title (its mdx-loader's contentTitle step): the body's
 * first heading in document order, at any depth, when it is an h1 and no thematic break (`---`) comes
 * before it. An introduction may precede it; a `## heading` first means the page has none.
 */
export function contentTitleHeading(tree: Root): { heading: Heading; parent: Parent; index: number } | undefined {
  let found: { heading: Heading; parent: Parent; index: number } | undefined;
  visit(tree, (node) => node.type === 'heading' || node.type === 'thematicBreak', (node, index, parent) => {
    if (node.type === 'heading' && node.depth === 1 && parent && index !== undefined) found = { heading: node, parent, index };
    return EXIT;
  });
  return found;
}

/** Takes the content title out of the body, as Docusaurus does for a blog post, whose title its header shows. */
export function removeContentTitle(tree: Root): void {
  const title = contentTitleHeading(tree);
  title?.parent.children.splice(title.index, 1);
}

/** The classes of its elements: a JSX element's `className` (or `class`), and `class` in raw HTML. */
function classNamesOf(node: Nodes, out: string[]): void {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    for (const attribute of node.attributes) {
      if (attribute.type === 'mdxJsxAttribute' && (attribute.name === 'className' || attribute.name === 'class') && typeof attribute.value === 'string') out.push(...attribute.value.split(/\s+/));
    }
  }
  if (node.type === 'html') for (const match of node.value.matchAll(/\sclass(?:Name)?=["']([^"']*)["']/g)) out.push(...match[1]!.split(/\s+/));
  if ('children' in node) for (const child of node.children) classNamesOf(child as Nodes, out);
}

function infimaClassesOf(tree: Root): string[] {
  const names: string[] = [];
  classNamesOf(tree, names);
  return [...new Set(names)].filter(isInfimaClass).sort();
}

const oneLine = (parts: readonly string[]) => parts.join('').replace(/\s+/g, ' ').trim();

/** The prose of the first top-level paragraph that has any (an image alone, say, has none). */
function firstParagraphText(tree: Root): string {
  for (const node of tree.children) {
    if (node.type !== 'paragraph') continue;
    const prose: string[] = [];
    collectProse(node, prose);
    const text = oneLine(prose);
    if (text) return text;
  }
  return '';
}

const readerOf = (format: 'md' | 'mdx') => unified().use(remarkParse).use(remarkMdx).use(remarkDocusaurusSyntax, { format: () => format }).use(remarkGfm).use(remarkMath);
const readers = { mdx: readerOf('mdx'), md: readerOf('md') };

/**
 * The facts of a body read on its own, as the compile reads it: for tools that check sources without
 * building them (the Vital reference check, the content's word counts). The build takes them from
 * its compile instead (compiledPageFacts).
 */
export function factsOfSource(source: string, format: 'md' | 'mdx' = 'mdx'): PageFacts {
  const reader = readers[format];
  return pageFactsOf(reader.runSync(reader.parse(source)) as Root);
}

/**
 * The ids of a body's headings read from its ATX heading lines alone (outside code fences): a small
 * part of a long page to parse (the Vital reference check read eight long pages whole on every
 * build). It can differ from factsOfSource, which a caller confirms with: a line that reads as a
 * heading inside an HTML block or a JSX expression is counted, a setext heading or one in a quote is not.
 */
export function headingIdsFromHeadingLines(body: string): string[] {
  const lines = body.split('\n');
  const headings = proseLines(body).flatMap(({ line }) => (/^ {0,3}#{1,6}[ \t]/.test(lines[line - 1]!) ? [lines[line - 1]!] : []));
  return factsOfSource(headings.join('\n\n')).headings.map((heading) => heading.id);
}

// Filled by the compiles of this process: the content layer compiles a document's body before it
// resolves the document's computed fields, in the same process.
const compiled = new Map<string, PageFacts>();

/** The remark step that records each document's facts from its compile (not a partial's: it has a file of its own). */
export function remarkPageFacts() {
  return (tree: Root, file: VFile) => {
    const path = realSourcePath(file.path) ? undefined : contentSourcePath(file);
    if (path) compiled.set(path, { ...pageFactsOf(tree), headTags: (file.data as HeadTagsData).headTags });
  };
}

/**
 * The facts recorded by the compile of the document at `sourceFilePath` (relative to content/). An
 * empty body is never compiled (contentlayer2 skips it), and has none.
 */
export function compiledPageFacts(sourceFilePath: string, body: string): PageFacts {
  const facts = compiled.get(sourceFilePath);
  if (facts) return facts;
  if (body.trim() === '') return { headings: [], plainText: '', firstParagraph: '', infimaClasses: [] };
  throw new Error(
    `content/${sourceFilePath}: its MDX compile recorded no title or headings. remarkPageFacts must be in the content layer's remark plugins (lib/content/mdx-plugins.ts), and the content layer must compile a document before it resolves its computed fields.`,
  );
}

/**
 * The facts recorded since the last call, taken out: a compile worker (scripts/lib/mdx-compile-worker.ts) sends
 * them back with its compile's code, to the thread whose computed fields read them.
 */
export function takeRecordedPageFacts(): [string, PageFacts][] {
  const recorded = [...compiled];
  compiled.clear();
  return recorded;
}

/** Facts a compile worker recorded, as if this thread's compile had recorded them. */
export function restorePageFacts(recorded: readonly (readonly [string, PageFacts])[]): void {
  for (const [path, facts] of recorded) compiled.set(path, facts);
}
