import { describe, expect, it } from 'vitest';
import { docusaurusPostUrl, isDocusaurusPostAddress, postRedirects } from './docusaurus-redirects';

describe('docusaurusPostUrl', () => {
  it('turns a dated file name into the date as folders and the rest, as Docusaurus does', () => {
    expect(docusaurusPostUrl('content/blog/2021-05-12-announcing-docusaurus-two-beta.md')).toBe('/blog/2021/05/12/announcing-docusaurus-two-beta');
    expect(docusaurusPostUrl('blog/2023-11-13-3.1.0.md')).toBe('/blog/2023/11/13/3.1.0');
    // Only - or / after the date is dropped: Docusaurus keeps any other character in the name.
    expect(docusaurusPostUrl('blog\\2025-01-25_notes.mdx')).toBe('/blog/2025/01/25/_notes');
  });

  it("takes a post folder's name for its index, as Docusaurus does", () => {
    expect(docusaurusPostUrl('content/blog/2021-05-12-announcing-docusaurus-two-beta/index.mdx')).toBe('/blog/2021/05/12/announcing-docusaurus-two-beta');
  });

  // Paths from Docusaurus's own website (facebook/docusaurus, website/blog/), with the addresses
  // docusaurus.io serves them at.
  it("gives the addresses of Docusaurus's own posts, in year folders and in undated folders", () => {
    expect(docusaurusPostUrl('blog/2021/05-12-announcing-docusaurus-two-beta/index.mdx')).toBe('/blog/2021/05/12/announcing-docusaurus-two-beta');
    expect(docusaurusPostUrl('blog/2017/12-14-introducing-docusaurus.mdx')).toBe('/blog/2017/12/14/introducing-docusaurus');
    expect(docusaurusPostUrl('blog/releases/3.1/index.mdx')).toBe('/blog/releases/3.1');
  });

  it('keeps the date as the path writes it, and the folders before it after the date', () => {
    expect(docusaurusPostUrl('blog/2021/5/2/hello.md')).toBe('/blog/2021/5/2/hello');
    expect(docusaurusPostUrl('blog/news/2023-11-13-patch.md')).toBe('/blog/2023/11/13/news/patch');
  });

  it('takes a front-matter slug instead, with or without its slashes', () => {
    expect(docusaurusPostUrl('blog/2023-11-13-3.1.0.md', 'welcome')).toBe('/blog/welcome');
    expect(docusaurusPostUrl('blog/2023-11-13-3.1.0.md', '/releases/3.1/')).toBe('/blog/releases/3.1');
  });

  it('keeps an undated file name whole, and a name that is only a date as the date in folders', () => {
    expect(docusaurusPostUrl('blog/some-post.mdx')).toBe('/blog/some-post');
    expect(docusaurusPostUrl('blog/2025-01-25.mdx')).toBe('/blog/2025/01/25');
  });
});

describe('postRedirects', () => {
  const post = (sourceFile: string, url: string) => ({ sourceFile, url, title: `Post ${url}` });

  it('sends each Docusaurus address to the post, unless it is the same or the export serves it', () => {
    const posts = [
      post('blog/2023-11-13-3.1.0.md', '/blog/2023/11/13'),
      post('blog/hello.md', '/blog/2024/02/01'),
      post('blog/tags.md', '/blog/2024/03/01'),
      { ...post('blog/2024-04-01-spring.md', '/blog/2024/04/01'), slug: '/welcome' },
    ];
    expect(postRedirects(posts, new Set(['/blog/tags']))).toEqual([
      { from: '/blog/2023/11/13/3.1.0', to: '/blog/2023/11/13', title: 'Post /blog/2023/11/13' },
      { from: '/blog/hello', to: '/blog/2024/02/01', title: 'Post /blog/2024/02/01' },
      { from: '/blog/welcome', to: '/blog/2024/04/01', title: 'Post /blog/2024/04/01' },
    ]);
  });
});

describe('isDocusaurusPostAddress', () => {
  it("is true for a post's Docusaurus address, dated or by its slug, and false for the blog's own pages and files", () => {
    for (const href of ['/blog/2022/01/21/recap', '/blog/2022/01/21/recap#notes', '/blog/recap', '/blog/recap/', '/blog/recap?ref=feed#notes']) expect(isDocusaurusPostAddress(href), href).toBe(true);
    for (const href of ['/blog', '/blog/2022/01/21', '/blog/tags', '/blog/tags/release', '/blog/authors', '/blog/archive', '/blog/page/2', '/blog/rss.xml', '/blog/2022', '/docs/recap'])
      expect(isDocusaurusPostAddress(href), href).toBe(false);
  });
});
