import { describe, expect, it } from 'vitest';
import { parseHeadingLine, parseWriteHeadingIdsArgs, writeHeadingIds } from './write-heading-ids';
import { factsOfSource } from './page-facts';

const source = [
  '# Title',
  '',
  '## Getting started',
  '## Install {#setup}',
  '### The `run()` [command](https://example.com)',
  '## Getting started',
  '## Setup',
  '```md',
  '## Not a heading',
  '```',
  '## Kept {/* #kept */}',
].join('\n');

describe('write-heading-ids', () => {
  it('adds {#id} to h2–h6 without one, keeping written ids and never colliding with them', () => {
    expect(writeHeadingIds(source).split('\n')).toEqual([
      '# Title',
      '',
      '## Getting started {#getting-started}',
      '## Install {#setup}',
      '### The `run()` [command](https://example.com) {#the-run-command}',
      '## Getting started {#getting-started-1}',
      '## Setup {#setup-1}',
      '```md',
      '## Not a heading',
      '```',
      '## Kept {/* #kept */}',
    ]);
  });

  it('writes the MDX comment form, and --migrate turns every written id into it and back', () => {
    const comment = writeHeadingIds(source, { syntax: 'mdx-comment', migrate: true });
    expect(comment).toContain('## Getting started {/* #getting-started */}');
    expect(comment).toContain('## Install {/* #setup */}');
    expect(comment).not.toContain('{#');
    const classic = writeHeadingIds(comment, { syntax: 'classic', migrate: true });
    expect(classic).toBe(writeHeadingIds(source, { migrate: true }));
    expect(classic).toContain('## Kept {#kept}');
  });

  it('gives the ids the page gives, so anchors do not move', () => {
    const written = writeHeadingIds(source.replace(' {#setup}', ''), { syntax: 'mdx-comment' });
    const ids = (text: string) => factsOfSource(text).headings.map((h) => h.id);
    expect(ids(written)).toEqual(ids(source.replace(' {#setup}', '')));
  });

  it('--overwrite replaces written ids with the slug of the text; it cannot go with --migrate', () => {
    expect(writeHeadingIds('## Install {#setup}', { overwrite: true })).toBe('## Install {#install}');
    expect(() => writeHeadingIds('', { overwrite: true, migrate: true })).toThrow('--migrate or --overwrite');
  });

  it('reads both written forms', () => {
    expect(parseHeadingLine('## A {/* #a-id */}')).toEqual({ hashes: '##', text: 'A', id: 'a-id' });
    expect(parseHeadingLine('### B {#b}')).toEqual({ hashes: '###', text: 'B', id: 'b' });
    expect(parseHeadingLine('Text')).toBeNull();
  });

  it('reads its command line: files anywhere, --syntax with its value', () => {
    // Without --syntax, the first file was once taken for its value and every file was rewritten.
    expect(parseWriteHeadingIdsArgs(['a.mdx', '--migrate'])).toEqual({ files: ['a.mdx'], options: { syntax: 'classic', migrate: true, overwrite: false, maintainCase: false } });
    expect(parseWriteHeadingIdsArgs(['--syntax', 'mdx-comment', 'a.mdx', 'b.md']).files).toEqual(['a.mdx', 'b.md']);
    expect(parseWriteHeadingIdsArgs([]).files).toEqual([]);
    expect(() => parseWriteHeadingIdsArgs(['--syntax', 'braces'])).toThrow('--syntax takes classic ({#id}) or mdx-comment ({/* #id */}), not "braces"');
  });
});
