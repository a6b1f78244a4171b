/**
 * A line scanner over a Markdown or MDX source that finds what Docusaurus authors write but
 * Markdown's grammar does not know: `:::type` admonition fences, ```` ```mdx-code-block ```` wrappers and
 * `{#id}` after a heading. It keeps every line where it was (a replaced line becomes blank or keeps its
 * place), so parse errors and warnings still point at the author's line.
 */

import { ADMONITION_TYPES, admonitionType, type AdmonitionType } from './admonition-label';
import { splitFrontMatter } from '../schema/split-front-matter';

const ADMONITION_KEYWORDS = ADMONITION_TYPES.map((t) => `:::${t}`).join(', ');

/**
 * What a `:::name` container no step rendered shows, and how to write an admonition instead: said by
 * the authoring check, or by the compile when the site has remark plugins that might render it.
 */
export const unrenderedContainerMessage = (name: string) =>
  `":::${name}" is no admonition (${ADMONITION_KEYWORDS}): its content shows as a plain block, as Docusaurus shows it, unless a remark plugin of site.config.ts renders the containerDirective node it becomes.`;

/** The containers that are no admonitions, nested ones included, in source order. */
export function directiveContainers(ranges: readonly ContainerRange[]): ContainerRange[] {
  return ranges.flatMap((range) => [...(range.type ? [] : [range]), ...directiveContainers(range.children)]);
}


/**
 * A `:::name` container, as Docusaurus's remark-directive reads it: an admonition when `name` is one of
 * its keywords (`type`), else a container directive that a remark plugin may render (Docusaurus shows
 * an unhandled one as a plain block of its content).
 */
export interface ContainerRange {
  /** The name as written (`:::babel8`, `:::Note`). */
  name: string;
  type: AdmonitionType | null;
  /** The label, `:::name[label]`; for an admonition, also the older `:::note Title`. */
  title: string | null;
  /** `{#id .class key=value}` after the name, as remark-directive reads them. */
  attributes: Record<string, string>;
  /** 1-based lines of the opening and closing fences; the content lies strictly between them. */
  startLine: number;
  endLine: number;
  children: ContainerRange[];
}

export interface SourceProblem {
  line: number;
  message: string;
}

export interface ScannedSource {
  /** The source with fences blanked and heading ids escaped; same number of lines. */
  text: string;
  containers: ContainerRange[];
  warnings: SourceProblem[];
  /**
   * Lines of code blocks marked `reference` whose one line is an address (```js reference⏎https://github.com/…#L5-L20):
   * docusaurus-theme-github-codeblock's, whose code the reader's browser fetches from GitHub.
   */
  codeReferences: number[];
  /** Lines of code blocks marked `live` (```jsx live): @docusaurus/theme-live-codeblock's, an editor with the code's result on Docusaurus. */
  liveCodeBlocks: number[];
  /**
   * Lines of code blocks marked `tab` (```js tab, ```ts tab={"span":2}): docusaurus-remark-plugin-tab-blocks's,
   * which groups neighbouring ones into tabs on a site that runs it as a remark plugin.
   */
  tabCodeBlocks: number[];
  /** ```` ```mermaid ```` blocks: the line of each opening fence and the diagram's text, for the check to try before the build draws them. */
  mermaidBlocks: { line: number; source: string }[];
}

/** A code block's meta holding the key `tab`, bare or with a value (`tab={"span":2}`), as the tab-blocks plugin reads it. */
export const TAB_META = /(?:^|\s)tab(?:=|\s|$)/;
const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const OPENER = /^\s*(:{3,})([A-Za-z][\w-]*)(?:\[([^\]]*)\])?(?:\{([^}]*)\})?[ \t]*(.*?)\s*$/;
const CLOSER = /^\s*(:{3,})\s*$/;
/**
 * A heading line ending in an explicit id: `{#id}`, or the comment forms Docusaurus 3.10 added,
 * `{/* #id *\/}` (valid MDX) and `<!-- #id -->`.
 */
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\s*(?:\{#([^{}\s]+)\}|\{\/\*\s*#([^\s*]+)\s*\*\/\}|<!--\s*#(\S+?)\s*-->)\s*$/;

/** The explicit id at the end of a heading's text (`Title {#my-id}`), and the text without it. */
export function splitHeadingId(text: string): { text: string; id: string | null } {
  const match = /^(.*?)\s*\{#([^{}\s]+)\}\s*$/s.exec(text);
  return match ? { text: match[1] ?? '', id: match[2] ?? null } : { text, id: null };
}

/**
 * A directive's attributes as remark-directive reads them: `#id`, `.class` (several join with a
 * space), `key=value`, `key="quoted value"` and a bare `key` (an empty value).
 */
export function directiveAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(/([#.])([^\s#.="']+)|([^\s#.="']+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?/g)) {
    const [, sigil, shorthand, key, double, single, bare] = match;
    if (sigil === '#') attributes.id = shorthand!;
    else if (sigil === '.') attributes.class = attributes.class ? `${attributes.class} ${shorthand}` : shorthand!;
    else attributes[key!] = double ?? single ?? bare ?? '';
  }
  return attributes;
}

/**
 * @param format 'mdx' escapes `{#id}` so MDX does not read it as an expression; 'md' leaves it
 * (braces are text in CommonMark). Both turn the comment forms of a heading id into `{#id}`.
 */
export function scanDocusaurusSource(source: string, format: 'md' | 'mdx' = 'mdx'): ScannedSource {
  const lines = source.split(/\r?\n/);
  const out = [...lines];
  const warnings: SourceProblem[] = [];
  const roots: ContainerRange[] = [];
  // `hidden`: a closing `:::` that a code block opened inside the container swallowed, for the message.
  const open: { range: ContainerRange; colons: number; hidden?: { closer: number; fence: number; marks: string } }[] = [];
  let fence: { char: string; length: number; line: number; marks: string; diagram?: string[] } | null = null;
  const unwrapped: { char: string; length: number }[] = [];
  const codeReferences: number[] = [];
  const liveCodeBlocks: number[] = [];
  const tabCodeBlocks: number[] = [];
  const mermaidBlocks: { line: number; source: string }[] = [];

  const body = splitFrontMatter(source).lines;
  // The MDX pipeline parses front matter itself; the CommonMark parser does not know it.
  if (format === 'md') for (let i = 0; i < body; i++) out[i] = '';
  for (let i = body; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const lineNo = i + 1;
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[2]![0] === fence.char && fenceMatch[2]!.length >= fence.length && !fenceMatch[3]!.trim()) {
        if (fence.diagram) mermaidBlocks.push({ line: fence.line, source: fence.diagram.join('\n') });
        fence = null;
      } else {
        fence.diagram?.push(line);
        const top = open[open.length - 1];
        const closer = CLOSER.exec(line);
        if (top && !top.hidden && closer && closer[1]!.length >= top.colons && fence.line > top.range.startLine) top.hidden = { closer: lineNo, fence: fence.line, marks: fence.marks };
      }
      continue;
    }
    if (fenceMatch) {
      const marks = fenceMatch[2]!;
      const info = fenceMatch[3]!.trim();
      const wrapper = unwrapped[unwrapped.length - 1];
      if (!info && wrapper && marks[0] === wrapper.char && marks.length >= wrapper.length) {
        unwrapped.pop();
        out[i] = '';
        continue;
      }
      if (/^mdx-code-block\b/.test(info)) {
        // Docusaurus renders the content of an mdx-code-block fence as MDX: drop the fence lines.
        unwrapped.push({ char: marks[0]!, length: marks.length });
        out[i] = '';
        continue;
      }
      fence = { char: marks[0]!, length: marks.length, line: lineNo, marks, ...(/^mermaid(?:\s|$)/.test(info) && { diagram: [] }) };
      if (/(?:^|\s)reference(?:\s|$)/.test(info) && /^\s*https?:\/\/\S+\s*$/.test(lines[i + 1] ?? '')) codeReferences.push(lineNo);
      if (/^\S+\s+(?:.*\s)?live(?:\s|$)/.test(info)) liveCodeBlocks.push(lineNo);
      if (TAB_META.test(info.replace(/^\S+/, ''))) tabCodeBlocks.push(lineNo);
      continue;
    }
    const closer = CLOSER.exec(line);
    if (closer) {
      const top = open[open.length - 1];
      if (top && closer[1]!.length >= top.colons) {
        top.range.endLine = lineNo;
        open.pop();
        out[i] = '';
      }
      continue;
    }
    const opener = OPENER.exec(line);
    if (opener) {
      const name = opener[2]!;
      const type = admonitionType(name);
      const label = opener[3] ?? null;
      const trailing = opener[5]!;
      if (!type && trailing) {
        // Text after the name makes the line no directive for remark-directive: it stays prose.
        warnings.push({ line: lineNo, message: `unknown admonition ":::${name}". Use one of ${ADMONITION_KEYWORDS}.` });
        continue;
      }
      const title = (label ?? (type ? trailing : '')).trim() || null;
      const range: ContainerRange = { name, type, title, attributes: directiveAttributes(opener[4] ?? ''), startLine: lineNo, endLine: lines.length + 1, children: [] };
      (open.length ? open[open.length - 1]!.range.children : roots).push(range);
      open.push({ range, colons: opener[1]!.length });
      out[i] = '';
      continue;
    }
    // Every form becomes `{#id}`, escaped for MDX, which would read it as an expression.
    const heading = HEADING_ID.exec(line);
    if (heading) {
      const id = heading[2] ?? heading[3] ?? heading[4];
      out[i] = format === 'mdx' ? `${heading[1]} \\{#${id}\\}` : `${heading[1]} {#${id}}`;
    }
  }
  for (const { range, hidden } of open) {
    const what = `${range.type ? 'admonition' : 'container'} ":::${range.type ?? range.name}" is never closed`;
    // A code block left open inside it takes its closing line for code: name that, not a missing `:::`.
    const message = hidden
      ? `${what}: its ":::" on line ${hidden.closer} is inside the code block opened on line ${hidden.fence}, which is not closed before it. End the code block with a line of "${hidden.marks}" before the ":::".`
      : `${what}. End it with a line of ":::".`;
    warnings.push({ line: range.startLine, message });
  }
  return { text: out.join('\n'), containers: roots, warnings, codeReferences, liveCodeBlocks, tabCodeBlocks, mermaidBlocks };
}
