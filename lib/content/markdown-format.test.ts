import { describe, expect, it } from 'vitest';
import { formatOf, frontMatterFormatOf, sourceFormat } from './markdown-format';

describe('formatOf: Docusaurus’s rule', () => {
  it('reads every file as MDX by default, .md included', () => {
    expect(formatOf('docs/intro.md', undefined)).toBe('mdx');
    expect(formatOf('docs/intro.mdx', undefined)).toBe('mdx');
  });

  it('follows markdown.format, and detect goes by extension', () => {
    expect(formatOf('docs/intro.mdx', undefined, 'md')).toBe('md');
    expect(formatOf('docs/intro.md', undefined, 'detect')).toBe('md');
    expect(formatOf('docs/intro.mdx', undefined, 'detect')).toBe('mdx');
  });

  it('lets the front matter win over the configuration', () => {
    expect(formatOf('docs/intro.md', 'md', 'mdx')).toBe('md');
    expect(formatOf('docs/intro.md', 'mdx', 'detect')).toBe('mdx');
    expect(formatOf('docs/intro.md', 'detect', 'mdx')).toBe('md');
  });
});

describe('frontMatterFormatOf', () => {
  it('reads the format key, quoted or not, and ignores other values', () => {
    expect(frontMatterFormatOf('---\ntitle: A\nformat: md\n---\n\nText')).toBe('md');
    expect(frontMatterFormatOf("\uFEFF---\r\nformat: 'mdx'\r\n---\r\n")).toBe('mdx');
    expect(frontMatterFormatOf('---\nformat: html\n---\n')).toBeUndefined();
    expect(frontMatterFormatOf('format: md\n')).toBeUndefined();
  });
});

describe('sourceFormat: the parser’s view', () => {
  const md = '---\ntitle: Plain\n---\n\nBraces {x}.\n';

  it('is MDX for a .md document unless told otherwise', () => {
    expect(sourceFormat()(md, 'docs/plain.md')).toBe('mdx');
    expect(sourceFormat()(`---\nformat: md\n---\nBraces {x}.\n`, undefined)).toBe('md');
  });

  it('with detect, goes by the path it is given', () => {
    const detect = sourceFormat('detect');
    expect(detect(md, 'docs/plain.md')).toBe('md');
    expect(detect(md, 'docs/plain.mdx')).toBe('mdx');
    expect(detect('---\nformat: mdx\n---\n# Other\n', 'docs/other.md')).toBe('mdx');
  });

  it('with detect and no path, fails and says how to choose', () => {
    expect(() => sourceFormat('detect')(md, undefined)).toThrow(/front matter/);
    expect(sourceFormat('detect')('---\nformat: md\n---\n', undefined)).toBe('md');
  });
});
