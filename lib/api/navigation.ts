import { AUTHENTICATION_ANCHOR, MODELS_ANCHOR, tagAnchor } from './anchors';
import type { MarkdownHeading } from './markdown';
import { outlineTags, type ApiOutline } from './outline';

/** One entry of the reference's navigation: the desktop column and the phone's "On this page". */
export interface NavEntry {
  anchor: string;
  label: string;
  /** An operation's method, shown as a badge before its summary. */
  method?: string;
  children: NavEntry[];
}

/** The anchor of the introduction when the description opens with text rather than a heading. */
export const INTRODUCTION_ANCHOR = 'introduction';

/** Whether the description has text before its first heading (or no heading at all). */
export function introductionNeedsAnchor(descriptionHtml: string): boolean {
  return descriptionHtml.trim() !== '' && !/^<h[1-6][\s>]/.test(descriptionHtml.trim());
}

function introEntries(headings: MarkdownHeading[], descriptionHtml: string): NavEntry[] {
  const entries: NavEntry[] = introductionNeedsAnchor(descriptionHtml) ? [{ anchor: INTRODUCTION_ANCHOR, label: 'Introduction', children: [] }] : [];
  const top = Math.min(...headings.map((h) => h.level));
  for (const h of headings) {
    const entry = { anchor: h.id, label: h.text, children: [] };
    const parent = entries.at(-1);
    // Deeper headings nest under the last top one; levels below the next are not listed.
    if (h.level === top || !parent) entries.push(entry);
    else if (h.level === top + 1) parent.children.push(entry);
  }
  return entries;
}

/** Introduction, authentication, each tag with its operations, then the models. */
export function apiNavigation(outline: ApiOutline, intro: { headings: MarkdownHeading[]; html: string }): NavEntry[] {
  return [
    ...introEntries(intro.headings, intro.html),
    ...(outline.securitySchemes.length > 0 ? [{ anchor: AUTHENTICATION_ANCHOR, label: 'Authentication', children: [] }] : []),
    ...outlineTags(outline).map((tag) => ({
      anchor: tagAnchor(tag.name),
      label: tag.name,
      children: outline.operations.filter((op) => op.tag === tag.name).map((op) => ({ anchor: op.anchor, label: op.summary || `${op.method} ${op.path}`, method: op.method, children: [] })),
    })),
    ...(outline.schemas.length > 0 ? [{ anchor: MODELS_ANCHOR, label: 'Models', children: outline.schemas.map((s) => ({ anchor: s.anchor, label: s.name, children: [] })) }] : []),
  ];
}

/** Every anchor the navigation links to, nested ones included. */
export function navigationAnchors(entries: NavEntry[]): string[] {
  return entries.flatMap((e) => [e.anchor, ...navigationAnchors(e.children)]);
}
