import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatOf, frontMatterFormatOf } from './markdown-format';
import { sourceFormat } from './source-format';

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
  const root = mkdtempSync(join(tmpdir(), 'format-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'docs'));
  const md = '---\ntitle: Plain\n---\n\nBraces {x}.\n';
  writeFileSync(join(root, 'docs/plain.md'), md);

  it('is MDX for a .md document unless told otherwise', () => {
    expect(sourceFormat([join(root, 'docs')])(md, undefined)).toBe('mdx');
    expect(sourceFormat([join(root, 'docs')])(`---\nformat: md\n---\nBraces {x}.\n`, undefined)).toBe('md');
  });

  it('with detect, knows a .md document by its source and a partial by its path', () => {
    const detect = sourceFormat([join(root, 'docs')], 'detect');
    expect(detect(md.replace(/\n/g, '\r\n'), '/x/_mdx_bundler_entry_point-1.mdx')).toBe('md');
    expect(detect('# Other\n', '/x/_mdx_bundler_entry_point-1.mdx')).toBe('mdx');
    expect(detect('# Partial\n', '/site/docs/_partial.md')).toBe('md');
  });
});
