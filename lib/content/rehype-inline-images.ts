import type { Element, ElementContent, Root } from 'hast';
import type { MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

/** The class of an image that shares its line, and of the link that holds it (components/mdx/markdown-extras.css). */
export const INLINE_IMAGE_CLASS = 'image--inline';

type Child = ElementContent | MdxJsxTextElementHast;

const isJsx = (node: Child): node is MdxJsxTextElementHast => node.type === 'mdxJsxTextElement' || (node.type as string) === 'mdxJsxFlowElement';
const nameOf = (node: Child) => (node.type === 'element' ? node.tagName : isJsx(node) ? node.name : null);
const isBlank = (node: Child) => (node.type === 'text' && !node.value.trim()) || node.type === 'comment';
const meaningful = (nodes: readonly Child[]) => nodes.filter((node) => !isBlank(node));

/** The image a child is, or holds as a link's one content (`[![badge](…)](…)`, a zoom link), else null. */
function imageOf(node: Child): Child | null {
  if (nameOf(node) === 'img') return node;
  if (nameOf(node) !== 'a' || !('children' in node)) return null;
  const inside = meaningful(node.children as Child[]);
  return inside.length === 1 && nameOf(inside[0]!) === 'img' ? inside[0]! : null;
}

function addClass(node: Child): void {
  if (node.type === 'element') {
    const classes = node.properties.className;
    node.properties.className = [...(Array.isArray(classes) ? classes : typeof classes === 'string' ? [classes] : []), INLINE_IMAGE_CLASS];
  } else if (isJsx(node)) {
    const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && (a.name === 'className' || a.name === 'class'));
    if (!attribute) node.attributes.push({ type: 'mdxJsxAttribute', name: 'className', value: INLINE_IMAGE_CLASS });
    // A class given as an expression is the page's own: it is left as written.
    else if (typeof attribute.value === 'string') attribute.value = `${attribute.value} ${INLINE_IMAGE_CLASS}`;
  }
}

/**
 * Marks the images of a paragraph that hold more than the image: text around it, or other images (a
 * row of badges, a browser's logo beside its version badge, as READMEs moved in as docs write them).
 * The site draws an image as a centred block of its own, right for an image alone in its paragraph;
 * Docusaurus draws every Markdown image inline, so such a row was broken into a column, one image a
 * line (found on facebook/lexical's devtools page). Marked images stay in their line.
 */
export function rehypeInlineImages() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'p') return;
      const children = meaningful(node.children as Child[]);
      if (children.length < 2) return;
      for (const child of children) {
        const image = imageOf(child);
        if (!image) continue;
        addClass(image);
        if (image !== child) addClass(child);
      }
    });
  };
}
