import { describe, expect, it } from 'vitest';
import { directiveContainers, scanDocusaurusSource, splitHeadingId, unrenderedContainerMessage } from './docusaurus-source';
import { admonitionKind, admonitionType } from './admonition-label';

describe('scanDocusaurusSource', () => {
  it('finds admonitions with their titles and nesting, and blanks their fences in place', () => {
    const source = ':::tip My title\ntext\n:::\n\n::::info[Outer]\n:::caution\ninner\n:::\n::::\n';
    const { text, containers, warnings } = scanDocusaurusSource(source);
    expect(text.split('\n')).toHaveLength(source.split('\n').length);
    expect(text).toBe('\ntext\n\n\n\n\ninner\n\n\n');
    const range = (name: string, title: string | null, startLine: number, endLine: number, children: unknown[] = []) => ({ name, type: name, title, attributes: {}, startLine, endLine, children });
    expect(containers).toEqual([range('tip', 'My title', 1, 3), range('info', 'Outer', 5, 9, [range('caution', null, 6, 8)])]);
    expect(warnings).toEqual([]);
  });

  it('leaves fenced code alone, fences of four backticks included', () => {
    const source = '````md\n```js\n:::tip\n```\n## T {#x}\n````\n';
    const scanned = scanDocusaurusSource(source);
    expect(scanned.text).toBe(source.replace(/\n$/, '\n'));
    expect(scanned.containers).toEqual([]);
  });

  it('unwraps mdx-code-block fences and keeps code fences inside them', () => {
    const { text, containers } = scanDocusaurusSource('````mdx-code-block\n<Tabs>\n```js\n:::tip\n```\n</Tabs>\n````\n:::note\nx\n:::');
    expect(text).toBe('\n<Tabs>\n```js\n:::tip\n```\n</Tabs>\n\n\nx\n');
    expect(containers.map((a) => a.type)).toEqual(['note']);
  });

  it('escapes a heading id for MDX and leaves it for CommonMark', () => {
    expect(scanDocusaurusSource('## Title {#my-id}').text).toBe('## Title \\{#my-id\\}');
    expect(scanDocusaurusSource('## Title {#my-id}', 'md').text).toBe('## Title {#my-id}');
  });

  it('skips the front matter, and blanks it for the CommonMark parser', () => {
    const source = '---\ntitle: ":::tip"\n---\n:::tip\nx\n:::';
    expect(scanDocusaurusSource(source).containers[0]?.startLine).toBe(4);
    expect(scanDocusaurusSource(source, 'md').text.startsWith('\n\n\n\n')).toBe(true);
  });

  it('warns about an unknown keyword followed by text, which stays prose, and an unclosed admonition, with their lines', () => {
    const { warnings, text } = scanDocusaurusSource('intro\n:::hint Read this\nx\n:::\n\n:::note\nnever closed');
    expect(warnings).toEqual([
      { line: 2, message: 'unknown admonition ":::hint". Use one of :::note, :::tip, :::info, :::warning, :::caution, :::danger.' },
      { line: 6, message: 'admonition ":::note" is never closed. End it with a line of ":::".' },
    ]);
    expect(text.split('\n')[1]).toBe(':::hint Read this');
  });

  it('names a code block left open inside an admonition, which takes the closing ::: for code', () => {
    // Saleor's webhook page: a ```graphql block inside :::warning ends at the next bare fence, after the :::.
    const source = 'intro\n\n:::warning\nDo not:\n```graphql\nsubscription { x }\n:::\n\n## Next\n\n```json\n{}\n```\n';
    expect(scanDocusaurusSource(source).warnings).toEqual([
      { line: 3, message: 'admonition ":::warning" is never closed: its ":::" on line 7 is inside the code block opened on line 5, which is not closed before it. End the code block with a line of "```" before the ":::".' },
    ]);
    // A closed admonition whose code shows ::: is no problem.
    expect(scanDocusaurusSource(':::tip\n```md\n:::note\nx\n:::\n```\n:::\n').warnings).toEqual([]);
  });

  it('reads any other name as a container directive, with its label and attributes, and says how it shows', () => {
    const { containers, warnings, text } = scanDocusaurusSource(':::babel8[Babel 8]{#next .new .wide since="8.0" beta}\nChanged.\n:::\n');
    expect(containers).toEqual([{ name: 'babel8', type: null, title: 'Babel 8', attributes: { id: 'next', class: 'new wide', since: '8.0', beta: '' }, startLine: 1, endLine: 3, children: [] }]);
    expect(text).toBe('\nChanged.\n\n');
    // Whether a plugin renders it is known only once the plugins have run: the check or the compile says.
    expect(warnings).toEqual([]);
    expect(directiveContainers(scanDocusaurusSource('::::note\n:::a\n:::\n::::\n:::b\n:::\n').containers).map((c) => c.name)).toEqual(['a', 'b']);
    expect(unrenderedContainerMessage('babel8')).toBe(
      '":::babel8" is no admonition (:::note, :::tip, :::info, :::warning, :::caution, :::danger): its content shows as a plain block, as Docusaurus shows it, unless a remark plugin of site.config.ts renders the containerDirective node it becomes.',
    );
  });
});

describe('admonition keywords and heading ids', () => {
  it('reads the six types and the older aliases', () => {
    expect(['note', 'tip', 'info', 'warning', 'caution', 'danger'].map(admonitionType)).toEqual(['note', 'tip', 'info', 'warning', 'caution', 'danger']);
    expect(admonitionType('important')).toBe('info');
    expect(admonitionType('success')).toBe('tip');
    expect(admonitionType('hint')).toBeNull();
    // A name an object has of its own (toString, constructor) is no admonition either.
    expect(admonitionType('toString')).toBeNull();
    expect(admonitionKind('constructor')).toBe('note');
    expect(admonitionKind(undefined)).toBe('note');
  });
  it('splits the id from the heading text', () => {
    expect(splitHeadingId('Install it {#install}')).toEqual({ text: 'Install it', id: 'install' });
    expect(splitHeadingId('Braces {in} the middle')).toEqual({ text: 'Braces {in} the middle', id: null });
  });
});
