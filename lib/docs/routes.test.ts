import { describe, expect, it } from 'vitest';
import { docIdOf, docUrlOf, isCategoryIndex, numberPrefix, stripNumberPrefix } from './routes';

describe('number prefixes', () => {
  it('reads and strips them, but keeps dates', () => {
    expect(numberPrefix('01-intro')).toBe(1);
    expect(stripNumberPrefix('01-intro')).toBe('intro');
    expect(stripNumberPrefix('2_setup')).toBe('setup');
    expect(stripNumberPrefix('2024-01-notes')).toBe('2024-01-notes');
    expect(numberPrefix('intro')).toBeUndefined();
  });
});

describe('doc ids and URLs', () => {
  it('follow the file path, without number prefixes', () => {
    expect(docIdOf('docs/Vital/Overview.mdx')).toBe('Vital/Overview');
    expect(docUrlOf('docs/Vital/Overview.mdx')).toBe('/docs/Vital/Overview');
    expect(docIdOf('docs/01-guides/02-first.md')).toBe('guides/first');
    expect(docUrlOf('docs/01-guides/02-first.md')).toBe('/docs/guides/first');
  });

  it('keep prefixes when parse_number_prefixes is false', () => {
    expect(docIdOf('docs/01-guides/02-first.md', { parse_number_prefixes: false })).toBe('01-guides/02-first');
  });

  it('take the front matter id in place of the file name', () => {
    expect(docIdOf('docs/guides/first.mdx', { id: 'start' })).toBe('guides/start');
    expect(docUrlOf('docs/guides/first.mdx', { id: 'start' })).toBe('/docs/guides/start');
  });

  it('take an absolute or relative slug', () => {
    expect(docUrlOf('docs/guides/first.mdx', { slug: '/getting-started' })).toBe('/docs/getting-started');
    expect(docUrlOf('docs/guides/first.mdx', { slug: 'begin' })).toBe('/docs/guides/begin');
    expect(docUrlOf('docs/guides/first.mdx', { slug: '../top' })).toBe('/docs/top');
    expect(docUrlOf('docs/guides/first.mdx', { slug: '/' })).toBe('/docs');
  });

  it('give an index, README or same-named doc its folder URL', () => {
    expect(docUrlOf('docs/guides/index.mdx')).toBe('/docs/guides');
    expect(docUrlOf('docs/guides/README.md')).toBe('/docs/guides');
    expect(docUrlOf('docs/guides/guides.mdx')).toBe('/docs/guides');
    expect(docIdOf('docs/guides/index.mdx')).toBe('guides/index');
    expect(isCategoryIndex({ sourceDir: '02-guides', fileName: 'guides' })).toBe(true);
    expect(isCategoryIndex({ sourceDir: 'guides', fileName: 'intro' })).toBe(false);
  });

  it("serve a folder's index at the folder URL whatever its id", () => {
    // A real Docusaurus site's docs/index.md with `id: index` was served at /docs/index, and 46 links broke.
    expect(docUrlOf('docs/index.md', { id: 'index' })).toBe('/docs');
    expect(docIdOf('docs/index.md', { id: 'index' })).toBe('index');
    expect(docUrlOf('docs/guides/README.md', { id: 'overview' })).toBe('/docs/guides');
    expect(docIdOf('docs/guides/README.md', { id: 'overview' })).toBe('guides/overview');
    expect(docUrlOf('docs/guides/index.md', { id: 'overview', slug: '/start' })).toBe('/docs/start');
  });
});
