import { codeToHast } from 'shiki';
import type { Element } from 'hast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { applyMagicComments, codeTransformers, lineNumberStart } from './shiki-code-lines';

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
    expect(applyMagicComments(code)).toEqual({ code: 'a\nb\nc\nd\ne\nf\ng\nh\ni', highlighted: [1, 3, 4, 5, 6, 7, 8] });
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

async function lines(code: string, meta: string) {
  const hast = await codeToHast(code, { lang: 'js', theme: 'dark-plus', meta: { __raw: meta }, transformers: codeTransformers });
  const out: { text: string; highlighted: boolean; number: unknown }[] = [];
  visit(hast, 'element', (node: Element) => {
    if (!String(node.properties.class ?? '').split(/[\s,]+/).includes('line')) return;
    const text: string[] = [];
    visit(node, 'text', (t) => {
      text.push(t.value);
    });
    out.push({ text: text.join(''), highlighted: node.properties['data-highlighted'] === 'true', number: node.properties['data-line-number'] });
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
});
