import type { Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

/**
 * What a page's `<head>` (or `@docusaurus/Head`) block says about the page itself, which Docusaurus
 * lets it override (its "Head metadata" feature, through react-helmet, where the page's tag wins):
 * the document title, `<meta>` tags by name or property, and the canonical URL. The build applies
 * them to the page's metadata (lib/seo/head-tags.ts) and takes them out of the body, where they
 * would be a second title, a second canonical link and a second `twitter:card`.
 */
export interface HeadTags {
  title?: string;
  meta: { name?: string; property?: string; content: string }[];
  canonical?: string;
}

type Attributes = Record<string, string>;

/** An element's attributes written as plain strings; null when one is an expression (computed, kept as written). */
function literalAttributes(node: MdxJsxFlowElement): Attributes | null {
  const out: Attributes = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') return null;
    const { name, value } = attribute as MdxJsxAttribute;
    if (value !== null && value !== undefined && typeof value !== 'string') return null;
    out[name] = value ?? '';
  }
  return out;
}

const jsxChildren = (node: { children: unknown[] }) => node.children as RootContent[];

/**
 * The name a page's `@docusaurus/Head` goes by: the local name it is imported under, else `Head`,
 * which Docusaurus's MDX components give every page, unless the page imports another `Head`.
 */
function headName(tree: Root): string | undefined {
  let other = false;
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      if (statement.source.value === '@docusaurus/Head') {
        const local = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name;
        if (local) return local;
      } else if (statement.specifiers.some((s) => s.local.name === 'Head')) other = true;
    }
  }
  return other ? undefined : 'Head';
}

/** The text of a `<title>`: its plain text, or null when it holds an expression. */
function titleText(node: MdxJsxFlowElement): string | null {
  const parts: string[] = [];
  const walk = (children: RootContent[]): boolean =>
    children.every((child) => {
      if (child.type === 'text') return parts.push(child.value) > 0;
      if (child.type === 'paragraph') return walk(jsxChildren(child));
      return false;
    });
  return walk(jsxChildren(node)) ? parts.join('').replace(/\s+/g, ' ').trim() : null;
}

/** What one child of a head block sets, or null when it is left to render as written. */
function headTagOf(node: RootContent, into: HeadTags): boolean {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return false;
  const element = node as MdxJsxFlowElement;
  const attributes = literalAttributes(element);
  if (!attributes) return false;
  switch (element.name) {
    case 'title': {
      const text = titleText(element);
      if (text === null) return false;
      into.title = text;
      return true;
    }
    case 'meta':
      // The page is always UTF-8: a charset tag says nothing new.
      if ('charSet' in attributes || 'charset' in attributes) return true;
      if ((!attributes.name && !attributes.property) || attributes.content === undefined) return false;
      into.meta.push({ ...(attributes.name ? { name: attributes.name } : { property: attributes.property }), content: attributes.content });
      return true;
    case 'link':
      if (attributes.rel !== 'canonical' || !attributes.href) return false;
      into.canonical = attributes.href;
      return true;
    // Classes for <html> and <body> serve a Docusaurus site's own stylesheets, which do not move over;
    // rendered in the body they would be elements where none may be.
    case 'html':
    case 'body':
      return true;
    default:
      return false;
  }
}

/** The head blocks of a page: top-level `<head>` and `@docusaurus/Head` elements. */
function headBlocks(tree: Root): MdxJsxFlowElement[] {
  const head = headName(tree);
  return tree.children.filter((node): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement' && (node.name === 'head' || (head !== undefined && node.name === head)));
}

/**
 * Reads the tags a page's head blocks set, and takes them out of the blocks. A block left with other
 * tags (a `<link rel="alternate">`, a `<script>`) renders them as before; a lower-case `<head>` becomes
 * a fragment, so no `<head>` element lands in the body. The last of two tags of one kind wins, as in
 * react-helmet.
 */
export function takeHeadTags(tree: Root): HeadTags {
  const tags: HeadTags = { meta: [] };
  for (const block of headBlocks(tree)) {
    const kept: RootContent[] = [];
    for (const child of jsxChildren(block)) {
      const inner = child.type === 'paragraph' ? jsxChildren(child) : [child];
      const left = inner.filter((node) => !headTagOf(node, tags) && !(node.type === 'text' && !node.value.trim()));
      if (child.type === 'paragraph') {
        if (left.length > 0) kept.push({ ...child, children: left } as RootContent);
      } else kept.push(...left);
    }
    block.children = kept as MdxJsxFlowElement['children'];
    // A fragment takes no attributes (a `<head>`'s have no meaning in the body anyway).
    if (block.name === 'head') Object.assign(block, { name: null, attributes: [] });
  }
  // One tag per name or property: the last, as react-helmet keeps.
  const byKey = new Map(tags.meta.map((tag) => [tag.name ? `name:${tag.name}` : `property:${tag.property}`, tag]));
  tags.meta = [...byKey.values()];
  return tags;
}

/** Whether a page's head blocks set anything. */
export const hasHeadTags = (tags: HeadTags): boolean => tags.title !== undefined || tags.canonical !== undefined || tags.meta.length > 0;

/** `file.data` after remarkHeadTags. */
export interface HeadTagsData {
  headTags?: HeadTags;
}

/** The remark step that takes a page's head tags out of its body and leaves them in `file.data`. */
export function remarkHeadTags() {
  return (tree: Root, file: { data: unknown }) => {
    (file.data as HeadTagsData).headTags = takeHeadTags(tree);
  };
}
