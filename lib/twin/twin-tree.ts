import type { Blockquote, Code, Heading, Html, List, ListItem, Paragraph, PhrasingContent, Root, RootContent, Table, TableRow, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { admonitionKind, ADMONITION_LABELS } from '../content/admonition-label';
import { codeTitleFromMeta } from '../content/rehype-code-title';
import { applyMagicComments, type MagicComment } from '../content/shiki-code-lines';
import { headingsOf, type TocItem } from '../content/toc';
import type { ScoreMeta } from '../music/humdrum';
import { scoreLabel } from '../music/label';
import { scoreMidiUrl } from '../music/score-urls';
import { tabValues } from '../tabs/tabs';
import { interpolate } from '../content/docusaurus-base-url';
import { expressionText, isJsx, propOf, staticFileOf, stringProp, type ImportedData, type JsxElement } from './jsx';
import { elementMarkdown, isPhrasing, rendersAsElement } from './element-markdown';
import type { LinkResolver } from './urls';

/** A link the twin lists in place of a component (a doc card, a table of contents entry). */
export interface TwinLink {
  label: string;
  href: string;
  description?: string;
}

/** A table the twin writes as GFM: header cells, then rows of cells as plain text. */
export interface TwinTable {
  header: string[];
  rows: string[][];
}

/** A section of headings, text and tables that a component renders from data (the Parameter reference). */
export interface TwinSection {
  depth: number;
  title: string;
  text?: { before: string; link: TwinLink; after: string };
  table?: TwinTable;
}

/** What the site's data-driven components show, given by the caller so that this module stays pure. */
export interface TwinComponents {
  ParameterTable?: (key: string) => TwinTable;
  ParameterReference?: () => TwinSection[];
  /** The cards `<DocCardList />` shows on this page. */
  DocCardList?: () => TwinLink[];
  /** The records of the score `<Score src>` names, which the page's caption is made from. */
  Score?: (src: string) => ScoreMeta;
}

export interface TwinTreeContext {
  resolveLink: LinkResolver;
  components: TwinComponents;
  magicComments?: readonly MagicComment[];
  /** The twin of the partial a component name was imported from, or null when it names none. */
  partial?: (name: string) => RootContent[] | null;
  /** The JSON files the page imports, by name, which its expressions may read (`{versions.latest}`). */
  data?: ImportedData;
}

interface State extends TwinTreeContext {
  headings: TocItem[];
  /** Whether the nodes converted sit in a line of text (a paragraph, heading, link…), not among blocks. */
  phrasing?: boolean;
}

/** Nodes whose children are phrasing content. */
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'tableCell', 'emphasis', 'strong', 'delete', 'link', 'linkReference']);

const text = (value: string): Text => ({ type: 'text', value });
const strong = (children: PhrasingContent[]): PhrasingContent => ({ type: 'strong', children });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const html = (value: string): Html => ({ type: 'html', value });
const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Strong inside a label that is already strong would print as `****`: keep only its text's children. */
function unstrong(nodes: PhrasingContent[]): PhrasingContent[] {
  return nodes.flatMap((n) => (n.type === 'strong' ? unstrong(n.children) : [n]));
}

/**
 * The page's syntax tree with every site construct said in plain Markdown: admonitions as labelled
 * blockquotes, each tab panel as a labelled section, code without magic comments, data components as
 * tables and lists, scores as their name and MIDI link, links absolute. A component the twin does not know keeps its children, or
 * becomes a link when it has none but names a file (`src`, `href`), so new components degrade to
 * their text rather than vanish.
 */
export function twinTree(tree: Root, context: TwinTreeContext): RootContent[] {
  return asFlow(convertAll(tree.children, { ...context, headings: headingsOf(tree) }));
}

function convertAll(nodes: readonly RootContent[], state: State): RootContent[] {
  return nodes.flatMap((node) => convert(node, state));
}

function convert(node: RootContent, state: State): RootContent[] {
  if (isJsx(node)) return convertJsx(node, state);
  // A directive or a plugin's own node, shown as the element its `data` names (a `:::name` container
  // no step rendered is a plain block of its content): that element's Markdown, not the directive.
  if (rendersAsElement(node)) return pluginElement(node, state);
  switch (node.type) {
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression': {
      const value = expressionText(node, state.data);
      return value ? [paragraph([text(value)])] : [];
    }
    case 'mdxTextExpression': {
      // `{' '}`, `{"text"}` and Docusaurus's `{translate({message: 'text'})}` print their text;
      // values read from an imported JSON file print as the page shows them; comments and other
      // computed values print nothing.
      const value = expressionText(node, state.data);
      return value ? [text(value)] : [];
    }
    case 'code':
      return [codeBlock(node, state)];
    case 'link':
    case 'definition':
      return [{ ...node, url: state.resolveLink(node.url), ...('children' in node ? { children: convertAll(node.children, { ...state, phrasing: true }) as PhrasingContent[] } : {}) } as RootContent];
    case 'image':
      return [{ ...node, url: state.resolveLink(node.url) }];
    case 'heading':
      return [headingWithoutTrailingSpace({ ...node, children: convertAll(node.children, { ...state, phrasing: true }) as PhrasingContent[] })];
    default:
      if ('children' in node) return [{ ...node, children: convertAll(node.children as RootContent[], { ...state, phrasing: PHRASING_PARENTS.has(node.type) }) } as RootContent];
      return [node];
  }
}

/** A text directive, or a plugin's own node in a line of text, is phrasing; a leaf or container directive is a block. */
function pluginElement(node: RootContent, state: State): RootContent[] {
  const inline = node.type === 'textDirective' || (node.type !== 'leafDirective' && node.type !== 'containerDirective' && state.phrasing === true);
  const holdsPhrasing = inline || node.type === 'leafDirective';
  return elementMarkdown(node, { convert: (children) => convertAll(children, { ...state, phrasing: holdsPhrasing }), resolveLink: state.resolveLink, asFlow }, inline);
}

/** An inline HTML element written as JSX, as the text directive a plugin would render as it: its name and string props as the element's data. */
function htmlElementNode(node: JsxElement): RootContent {
  const properties = Object.fromEntries(node.attributes.flatMap((a) => (a.type === 'mdxJsxAttribute' && typeof a.value === 'string' ? [[a.name, a.value]] : [])));
  return { type: 'textDirective', name: node.name!, attributes: {}, children: node.children as PhrasingContent[], data: { hName: node.name!, hProperties: properties } } as RootContent;
}

/** A heading whose comment id (`## Title {/* #id *\/}`) was dropped keeps no trailing space. */
function headingWithoutTrailingSpace(node: Heading): Heading {
  const last = node.children[node.children.length - 1];
  if (last?.type === 'text') last.value = last.value.replace(/\s+$/, '');
  if (last?.type === 'text' && !last.value) node.children.pop();
  return node;
}

/** The language and title stay; line highlights, line numbers and magic comments are the page's business. */
function codeBlock(node: Code, state: State): Code {
  const title = node.meta ? codeTitleFromMeta(node.meta) : null;
  const quoted = title === null ? null : title.includes('"') ? `'${title}'` : `"${title}"`;
  return { type: 'code', lang: node.lang ?? null, meta: quoted ? `title=${quoted}` : null, value: applyMagicComments(node.value, state.magicComments).code };
}

function convertJsx(node: JsxElement, state: State): RootContent[] {
  const children = () => convertAll(node.children as RootContent[], state);
  switch (node.name) {
    case 'Admonition':
    case 'Callout':
      return [admonition(node, state)];
    case 'Tabs':
      return tabs(node, state);
    case 'Details':
    case 'details':
      return details(node, state);
    case 'ParameterTable': {
      const key = stringProp(node, 'table');
      return key && state.components.ParameterTable ? [gfmTable(state.components.ParameterTable(key))] : [];
    }
    case 'ParameterReference':
      return (state.components.ParameterReference?.() ?? []).flatMap((section) => referenceSection(section, state));
    case 'DocCardList':
      return [linkList(state.components.DocCardList?.() ?? [], state)];
    case 'TOCInline':
      return tocInline(node, state);
    case 'Score':
      return score(node, state);
    case 'CodeBlock':
      // Code computed at run time (a written-out CodeBlock is already a fence): its text as code.
      return [codeBlock({ type: 'code', lang: stringProp(node, 'language') ?? null, meta: stringProp(node, 'title') ? `title="${stringProp(node, 'title')}"` : null, value: toString(node) }, state)];
    case 'img': {
      const src = stringProp(node, 'src') ?? staticFileOf(node, 'src');
      const alt = stringProp(node, 'alt') ?? '';
      // A source the build computes (an imported file, `require(…)`) is not known here: say what the image shows.
      if (!src) return alt ? [node.type === 'mdxJsxFlowElement' ? paragraph([text(alt)]) : text(alt)] : [];
      return [{ type: 'image', url: state.resolveLink(src), alt, title: stringProp(node, 'title') ?? null }];
    }
    case 'a':
    case 'Link': {
      // Docusaurus's <Link> takes `to` for a page of the site and `href` for another site.
      const target = stringProp(node, 'href') ?? stringProp(node, 'to');
      const content = children();
      if (!target) return content;
      const link: PhrasingContent = { type: 'link', url: state.resolveLink(target), children: content.flatMap((c) => (c.type === 'paragraph' ? c.children : [c as PhrasingContent])) };
      return node.type === 'mdxJsxFlowElement' ? [paragraph([link])] : [link];
    }
    case 'Translate':
      return translated(node);
    case 'br':
      return [{ type: 'break' }];
    case 'style':
    case 'script':
      // An imported stylesheet (remark-stylesheet-imports' <style>) or a script: the page shows no text of it.
      return [];
    default: {
      const partial = node.name ? state.partial?.(node.name) : null;
      if (partial) return node.type === 'mdxJsxFlowElement' ? partial : partial.flatMap((n) => (n.type === 'paragraph' ? n.children : [n]));
      // An HTML element in a line (`<kbd>`, `<code>`, written or made by a plugin) says what the same element a plugin names in `data.hName` says.
      if (node.type === 'mdxJsxTextElement' && node.name && /^[a-z]/.test(node.name)) return pluginElement(htmlElementNode(node), state);
      return unknownComponent(node, state, children());
    }
  }
}

/**
 * Docusaurus's `<Translate values={…}>{'Hello, {name}'}</Translate>`: the message as the page shows
 * it in the site's one language, with each literal value put in its place.
 */
function translated(node: JsxElement): RootContent[] {
  const values = propOf(node, 'values');
  const message = (node.children as RootContent[])
    .map((child) => (child.type === 'text' ? child.value : child.type === 'mdxTextExpression' || child.type === 'mdxFlowExpression' ? expressionText(child) : toString(child)))
    .join('');
  // Only the values written as literals are known here; a computed one keeps its placeholder.
  const literals = Object.entries(values && typeof values === 'object' ? values : {}).filter(([, v]) => typeof v === 'string' || typeof v === 'number');
  const value = interpolate(message, Object.fromEntries(literals));
  if (!value.trim()) return [];
  return node.type === 'mdxJsxFlowElement' ? [paragraph([text(value)])] : [text(value)];
}

function unknownComponent(node: JsxElement, state: State, children: RootContent[]): RootContent[] {
  // A block component's text stays a block: phrasing among blocks would run them together when printed.
  if (children.length > 0 || !node.name || !/^[A-Z]/.test(node.name)) return node.type === 'mdxJsxFlowElement' ? asFlow(children) : children;
  const target = stringProp(node, 'src') ?? stringProp(node, 'href');
  if (!target) return [];
  const label = stringProp(node, 'title') ?? stringProp(node, 'alt') ?? stringProp(node, 'label') ?? node.name;
  const link: PhrasingContent = { type: 'link', url: state.resolveLink(target), children: [text(label)] };
  return [node.type === 'mdxJsxFlowElement' ? paragraph([link]) : link];
}

/**
 * `<Score src>`: the engraved notation cannot be said in Markdown, so the twin gives the score's name
 * as the page's caption gives it, and the MIDI file the page offers (the same URL, from
 * lib/music/score-urls.ts). Without the score's records it can still name the file.
 */
function score(node: JsxElement, state: State): RootContent[] {
  const src = stringProp(node, 'src');
  if (!src) return [];
  const meta = state.components.Score?.(src);
  const description = meta ? scoreLabel(meta, stringProp(node, 'label')) : src;
  const line: PhrasingContent[] = [strong([text('Score:')]), text(` ${description}. `), { type: 'link', url: state.resolveLink(scoreMidiUrl(src)), children: [text('Download MIDI')] }];
  return node.type === 'mdxJsxFlowElement' ? [paragraph(line)] : line;
}

function admonition(node: JsxElement, state: State): Blockquote {
  const label = ADMONITION_LABELS[admonitionKind(stringProp(node, 'type'))];
  const [first, ...rest] = node.children as RootContent[];
  const titled = first && isJsx(first) && first.name === 'AdmonitionTitle';
  const body = titled ? rest : (node.children as RootContent[]);
  const plainTitle = stringProp(node, 'title');
  const title: PhrasingContent[] = titled ? unstrong(convertAll(first.children as RootContent[], state) as PhrasingContent[]) : plainTitle ? [text(plainTitle)] : [];
  const heading = paragraph([strong(title.length ? [text(`${label}: `), ...title] : [text(label)])]);
  return { type: 'blockquote', children: [heading, ...asFlow(convertAll(body, state))] as Blockquote['children'] };
}

/** Phrasing left at flow level (an inline component's text) is wrapped in a paragraph. */
function asFlow(nodes: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  for (const node of nodes) {
    const phrasing = isPhrasing(node);
    const last = out[out.length - 1];
    if (phrasing && last?.type === 'paragraph' && (last as Paragraph & { data?: { wrapped?: boolean } }).data?.wrapped) last.children.push(node as PhrasingContent);
    else if (phrasing) out.push({ type: 'paragraph', children: [node as PhrasingContent], data: { wrapped: true } } as Paragraph);
    else out.push(node);
  }
  return out.filter((n) => !(n.type === 'paragraph' && toString(n).trim() === '' && n.children.every((c) => c.type === 'text')));
}

/**
 * The elements of a name among a component's children. A child written on one line
 * (`<TabItem value="a">Text</TabItem>`) is parsed as inline JSX inside a paragraph, so paragraphs are
 * looked into.
 */
function childElements(node: JsxElement, name: string): JsxElement[] {
  return (node.children as RootContent[]).flatMap((child): JsxElement[] => {
    const candidates: RootContent[] = child.type === 'paragraph' ? child.children : [child];
    return candidates.filter((c): c is JsxElement => isJsx(c) && c.name === name);
  });
}

/** The nodes without `removed`, also when it sits in a paragraph (which goes if nothing else is left). */
function withoutNode(nodes: RootContent[], removed: RootContent | undefined): RootContent[] {
  if (!removed) return nodes;
  return nodes.flatMap((n) => {
    if (n === removed) return [];
    if (n.type !== 'paragraph' || !n.children.includes(removed as PhrasingContent)) return [n];
    const rest = n.children.filter((c) => c !== removed);
    return rest.every((c) => c.type === 'text' && !c.value.trim()) ? [] : [{ ...n, children: rest }];
  });
}

function tabs(node: JsxElement, state: State): RootContent[] {
  const items = childElements(node, 'TabItem');
  const values = propOf(node, 'values');
  const labels = new Map(
    tabValues(
      items.map((item) => ({ value: stringProp(item, 'value'), label: stringProp(item, 'label') })),
      Array.isArray(values) ? (values as { value: string; label?: string }[]) : undefined,
    ).map((t) => [t.value, t.label]),
  );
  return items.flatMap((item) => {
    const value = stringProp(item, 'value') ?? '';
    return [paragraph([strong([text(`Tab: ${labels.get(value) ?? value}`)])]), ...asFlow(convertAll(item.children as RootContent[], state))];
  });
}

function details(node: JsxElement, state: State): RootContent[] {
  const summaryNode = childElements(node, 'summary')[0];
  const summary = stringProp(node, 'summary') ?? (summaryNode ? toString(summaryNode).trim() : 'Details');
  const body = withoutNode(node.children as RootContent[], summaryNode);
  return [html(`<details>\n<summary>${escapeHtml(summary)}</summary>`), ...asFlow(convertAll(body, state)), html('</details>')];
}

function cell(value: string): TableRow['children'][number] {
  return { type: 'tableCell', children: [text(value)] };
}

export function gfmTable(table: TwinTable): Table {
  return {
    type: 'table',
    align: table.header.map(() => null),
    children: [table.header, ...table.rows].map((row) => ({ type: 'tableRow', children: row.map(cell) })),
  };
}

function linkPhrasing(link: TwinLink, state: State): PhrasingContent[] {
  const anchor: PhrasingContent = { type: 'link', url: state.resolveLink(link.href), children: [text(link.label)] };
  return link.description ? [anchor, text(`: ${link.description}`)] : [anchor];
}

function linkList(links: readonly TwinLink[], state: State): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: links.map((link): ListItem => ({ type: 'listItem', spread: false, children: [paragraph(linkPhrasing(link, state))] })),
  };
}

function referenceSection(section: TwinSection, state: State): RootContent[] {
  const out: RootContent[] = [{ type: 'heading', depth: section.depth as Heading['depth'], children: [text(section.title)] }];
  if (section.text) out.push(paragraph([text(section.text.before), ...linkPhrasing(section.text.link, state), text(section.text.after)]));
  if (section.table) out.push(gfmTable(section.table));
  return out;
}

/** `<TOCInline />`: the page's headings between its levels (2 and 3 unless told), nested as on the page. */
function tocInline(node: JsxElement, state: State): RootContent[] {
  const min = Number(propOf(node, 'minHeadingLevel') ?? 2);
  const max = Number(propOf(node, 'maxHeadingLevel') ?? 3);
  const entries = state.headings.filter((h) => h.level >= min && h.level <= max);
  const root: List = { type: 'list', ordered: false, spread: false, children: [] };
  const stack: { level: number; list: List }[] = [{ level: 0, list: root }];
  for (const entry of entries) {
    while (stack.length > 1 && stack[stack.length - 1]!.level >= entry.level) stack.pop();
    const item: ListItem = { type: 'listItem', spread: false, children: [paragraph([{ type: 'link', url: state.resolveLink(`#${entry.id}`), children: [text(entry.text)] }])] };
    stack[stack.length - 1]!.list.children.push(item);
    const nested: List = { type: 'list', ordered: false, spread: false, children: [] };
    item.children.push(nested);
    stack.push({ level: entry.level, list: nested });
  }
  const prune = (list: List) => {
    for (const item of list.children) {
      item.children = item.children.filter((c) => c.type !== 'list' || c.children.length > 0);
      for (const c of item.children) if (c.type === 'list') prune(c);
    }
  };
  prune(root);
  return root.children.length ? [root] : [];
}
