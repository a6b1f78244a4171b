import { describe, expect, it } from 'vitest';
import { blogOptions, isBlogRoute } from './blog';

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
