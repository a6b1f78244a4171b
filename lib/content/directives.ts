/**
 * Text (`:name[label]{attributes}`) and leaf (`::name[label]{attributes}`) directives, read as
 * Docusaurus 3 reads them with remark-directive, so that a site's remark plugins over
 * `textDirective` and `leafDirective` nodes work here. Containers (`:::name`) are the line scanner's
 * (lib/content/docusaurus-source.ts). A directive that no plugin handled is given back as the text it
 * was written as, as Docusaurus gives back a bare `:name`: prose such as `Note:this` or `host:port`
 * reads as a directive too, and must not change.
 */
import type { Nodes, Paragraph, PhrasingContent, Root, Text } from 'mdast';
import { directiveFromMarkdown, type LeafDirective, type TextDirective } from 'mdast-util-directive';
import { directive } from 'micromark-extension-directive';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';

export type Directive = TextDirective | LeafDirective;
type Parent = { children: Nodes[] };

const COLON = 58;

/**
 * micromark-extension-directive's syntax without its container construct (the only `concrete` one,
 * since a container holds flow content): `:::` lines are the scanner's, which keeps the admonition
 * warnings, and must not read a `:::name` line that the scanner left as prose.
 */
function textAndLeafSyntax(): ReturnType<typeof directive> {
  const { text, flow } = directive();
  const constructs = [flow?.[COLON] ?? []].flat().filter((construct) => !construct.concrete);
  return { text, flow: { [COLON]: constructs } };
}

/** The parser reads text and leaf directives, as remark-directive makes it do (containers aside). */
export function remarkDirectiveSyntax(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(textAndLeafSyntax());
  (data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown());
}

const isDirective = (node: Nodes): node is Directive => node.type === 'textDirective' || node.type === 'leafDirective';

/** What surrounds a directive's label as written: `:name[` and `]{.class}`, or the whole `:name{.class}` without one. */
interface Written {
  open: string;
  close: string;
}

// Kept beside the tree rather than in the node's `data`: a directive with `data` counts as handled
// (Docusaurus's test, which plugins rely on when they set `data.hName`).
const written = new WeakMap<Directive, Written>();

/**
 * Remembers how each directive of a tree parsed from `text` was written, for asWritten: the source
 * before its label's first node and after its last (so `[`, `]` and the attributes keep their
 * spacing and quotes), or the whole directive when the label is empty or absent.
 */
export function recordDirectiveSource(tree: Nodes, text: string): void {
  walk(tree, (node) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    const first = node.children[0]?.position?.start.offset;
    const last = node.children[node.children.length - 1]?.position?.end.offset;
    const labelled = first !== undefined && last !== undefined;
    written.set(node, labelled ? { open: text.slice(start, first), close: text.slice(last, end) } : { open: text.slice(start, end), close: '' });
  });
}

function walk(node: Nodes, visit: (directive: Directive) => void): void {
  if (!('children' in node)) return;
  for (const child of node.children as Nodes[]) {
    if (isDirective(child)) visit(child);
    walk(child, visit);
  }
}

const MARKS = { textDirective: ':', leafDirective: '::' } as const;

/** `:name`, `::name`: how a directive is named in messages. */
export const directiveName = (node: Directive) => `${MARKS[node.type]}${node.name}`;

/** A node no plugin made something of: Docusaurus's test is that nothing set its `data`. */
const isUnused = (node: Directive) => !node.data;

/** Docusaurus gives back a text directive without label or attributes (`Note:this`) without a word. */
const isBare = (node: Directive) => node.type === 'textDirective' && node.children.length === 0 && Object.keys(node.attributes ?? {}).length === 0;

const text = (value: string): Text => ({ type: 'text', value });

/**
 * The node a directive's marks (`:name[`, `]{attributes}`) are given back as: plain text on the page.
 * The Markdown twin gives a text node with `data`, which is never joined to its neighbours, so that its
 * printer can write the marks as typed (lib/twin/mdx-to-markdown.ts).
 */
export type DirectiveMark = (value: string) => Text;

/** A directive's nodes as it was written: its label's nodes between its marks. */
function asWritten(node: Directive, mark: DirectiveMark): PhrasingContent[] {
  // A node a plugin made without parsing has no source: written from its fields instead.
  const { open, close } = written.get(node) ?? { open: `${directiveName(node)}${node.children.length ? '[' : ''}`, close: node.children.length ? ']' : '' };
  return [...(open ? [mark(open)] : []), ...node.children, ...(close ? [mark(close)] : [])];
}

/**
 * Joins neighbouring text nodes, as the parser gives them: React would put a comment between two.
 * A text node with `data` is left apart, since joining would give its data to the other's text.
 */
function joinText(parent: Parent): void {
  parent.children = parent.children.reduce<Nodes[]>((out, node) => {
    const previous = out[out.length - 1];
    if (previous?.type === 'text' && node.type === 'text' && !previous.data && !node.data) {
      out[out.length - 1] = { ...previous, value: previous.value + node.value, position: previous.position && node.position && { start: previous.position.start, end: node.position.end } };
    } else out.push(node);
    return out;
  }, []);
}

/**
 * The children of `parent` with each directive that `restore` picks as its nodes as written (a leaf
 * directive as a paragraph of them), nested ones too. `copy` leaves the tree as it was and returns
 * new parents; otherwise the parents are changed in place.
 */
function restoreIn<T extends Parent>(parent: T, restore: (node: Directive) => boolean, copy: boolean, mark: DirectiveMark = text): T {
  let restored = false;
  const expand = (node: Nodes): Nodes[] => {
    if (isDirective(node) && restore(node)) {
      const nodes = asWritten(node, mark).flatMap(expand);
      if (node.type === 'textDirective') {
        restored = true;
        return nodes;
      }
      const paragraph: Paragraph = { type: 'paragraph', children: nodes as PhrasingContent[], position: node.position };
      joinText(paragraph as Parent);
      return [paragraph];
    }
    return ['children' in node ? restoreIn(node as Parent, restore, copy, mark) : node] as Nodes[];
  };
  const children = parent.children.flatMap(expand);
  const result = copy ? { ...parent, children } : Object.assign(parent, { children });
  if (restored) joinText(result);
  return result;
}

/**
 * Puts each unused text and leaf directive back as the text it was written as (a leaf directive as a
 * paragraph): its label keeps its Markdown, the marks, brackets and attributes are text. Returns the
 * ones Docusaurus warns about, in document order: all but a bare text directive.
 */
export function restoreUnusedDirectives(tree: Root, mark: DirectiveMark = text): Directive[] {
  const reported: Directive[] = [];
  restoreIn(tree as Parent, (node) => {
    if (!isUnused(node)) return false;
    if (!isBare(node)) reported.push(node);
    return true;
  }, false, mark);
  return reported;
}

/**
 * The tree as if no plugin had handled any directive, for what the build reads from a page before
 * the site's plugins run (its title, headings and summary, lib/content/page-facts.ts; an admonition's
 * title). The tree itself is left as it is; it is only copied when it holds a directive.
 */
export function withDirectivesAsWritten<T extends Nodes>(tree: T): T {
  let found = false;
  walk(tree, () => (found = true));
  return found && 'children' in tree ? (restoreIn(tree as Parent, () => true, true) as unknown as T) : tree;
}

/** The check's rule name for an unused directive (lib/checks/authoring.ts). */
export const UNUSED_DIRECTIVE = 'unused-directive';

/**
 * What the check says of a directive no remark plugin handled, with the fix. Docusaurus warns about
 * the same ones (all but a bare `:name`), once per file, and shows each as a block of its label.
 */
export function unusedDirectiveMessage(node: Pick<Directive, 'type' | 'name'>): string {
  const name = directiveName(node as Directive);
  const kind = node.type === 'leafDirective' ? 'leaf' : 'text';
  const escaped = name.replace(/:/g, '\\:');
  return `"${name}" is a ${kind} directive that no remark plugin of site.config.ts handled: it shows as the text it was written as. Render it with a plugin over ${node.type} nodes (README, "MDX plugins"), or, if it is meant as text, escape its colons ("${escaped}").`;
}

/**
 * The last remark step: every text and leaf directive that no step handled goes back to text. With
 * `report` (the authoring check's run), each that Docusaurus would warn about is a message of the file
 * at its place; the compile says nothing, as the bundler would name a temporary file.
 */
export function remarkUnusedDirectives({ report = false, mark = text }: { report?: boolean; mark?: DirectiveMark } = {}) {
  return (tree: Root, file: VFile) => {
    const unused = restoreUnusedDirectives(tree, mark);
    if (report) for (const node of unused) file.message(unusedDirectiveMessage(node), { place: node.position?.start, ruleId: UNUSED_DIRECTIVE });
  };
}
