import { describe, expect, it } from 'vitest';
import { blogOptions, contentFoldersOf, isBlogRoute } from './blog';

describe('blogOptions', () => {
  it("gives the blog's options, or null for Docusaurus's blog: false", () => {
    const options = { postsPerPage: 10 };
    expect(blogOptions({ blog: options })).toBe(options);
    expect(blogOptions({ blog: false })).toBeNull();
  });
});

describe('isBlogRoute', () => {
  it('is /blog and every page under it, not a page that only starts with the word', () => {
    for (const route of ['/blog', '/blog/archive', '/blog/page/2', '/blog/2025/01/25', '/blog/tags/x', '/blog/authors/robin', '/blog/rss.xml']) expect(isBlogRoute(route), route).toBe(true);
    for (const route of ['/', '/blogroll', '/docs/blog', '/docs/About']) expect(isBlogRoute(route), route).toBe(false);
  });
});

describe('contentFoldersOf', () => {
  it("is each docs version's folder and the blog's, which write-heading-ids walks as Docusaurus walks its plugins' folders", () => {
    const versions = [{ contentDir: 'docs' }, { contentDir: 'versioned_docs/version-2.0' }, { contentDir: '../website/versioned_docs/version-1.0' }];
    expect(contentFoldersOf(versions, { blog: {} })).toEqual(['docs', 'versioned_docs/version-2.0', '../website/versioned_docs/version-1.0', 'blog']);
    expect(contentFoldersOf([{ contentDir: 'docs' }], { blog: false })).toEqual(['docs']);
  });
});
