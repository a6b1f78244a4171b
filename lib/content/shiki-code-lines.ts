import { transformerMetaHighlight } from '@shikijs/transformers';
import type { Element } from 'hast';
import type { ShikiTransformer } from 'shiki';

/**
 * Docusaurus's code block options on top of shiki: `{1,4-6}` in the meta (shiki's own meta-highlight
 * transformer), the magic comments (`highlight-next-line` and `highlight-start` / `highlight-end`
 * by default, or the site's `prism.magicComments`), removed from the code so neither the page nor
 * Copy shows them, and `showLineNumbers` or `showLineNumbers=5`. Highlighted lines carry
 * `data-highlighted`, lines marked by another magic comment that comment's class name, and every line
 * `data-line-number`; the numbers are drawn by CSS so that copying the code leaves them out.
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

/** Docusaurus's `themeConfig.prism.magicComments` entry: the class a marked line gets, and the directives that mark it. */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/**
 * Docusaurus's `themeConfig.prism`, as far as it shapes the code here: the magic comments, and the
 * language of a fenced block that names none (`defaultLanguage`; plain text without it).
 */
export interface PrismOptions {
  magicComments?: readonly MagicComment[];
  defaultLanguage?: string;
}

/** The class of Docusaurus's one default magic comment: lines with it are the highlighted lines. */
export const HIGHLIGHT_CLASS = 'theme-code-block-highlighted-line';

/** Docusaurus's default, used when the site configures none. */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicComment[] = [{ className: HIGHLIGHT_CLASS, line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A line that is only a comment holding one of `directives`, in any comment syntax; the directive is its first defined group. */
function directivePattern(directives: readonly string[]): RegExp {
  const names = directives.map(escape).join('|');
  return new RegExp(`^\\s*(?:${COMMENT_STYLES.map(([open, close]) => `${escape(open)}\\s*(${names})\\s*${escape(close)}`).join('|')})\\s*$`);
}

export interface MagicCommentResult {
  code: string;
  /** 1-based line numbers of the returned code. */
  highlighted: number[];
  /** Other magic comments' marks: 1-based line numbers of the returned code and their class names. */
  classes: Map<number, string[]>;
}

/** Removes magic-comment lines and lists the lines they mark. */
export function applyMagicComments(code: string, comments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS): MagicCommentResult {
  const byDirective = new Map<string, { comment: MagicComment; kind: 'line' | 'start' | 'end' }>();
  for (const comment of comments) {
    if (comment.line) byDirective.set(comment.line, { comment, kind: 'line' });
    if (comment.block) {
      byDirective.set(comment.block.start, { comment, kind: 'start' });
      byDirective.set(comment.block.end, { comment, kind: 'end' });
    }
  }
  const pattern = byDirective.size > 0 ? directivePattern([...byDirective.keys()]) : null;
  const kept: string[] = [];
  const highlighted: number[] = [];
  const classes = new Map<number, string[]>();
  const nextLine = new Set<MagicComment>();
  const open = new Map<MagicComment, number>();
  for (const line of code.split('\n')) {
    const directive = pattern?.exec(line)?.slice(1).find(Boolean);
    const found = directive === undefined ? undefined : byDirective.get(directive);
    if (found?.kind === 'line') nextLine.add(found.comment);
    else if (found?.kind === 'start') open.set(found.comment, (open.get(found.comment) ?? 0) + 1);
    else if (found?.kind === 'end') open.set(found.comment, Math.max(0, (open.get(found.comment) ?? 0) - 1));
    else {
      kept.push(line);
      for (const comment of comments) {
        if (!nextLine.has(comment) && !open.get(comment)) continue;
        if (comment.className === HIGHLIGHT_CLASS) highlighted.push(kept.length);
        else classes.set(kept.length, [...(classes.get(kept.length) ?? []), comment.className]);
      }
      nextLine.clear();
    }
  }
  return { code: kept.join('\n'), highlighted: [...new Set(highlighted)], classes };
}

/** The first line number from `showLineNumbers` / `showLineNumbers=5`, or null when the meta has neither. */
export function lineNumberStart(meta: string | undefined): number | null {
  const match = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(meta ?? '');
  if (!match) return null;
  return match[1] ? Number(match[1]) : 1;
}

const MAGIC = Symbol('magic-comments');

function hasClass(node: Element, name: string): boolean {
  const value = node.properties.class ?? node.properties.className;
  return (Array.isArray(value) ? value.map(String) : String(value ?? '').split(/\s+/)).includes(name);
}

export function transformerCodeLines(comments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS): ShikiTransformer {
  return {
    name: 'site:code-lines',
    preprocess(code) {
      const result = applyMagicComments(code, comments);
      (this.meta as Record<symbol, MagicCommentResult>)[MAGIC] = result;
      return result.code;
    },
    line(node, line) {
      const magic = (this.meta as Record<symbol, MagicCommentResult | undefined>)[MAGIC];
      if (magic?.highlighted.includes(line) && !hasClass(node, 'highlighted')) this.addClassToHast(node, 'highlighted');
      for (const className of magic?.classes.get(line) ?? []) this.addClassToHast(node, className);
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

/** The code block transformers, with the site's magic comments (`prism.magicComments`, else Docusaurus's default). */
export const codeTransformersFor = (comments?: readonly MagicComment[]): ShikiTransformer[] => [transformerMetaHighlight(), transformerCodeLines(comments)];

export const codeTransformers: ShikiTransformer[] = codeTransformersFor();
