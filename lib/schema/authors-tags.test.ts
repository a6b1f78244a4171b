import { describe, expect, it } from 'vitest';
import { parseAuthors } from '../blog/authors';
import { parseTags } from '../blog/tags';
import { DataFileError } from './authors-tags';

describe('content/authors.yml schema', () => {
  it('names the file, the author and the field', () => {
    expect(() => parseAuthors('x:\n  title: T\n', 'content/authors.yml')).toThrow('content/authors.yml:1: author "x" has no name. Add "name: …".');
    expect(() => parseAuthors('x:\n  name: X\n  title: 3\n')).toThrow('author "x" field "title" must be text.');
    expect(() => parseAuthors('x:\n  name: X\n  socials:\n    github: 3\n')).toThrow('author "x" socials.github must be text.');
    expect(() => parseAuthors('x:\n  name: X\n  socials: [a]\n')).toThrow('author "x" socials must be a map of platform to handle or URL.');
    expect(() => parseAuthors('x: 3\n')).toThrow('author "x" must be a map with at least a name.');
  });

  it('names every author with a problem, each at its line, not only the first', () => {
    const text = ['a:', '  title: A', "'b':", '  name: B', '  image_url: 3', 'c:', '  title: C', ''].join('\n');
    let problems: readonly string[] = [];
    try {
      parseAuthors(text, 'content/authors.yml');
    } catch (error) {
      problems = (error as DataFileError).problems;
    }
    expect(problems).toEqual([
      'content/authors.yml:1: author "a" has no name. Add "name: …".',
      'content/authors.yml:5: author "b" field "image_url" must be text.',
      'content/authors.yml:6: author "c" has no name. Add "name: …".',
    ]);
  });
});

describe('content/tags.yml schema', () => {
  it('accepts a tag without fields and names a wrong field', () => {
    expect(parseTags('a:\nb:\n  label: B\n').get('a')?.label).toBe('a');
    expect(() => parseTags('a:\n  label: [x]\n', 'content/tags.yml')).toThrow('content/tags.yml:2: tag "a" field "label" must be text.');
    expect(() => parseTags('- a\n', 'content/tags.yml')).toThrow('content/tags.yml: expected a map of tag keys');
  });
});
