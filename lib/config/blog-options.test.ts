import { describe, expect, it } from 'vitest';
import { feedOptions, postsPerPage, showReadingTime, withBlogDefaults } from './blog-options';

describe('blog options as Docusaurus defaults them', () => {
  it("reads feedOptions.type as a list, one type, 'all' or null, rss and atom when left out", () => {
    expect(feedOptions('Docs', {}).type).toEqual(['rss', 'atom']);
    expect(feedOptions('Docs', { feedOptions: { type: 'all' } }).type).toEqual(['rss', 'atom', 'json']);
    expect(feedOptions('Docs', { feedOptions: { type: 'json' } }).type).toEqual(['json']);
    expect(feedOptions('Docs', { feedOptions: { type: null } }).type).toEqual([]);
    expect(feedOptions('Docs', { feedOptions: { type: ['atom'] } }).type).toEqual(['atom']);
  });

  it("titles the feeds with the site's title and describes them as its blog, unless given", () => {
    expect(feedOptions('Developer Docs', { feedOptions: { type: 'all' } })).toMatchObject({ title: 'Developer Docs', description: 'Developer Docs Blog', copyright: '' });
    expect(feedOptions('X', { feedOptions: { title: 'T', description: 'D', copyright: 'C' } })).toMatchObject({ title: 'T', description: 'D', copyright: 'C' });
  });

  it('shows reading times unless set to false', () => {
    expect(showReadingTime({})).toBe(true);
    expect(showReadingTime({ showReadingTime: false })).toBe(false);
  });

  it('puts 10 posts on each page of the blog list unless set, as Docusaurus does', () => {
    expect(postsPerPage({})).toBe(10);
    expect(postsPerPage({ postsPerPage: 'ALL' })).toBe('ALL');
    expect(withBlogDefaults('Docs', { showReadingTime: false }).postsPerPage).toBe(10);
  });

  it('gives the blog options with those defaults filled in, the others as written', () => {
    expect(withBlogDefaults('Docs', { postsPerPage: 5, feedOptions: { type: 'json' } })).toEqual({
      postsPerPage: 5,
      showReadingTime: true,
      feedOptions: { type: ['json'], title: 'Docs', description: 'Docs Blog', copyright: '' },
      blogTitle: 'Blog',
      blogDescription: 'Docs Blog',
    });
  });

  it("takes Docusaurus's blogTitle and blogDescription for the blog list", () => {
    expect(withBlogDefaults('Docs', { blogTitle: 'Docusaurus blog', blogDescription: 'Posts from the team' })).toMatchObject({ blogTitle: 'Docusaurus blog', blogDescription: 'Posts from the team' });
  });
});
