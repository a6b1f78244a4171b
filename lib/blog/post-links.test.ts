import { describe, expect, it } from 'vitest';
import { postRelativeLinkTarget } from './post-links';

describe('relative links of a post', () => {
  it('resolves from the Docusaurus address its slug gives, as the author followed it there', () => {
    const post = { sourceFile: 'blog/harbor-1-0.md', slug: 'harbor-1-0' };
    expect(postRelativeLinkTarget('./moving-to-tabs', post)).toBe('/blog/moving-to-tabs');
    expect(postRelativeLinkTarget('../docs/latest/api/dock#dock-bounce', post)).toBe('/docs/latest/api/dock#dock-bounce');
  });

  it('resolves from the address a dated file name gives when there is no slug', () => {
    expect(postRelativeLinkTarget('../../../../docs/intro?tab=yarn', { sourceFile: 'blog/2021-05-12-launch.md' })).toBe('/docs/intro?tab=yarn');
    expect(postRelativeLinkTarget('sibling', { sourceFile: 'blog/2021/05-12-launch/index.md' })).toBe('/blog/2021/05/12/sibling');
  });

  it('leaves alone what is not a relative page link: full addresses, paths from the root, fragments, file links', () => {
    const post = { sourceFile: 'blog/notes.md', slug: 'notes' };
    for (const href of [
      'https://example.org/x',
      'mailto:a@b.example',
      '/docs/intro',
      '#usage',
      '?q=1',
      './older-post.md#intro',
      '../docs/setup.mdx',
      './older-post.MD',
      './older-post.md?from=feed',
      './chart.pdf',
      '@site/static/x.zip',
    ])
      expect(postRelativeLinkTarget(href, post)).toBeNull();
  });
});
