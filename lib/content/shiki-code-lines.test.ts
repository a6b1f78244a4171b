import { codeToHast } from 'shiki';
import type { Element } from 'hast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { applyMagicComments, codeTransformers, codeTransformersFor, DEFAULT_MAGIC_COMMENTS, lineNumberStart } from './shiki-code-lines';

describe('magic comments', () => {
  it('removes them in every comment syntax and highlights the lines they mark', () => {
    const code = [
      '// highlight-next-line',
      'a',
      'b',
      '# highlight-start',
      'c',
      'd',
      '# highlight-end',
      '/* highlight-next-line */',
      'e',
      '<!-- highlight-next-line -->',
      'f',
      '-- highlight-next-line',
      'g',
      '{/* highlight-next-line */}',
      'h',
      'i',
    ].join('\n');
    expect(applyMagicComments(code)).toEqual({ code: 'a\nb\nc\nd\ne\nf\ng\nh\ni', highlighted: [1, 3, 4, 5, 6, 7, 8], classes: new Map() });
  });
  it('takes the site’s own magic comments, as Docusaurus’s prism.magicComments: each marks its lines with its class', () => {
    const comments = [
      ...DEFAULT_MAGIC_COMMENTS,
      { className: 'code-block-error-line', line: 'error-next-line', block: { start: 'error-start', end: 'error-end' } },
      { className: 'code-block-success-line', line: 'success-next-line' },
    ];
    const code = ['// error-next-line', 'a', '# highlight-next-line', 'b', '/* error-start */', 'c', '// highlight-next-line', 'd', '/* error-end */', '// success-next-line', 'e'].join('\n');
    const result = applyMagicComments(code, comments);
    expect(result.code).toBe('a\nb\nc\nd\ne');
    expect(result.highlighted).toEqual([2, 4]);
    expect(result.classes).toEqual(
      new Map([
        [1, ['code-block-error-line']],
        [3, ['code-block-error-line']],
        [4, ['code-block-error-line']],
        [5, ['code-block-success-line']],
      ]),
    );
    // Without them configured, the directive is only a comment, as in Docusaurus.
    expect(applyMagicComments(code).code).toContain('// error-next-line');
  });
  it('leaves code that only mentions the words', () => {
    expect(applyMagicComments('const x = "// highlight-next-line";\ny').highlighted).toEqual([]);
  });
});

describe('showLineNumbers', () => {
  it('reads the flag and the first number', () => {
    expect(lineNumberStart('title="a" showLineNumbers')).toBe(1);
    expect(lineNumberStart('showLineNumbers=5 {1}')).toBe(5);
    expect(lineNumberStart('title="showLineNumbersX"')).toBeNull();
    expect(lineNumberStart(undefined)).toBeNull();
  });
});

async function lines(code: string, meta: string, transformers = codeTransformers) {
  const hast = await codeToHast(code, { lang: 'js', theme: 'dark-plus', meta: { __raw: meta }, transformers });
  const out: { text: string; highlighted: boolean; number: unknown; classes?: string[] }[] = [];
  visit(hast, 'element', (node: Element) => {
    if (!String(node.properties.class ?? '').split(/[\s,]+/).includes('line')) return;
    const text: string[] = [];
    visit(node, 'text', (t) => {
      text.push(t.value);
    });
    const extra = String(node.properties.class ?? '')
      .split(/[\s,]+/)
      .filter((c) => c !== 'line' && c !== 'highlighted');
    out.push({ text: text.join(''), highlighted: node.properties['data-highlighted'] === 'true', number: node.properties['data-line-number'], ...(extra.length > 0 ? { classes: extra } : {}) });
  });
  return out;
}

describe('the shiki transformers', () => {
  it('mark meta ranges and magic comments, and number lines from showLineNumbers=N', { timeout: 30_000 }, async () => {
    const result = await lines('a;\n// highlight-next-line\nb;\nc;\nd;', '{3-4} showLineNumbers=10');
    expect(result).toEqual([
      { text: 'a;', highlighted: false, number: '10' },
      { text: 'b;', highlighted: true, number: '11' },
      { text: 'c;', highlighted: true, number: '12' },
      { text: 'd;', highlighted: true, number: '13' },
    ]);
  });
  it('adds no numbers without showLineNumbers', { timeout: 30_000 }, async () => {
    expect((await lines('a;', '')).map((l) => l.number)).toEqual([undefined]);
  });
  it('give a line marked by a configured magic comment that comment’s class, the comment gone', { timeout: 30_000 }, async () => {
    const transformers = codeTransformersFor([...DEFAULT_MAGIC_COMMENTS, { className: 'code-block-error-line', line: 'error-next-line' }]);
    expect(await lines('a;\n// error-next-line\nb;', '', transformers)).toEqual([
      { text: 'a;', highlighted: false, number: undefined },
      { text: 'b;', highlighted: false, number: undefined, classes: ['code-block-error-line'] },
    ]);
  });
});
