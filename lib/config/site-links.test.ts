import { describe, expect, it } from 'vitest';
import { isSiteLink, siteLinkPath } from './site-links';

describe('siteLinkPath', () => {
  it('reads a path written without its leading slash from the site root, as Docusaurus does', () => {
    expect(siteLinkPath('blog')).toBe('/blog');
    expect(siteLinkPath('docs/api')).toBe('/docs/api');
    expect(siteLinkPath('img/favicon.ico')).toBe('/img/favicon.ico');
  });
  it('leaves site paths, other sites, fragments and queries as written', () => {
    for (const to of ['/docs/About', 'https://github.com/x', 'mailto:a@b.c', '#top', '?q=1']) expect(siteLinkPath(to)).toBe(to);
  });
});

describe('isSiteLink', () => {
  it('tells a page of the site from another site, as Docusaurus does', () => {
    for (const target of ['/docs/About', 'blog', '#top', '/blog/rss.xml']) expect(isSiteLink(target), target).toBe(true);
    for (const target of ['https://github.com/x', 'http://a.example', 'mailto:a@b.c', '//cdn.example/x']) expect(isSiteLink(target), target).toBe(false);
  });
});
