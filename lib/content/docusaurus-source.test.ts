import { describe, expect, it } from 'vitest';
import { admonitionType, scanDocusaurusSource, splitHeadingId } from './docusaurus-source';

describe('scanDocusaurusSource', () => {
  it('finds admonitions with their titles and nesting, and blanks their fences in place', () => {
    const source = ':::tip My title\ntext\n:::\n\n::::info[Outer]\n:::caution\ninner\n:::\n::::\n';
    const { text, admonitions, warnings } = scanDocusaurusSource(source);
    expect(text.split('\n')).toHaveLength(source.split('\n').length);
    expect(text).toBe('\ntext\n\n\n\n\ninner\n\n\n');
    expect(admonitions).toEqual([
      { type: 'tip', title: 'My title', startLine: 1, endLine: 3, children: [] },
      { type: 'info', title: 'Outer', startLine: 5, endLine: 9, children: [{ type: 'caution', title: null, startLine: 6, endLine: 8, children: [] }] },
    ]);
    expect(warnings).toEqual([]);
  });

  it('leaves fenced code alone, fences of four backticks included', () => {
    const source = '````md\n```js\n:::tip\n```\n## T {#x}\n````\n';
    const scanned = scanDocusaurusSource(source);
    expect(scanned.text).toBe(source.replace(/\n$/, '\n'));
    expect(scanned.admonitions).toEqual([]);
  });

  it('unwraps mdx-code-block fences and keeps code fences inside them', () => {
    const { text, admonitions } = scanDocusaurusSource('````mdx-code-block\n<Tabs>\n```js\n:::tip\n```\n</Tabs>\n````\n:::note\nx\n:::');
    expect(text).toBe('\n<Tabs>\n```js\n:::tip\n```\n</Tabs>\n\n\nx\n');
    expect(admonitions.map((a) => a.type)).toEqual(['note']);
  });

  it('escapes a heading id for MDX and leaves it for CommonMark', () => {
    expect(scanDocusaurusSource('## Title {#my-id}').text).toBe('## Title \\{#my-id\\}');
    expect(scanDocusaurusSource('## Title {#my-id}', 'md').text).toBe('## Title {#my-id}');
  });

  it('skips the front matter, and blanks it for the CommonMark parser', () => {
    const source = '---\ntitle: ":::tip"\n---\n:::tip\nx\n:::';
    expect(scanDocusaurusSource(source).admonitions[0]?.startLine).toBe(4);
    expect(scanDocusaurusSource(source, 'md').text.startsWith('\n\n\n\n')).toBe(true);
  });

  it('warns about an unknown keyword and an unclosed admonition, with their lines', () => {
    const { warnings, text } = scanDocusaurusSource('intro\n:::hint\nx\n:::\n\n:::note\nnever closed');
    expect(warnings).toEqual([
      { line: 2, message: 'unknown admonition ":::hint". Use one of :::note, :::tip, :::info, :::warning, :::caution, :::danger.' },
      { line: 6, message: 'admonition ":::note" is never closed. End it with a line of ":::".' },
    ]);
    expect(text.split('\n')[1]).toBe(':::hint');
  });
});

describe('admonition keywords and heading ids', () => {
  it('reads the six types and the older aliases', () => {
    expect(['note', 'tip', 'info', 'warning', 'caution', 'danger'].map(admonitionType)).toEqual(['note', 'tip', 'info', 'warning', 'caution', 'danger']);
    expect(admonitionType('important')).toBe('info');
    expect(admonitionType('success')).toBe('tip');
    expect(admonitionType('hint')).toBeNull();
  });
  it('splits the id from the heading text', () => {
    expect(splitHeadingId('Install it {#install}')).toEqual({ text: 'Install it', id: 'install' });
    expect(splitHeadingId('Braces {in} the middle')).toEqual({ text: 'Braces {in} the middle', id: null });
  });
});
