import { transformerMetaHighlight } from '@shikijs/transformers';
import type { Element } from 'hast';
import type { ShikiTransformer } from 'shiki';

/**
 * Docusaurus's code block options on top of shiki: `{1,4-6}` in the meta (shiki's own meta-highlight
 * transformer), the magic comments `highlight-next-line` and `highlight-start` / `highlight-end`
 * (removed from the code, so neither the page nor Copy shows them), and `showLineNumbers` or
 * `showLineNumbers=5`. Lines carry `data-highlighted` and `data-line-number`; the numbers are drawn
 * by CSS so that copying the code leaves them out.
 */

const COMMENT_STYLES = [
  ['//', ''],
  ['#', ''],
  ['--', ''],
  [';;', ''],
  ['%', ''],
  ['/*', '*/'],
  ['{/*', '*/}'],
  ['<!--', '-->'],
] as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const DIRECTIVE = new RegExp(
  `^\\s*(?:${COMMENT_STYLES.map(([open, close]) => `${escape(open)}\\s*(highlight-next-line|highlight-start|highlight-end)\\s*${escape(close)}`).join('|')})\\s*$`,
);

export interface MagicCommentResult {
  code: string;
  /** 1-based line numbers of the returned code. */
  highlighted: number[];
}

/** Removes magic-comment lines and lists the lines they highlight. */
export function applyMagicComments(code: string): MagicCommentResult {
  const kept: string[] = [];
  const highlighted: number[] = [];
  let nextLine = false;
  let open = 0;
  for (const line of code.split('\n')) {
    const match = DIRECTIVE.exec(line);
    const directive = match?.slice(1).find(Boolean);
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') open++;
    else if (directive === 'highlight-end') open = Math.max(0, open - 1);
    else {
      kept.push(line);
      if (nextLine || open > 0) highlighted.push(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), highlighted };
}

/** The first line number from `showLineNumbers` / `showLineNumbers=5`, or null when the meta has neither. */
export function lineNumberStart(meta: string | undefined): number | null {
  const match = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(meta ?? '');
  if (!match) return null;
  return match[1] ? Number(match[1]) : 1;
}

const MAGIC = Symbol('magic-highlighted');

function hasClass(node: Element, name: string): boolean {
  const value = node.properties.class ?? node.properties.className;
  return (Array.isArray(value) ? value.map(String) : String(value ?? '').split(/\s+/)).includes(name);
}

export function transformerCodeLines(): ShikiTransformer {
  return {
    name: 'site:code-lines',
    preprocess(code) {
      const result = applyMagicComments(code);
      (this.meta as Record<symbol, number[]>)[MAGIC] = result.highlighted;
      return result.code;
    },
    line(node, line) {
      const magic = (this.meta as Record<symbol, number[] | undefined>)[MAGIC] ?? [];
      if (magic.includes(line) && !hasClass(node, 'highlighted')) this.addClassToHast(node, 'highlighted');
      if (hasClass(node, 'highlighted')) node.properties['data-highlighted'] = 'true';
      const start = lineNumberStart(this.options.meta?.__raw);
      if (start !== null) node.properties['data-line-number'] = String(start + line - 1);
      return node;
    },
    pre(node) {
      if (lineNumberStart(this.options.meta?.__raw) !== null) node.properties['data-line-numbers'] = 'true';
      return node;
    },
  };
}

export const codeTransformers: ShikiTransformer[] = [transformerMetaHighlight(), transformerCodeLines()];
