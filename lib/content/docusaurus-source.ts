/**
 * A line scanner over a Markdown or MDX source that finds what Docusaurus authors write but
 * Markdown's grammar does not know: `:::type` admonition fences, ```` ```mdx-code-block ```` wrappers and
 * `{#id}` after a heading. It keeps every line where it was (a replaced line becomes blank or keeps its
 * place), so parse errors and warnings still point at the author's line.
 */

import { splitFrontMatter } from '../schema/split-front-matter';

/** The admonition keywords of Docusaurus 3's classic theme, with the older aliases it still reads. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'caution', 'danger'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];
const ALIASES: Record<string, AdmonitionType> = { secondary: 'note', important: 'info', success: 'tip' };

export function admonitionType(keyword: string): AdmonitionType | null {
  const lower = keyword.toLowerCase();
  if ((ADMONITION_TYPES as readonly string[]).includes(lower)) return lower as AdmonitionType;
  return ALIASES[lower] ?? null;
}

export interface AdmonitionRange {
  type: AdmonitionType;
  title: string | null;
  /** 1-based lines of the opening and closing fences; the content lies strictly between them. */
  startLine: number;
  endLine: number;
  children: AdmonitionRange[];
}

export interface SourceProblem {
  line: number;
  message: string;
}

export interface ScannedSource {
  /** The source with fences blanked and heading ids escaped; same number of lines. */
  text: string;
  admonitions: AdmonitionRange[];
  warnings: SourceProblem[];
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const OPENER = /^\s*(:{3,})([A-Za-z][\w-]*)(?:\[([^\]]*)\])?(?:\{[^}]*\})?[ \t]*(.*?)\s*$/;
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
 * @param format 'mdx' escapes `{#id}` so MDX does not read it as an expression; 'md' leaves it
 * (braces are text in CommonMark). Both turn the comment forms of a heading id into `{#id}`.
 */
export function scanDocusaurusSource(source: string, format: 'md' | 'mdx' = 'mdx'): ScannedSource {
  const lines = source.split(/\r?\n/);
  const out = [...lines];
  const warnings: SourceProblem[] = [];
  const roots: AdmonitionRange[] = [];
  const open: { range: AdmonitionRange; colons: number }[] = [];
  let fence: { char: string; length: number } | null = null;
  const unwrapped: { char: string; length: number }[] = [];

  const body = splitFrontMatter(source).lines;
  // The MDX pipeline parses front matter itself; the CommonMark parser does not know it.
  if (format === 'md') for (let i = 0; i < body; i++) out[i] = '';
  for (let i = body; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const lineNo = i + 1;
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[2]![0] === fence.char && fenceMatch[2]!.length >= fence.length && !fenceMatch[3]!.trim()) fence = null;
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
      fence = { char: marks[0]!, length: marks.length };
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
      const keyword = opener[2]!;
      const type = admonitionType(keyword);
      if (!type) {
        warnings.push({
          line: lineNo,
          message: `unknown admonition ":::${keyword}". Use one of ${ADMONITION_TYPES.map((t) => `:::${t}`).join(', ')}.`,
        });
        continue;
      }
      const title = (opener[3] ?? opener[4] ?? '').trim() || null;
      const range: AdmonitionRange = { type, title, startLine: lineNo, endLine: lines.length + 1, children: [] };
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
  for (const { range } of open) {
    warnings.push({ line: range.startLine, message: `admonition ":::${range.type}" is never closed. End it with a line of ":::".` });
  }
  return { text: out.join('\n'), admonitions: roots, warnings };
}
