import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import {
  assertUniquePostUrls,
  blogPostUrl,
  DuplicatePostDateError,
  formatPostDate,
  groupByYear,
  isPostPath,
  paginate,
  pathDateOf,
  fileNameTitleOf,
  postDateOf,
  postNamePath,
  postNeighbours,
  sidebarPosts,
  sortPosts,
} from './posts';
import { readingTimeLabel, readingTimeMinutes } from './reading-time';
import { authorsWithPosts, offSitePictureFindings, parseAuthors, socialUrl } from './authors';
import { parseTags, tagFor } from './tags';
import { inlineTagFindings, postAuthors, resolvePostAuthors, truncateFinding } from './checks';
import { absolutizeHtml, buildFeeds, postContentHtml } from './feed';
import { feedLinks } from './feed-links';
import type { SiteConfig } from '../config/types';

const post = (date: string, title: string) => ({ date, title, url: blogPostUrl(date), sourceFile: `content/blog/${date}.mdx` });

describe('post files', () => {
  it('are every Markdown file under blog/, in folders or not, as in Docusaurus', () => {
    const posts = [
      'blog/2025-01-25-a.mdx',
      'blog/a.md',
      'blog/2021-05-12-announcing/index.mdx',
      'blog/a/index.md',
      'blog/2021/05-12-announcing/index.mdx',
      'blog/releases/3.1/index.mdx',
      'blog/a/notes.md',
    ];
    for (const path of posts) expect(isPostPath(path), path).toBe(true);
    for (const path of ['docs/a.mdx', 'blog/a.json', 'blog/a/index.json', 'blog/authors.yml', 'blog/_partial.mdx', 'blog/2021/05-12-a/_notes.md', 'blog/_shared/index.md'])
      expect(isPostPath(path), path).toBe(false);
  });

  it('are named by their path under blog/, without an index or the extension', () => {
    expect(postNamePath('content/blog/2023-11-13-3.1.0.md')).toBe('2023-11-13-3.1.0');
    expect(postNamePath('blog/2021-05-12-announcing/index.mdx')).toBe('2021-05-12-announcing');
    expect(postNamePath('blog\\releases\\3.1\\index.mdx')).toBe('releases/3.1');
  });
});

describe('pathDateOf', () => {
  it('finds the date wherever the path holds it, with - or / between its parts, as Docusaurus does', () => {
    expect(pathDateOf('blog/2021-05-12-announcing.md')).toEqual({ date: '2021-05-12', written: '2021-05-12', folder: '', text: 'announcing' });
    expect(pathDateOf('blog/2021/05-12-announcing/index.mdx')).toEqual({ date: '2021-05-12', written: '2021/05-12', folder: '', text: 'announcing' });
    expect(pathDateOf('blog/2021/5/2/hello.md')).toEqual({ date: '2021-05-02', written: '2021/5/2', folder: '', text: 'hello' });
    expect(pathDateOf('blog/news/2023-11-13.md')).toEqual({ date: '2023-11-13', written: '2023-11-13', folder: 'news/', text: '' });
  });

  it('takes the last date of a path that holds two', () => {
    expect(pathDateOf('blog/2020-01-01-review-of-2019-12-31.md')?.date).toBe('2019-12-31');
  });

  it('gives the title Docusaurus gives a post with no title of its own: the name after the date, else the name path', () => {
    expect(fileNameTitleOf('blog/2021-05-12-announcing.md')).toBe('announcing');
    expect(fileNameTitleOf('blog/2021/05-12-launch-day/index.mdx')).toBe('launch-day');
    expect(fileNameTitleOf('blog/releases/3.1/index.mdx')).toBe('releases/3.1');
    expect(fileNameTitleOf('blog/news/2023-11-13.md')).toBe('news/2023-11-13');
  });

  it('is null for a path with no date, or one that does not exist', () => {
    expect(pathDateOf('blog/releases/3.1/index.mdx')).toBeNull();
    expect(pathDateOf('blog/20250302-notes.md')).toBeNull();
    expect(pathDateOf('blog/2025-02-30-notes.md')).toBeNull();
    expect(pathDateOf('blog/2025-13-01-notes.md')).toBeNull();
  });
});

describe('posts', () => {
  const posts = [post('2025-01-25', 'A'), post('2024-12-31', 'Old'), post('2025-02-17', 'B')];
  it('dates URLs and orders newest first', () => {
    expect(blogPostUrl('2025-02-17T00:00:00.000Z')).toBe('/blog/2025/02/17');
    expect(sortPosts(posts).map((p) => p.title)).toEqual(['B', 'A', 'Old']);
  });
  it('groups by year, newest year first', () => {
    expect(groupByYear(posts).map((g) => [g.year, g.posts.map((p) => p.title)])).toEqual([
      ['2025', ['B', 'A']],
      ['2024', ['Old']],
    ]);
  });
  it("lists the newest posts in the sidebar, as many as blogSidebarCount says, grouped by year ('ALL' by default)", () => {
    const titles = (count?: number | 'ALL') => sidebarPosts(posts, count).map((g) => [g.year, g.posts.map((p) => p.title)]);
    expect(titles()).toEqual(titles('ALL'));
    expect(titles('ALL')).toEqual([
      ['2025', ['B', 'A']],
      ['2024', ['Old']],
    ]);
    expect(titles(2)).toEqual([['2025', ['B', 'A']]]);
    expect(titles(0)).toEqual([]);
  });
  it('fails on two posts of one day, naming both files', () => {
    expect(() => assertUniquePostUrls([post('2025-01-25', 'A'), { ...post('2025-01-25', 'C'), sourceFile: 'content/blog/c.mdx' }])).toThrow(
      'content/blog/2025-01-25.mdx and content/blog/c.mdx. Change the date of one of them.',
    );
  });
  it('names every post of a day, and every such day, in one run', () => {
    const at = (date: string, name: string) => ({ ...post(date, name), sourceFile: `content/blog/${date}-${name}.md` });
    let caught: unknown;
    try {
      assertUniquePostUrls([at('2019-06-03', 'a'), at('2019-06-03', 'b'), at('2019-06-03', 'c'), at('2020-02-01', 'd'), at('2020-02-01', 'e'), at('2021-01-01', 'f')]);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DuplicatePostDateError);
    expect((caught as DuplicatePostDateError).problems).toEqual([
      'Three blog posts are dated 2019-06-03 and would share the URL /blog/2019/06/03: content/blog/2019-06-03-a.md, content/blog/2019-06-03-b.md and content/blog/2019-06-03-c.md. Change the date of all but one of them.',
      'Two blog posts are dated 2020-02-01 and would share the URL /blog/2020/02/01: content/blog/2020-02-01-d.md and content/blog/2020-02-01-e.md. Change the date of one of them.',
    ]);
  });
  it("says that a second file in a post's folder is a post, dated by the folder", () => {
    const index = { ...post('2025-01-25', 'A'), sourceFile: 'content/blog/2025-01-25-a/index.mdx' };
    const notes = { ...post('2025-01-25', 'Notes'), sourceFile: 'content/blog/2025-01-25-a/notes.md' };
    expect(() => assertUniquePostUrls([index, notes])).toThrow('Every Markdown file under content/blog/ is a post, as in Docusaurus');
  });
  it('paginates with links between pages', () => {
    const pages = paginate([1, 2, 3, 4, 5], 2);
    expect(pages.map((p) => p.items)).toEqual([[1, 2], [3, 4], [5]]);
    expect(pages[0]).toMatchObject({ url: '/blog', previousUrl: null, nextUrl: '/blog/page/2' });
    expect(pages[2]).toMatchObject({ url: '/blog/page/3', nextUrl: null });
    expect(paginate([], 10)).toHaveLength(1);
  });
  it("puts every post on one page for Docusaurus's postsPerPage 'ALL'", () => {
    expect(paginate([1, 2, 3], 'ALL').map((p) => p.items)).toEqual([[1, 2, 3]]);
    expect(paginate([], 'ALL')).toMatchObject([{ items: [], url: '/blog', nextUrl: null }]);
  });
  it('finds newer and older neighbours', () => {
    const { newer, older } = postNeighbours(posts, '/blog/2025/01/25');
    expect(newer?.title).toBe('B');
    expect(older?.title).toBe('Old');
  });
  it('formats dates without time-zone drift', () => {
    expect(formatPostDate('2025-01-25', { locale: 'en', calendar: 'gregory' })).toBe('January 25, 2025');
    // Docusaurus writes the date in the locale's calendar (i18n.localeConfigs[locale].calendar).
    expect(formatPostDate('2025-01-25', { locale: 'en', calendar: 'persian' })).toBe('Bahman 6, 1403 AP');
  });
});

describe('reading time', () => {
  it('rounds up at 200 words a minute, at least one minute', () => {
    expect(readingTimeMinutes('word '.repeat(401))).toBe(3);
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeLabel(4)).toBe('4 min read');
  });
});

describe('authors and tags', () => {
  it("lists the authors of authors.yml with their posts, not those written inline, whose keys only number one post's list", () => {
    const robin = { key: 'robin', name: 'Robin', socials: {} };
    const inline = (name: string) => resolvePostAuthors([{ name }], new Map(), 'blog/x.md').authors[0]!;
    const posts = [{ authors: [robin, inline('Ada Guest')] }, { authors: [inline('Ben Guest')] }, { authors: [robin] }];
    expect(authorsWithPosts(posts)).toEqual([{ author: robin, count: 2 }]);
  });

  const authors = parseAuthors('robin:\n  name: Robin Vale\n  image_url: /a.svg\n  socials:\n    github: robin\n    mastodon: https://m.example/@r\n');
  it('leaves a post without authors without any, as Docusaurus does', () => {
    expect(resolvePostAuthors(undefined, new Map(), 'blog/x.md')).toEqual({ authors: [], findings: [] });
    expect(resolvePostAuthors([], new Map(), 'blog/x.md').authors).toEqual([]);
  });

  it('parses authors.yml with full social URLs', () => {
    expect(authors.get('robin')).toMatchObject({ name: 'Robin Vale', imageUrl: '/a.svg', socials: { github: 'https://github.com/robin', mastodon: 'https://m.example/@r' } });
    expect(socialUrl('linkedin', 'rv')).toBe('https://www.linkedin.com/in/rv');
  });
  it('names the file and key of an author without a name', () => {
    expect(() => parseAuthors('x:\n  title: T\n', 'content/authors.yml')).toThrow('content/authors.yml:1: author "x" has no name');
  });
  it('names a picture on another host, as Docusaurus sites point avatars at GitHub, at its line with the fix (onOffSiteResources)', () => {
    for (const url of ['https://github.com/robin.png', '//cdn.example/r.png', 'data:image/png;base64,AA']) {
      const text = `robin:\n  name: Robin Vale\n  image_url: ${url}\n`;
      const parsed = parseAuthors(text, 'content/authors.yml');
      // Kept: under checks.onOffSiteResources: 'warn' the page shows it.
      expect(parsed.get('robin')?.imageUrl).toBe(url);
      expect(offSitePictureFindings(text, parsed), url).toEqual([
        {
          check: 'onOffSiteResources',
          file: 'content/authors.yml:3',
          message: `author "robin": the picture ${url} is on another host, and the site loads nothing from other hosts. Save it under public/img/authors/ and write its path, such as /img/authors/robin.png; checks.onOffSiteResources: 'warn' in site.config.ts lets the page load it.`,
        },
      ]);
    }
    const local = 'robin:\n  name: Robin Vale\n  image_url: img/robin.png\n';
    expect(parseAuthors(local).get('robin')?.imageUrl).toBe('img/robin.png');
    expect(offSitePictureFindings(local, parseAuthors(local))).toEqual([]);
  });
  it("names an inline author's picture on another host apart from the inline author (onOffSiteResources)", () => {
    const { authors: resolved, findings } = resolvePostAuthors([{ name: 'Guest', image_url: 'https://github.com/guest.png' }], authors, 'p.mdx');
    expect(resolved[0]?.imageUrl).toBe('https://github.com/guest.png');
    expect(findings).toEqual([
      { check: 'onInlineAuthors', file: 'p.mdx', message: 'author "Guest" is written inline. Move it to content/authors.yml and refer to it by key.' },
      expect.objectContaining({ check: 'onOffSiteResources', file: 'p.mdx', message: expect.stringMatching(/^author "Guest": the picture https:\/\/github\.com\/guest\.png is on another host/) }),
    ]);
  });
  it("reads Docusaurus's older one-author keys, snake or camel case, as an inline author", () => {
    const legacy = postAuthors({ author: 'Sam Reed', author_title: 'Maintainer', authorURL: 'https://sam.example', author_image_url: '/img/sam.png' }, 'p.mdx');
    expect(legacy).toEqual([{ name: 'Sam Reed', title: 'Maintainer', url: 'https://sam.example', image_url: '/img/sam.png' }]);
    const { authors: resolved, findings } = resolvePostAuthors(legacy, authors, 'p.mdx');
    expect(resolved[0]).toMatchObject({ name: 'Sam Reed', title: 'Maintainer', url: 'https://sam.example', imageUrl: '/img/sam.png' });
    expect(findings[0]).toMatchObject({ check: 'onInlineAuthors', file: 'p.mdx' });
    expect(postAuthors({ authors: ['robin'] }, 'p.mdx')).toEqual(['robin']);
    expect(() => postAuthors({ authors: ['robin'], author: 'Sam Reed', authorURL: 'https://sam.example' }, 'content/blog/p.mdx')).toThrow(
      'content/blog/p.mdx: front matter sets both "authors" and Docusaurus\'s older "author" keys. Keep "authors" and remove author, authorURL.',
    );
  });
  it("reads Docusaurus's per-post override of an author of authors.yml, which is no inline author", () => {
    const { authors: resolved, findings } = resolvePostAuthors([{ key: 'robin', title: 'Guest editor', image_url: './img/robin-2018.png' }, 'robin'], authors, 'p.mdx');
    expect(resolved[0]).toMatchObject({ key: 'robin', name: authors.get('robin')!.name, title: 'Guest editor', imageUrl: './img/robin-2018.png' });
    expect(resolved[1]).toEqual(authors.get('robin'));
    expect(findings).toEqual([]);
    expect(() => resolvePostAuthors([{ key: 'ghost', title: 'T' }], authors, 'content/blog/p.mdx')).toThrow('content/blog/p.mdx: unknown author key "ghost" (authors[].key)');
  });
  it('fails on an unknown author key, naming file and key', () => {
    expect(() => resolvePostAuthors(['ghost'], authors, 'content/blog/p.mdx')).toThrow('content/blog/p.mdx: unknown author key "ghost"');
  });
  it('accepts but reports inline authors and inline tags', () => {
    const { authors: resolved, findings } = resolvePostAuthors([{ name: 'Guest' }], authors, 'p.mdx');
    expect(resolved[0]?.name).toBe('Guest');
    expect(findings[0]).toMatchObject({ check: 'onInlineAuthors', file: 'p.mdx' });
    const tags = parseTags('vital:\n  label: Vital\n');
    expect(inlineTagFindings(['vital', 'misc'], tags, 'p.mdx')).toEqual([expect.objectContaining({ check: 'onInlineTags', message: expect.stringContaining('"misc"') })]);
    // Without a tags file no tag is inline, as in Docusaurus, which checks tags only against a file it has.
    expect(inlineTagFindings(['vital', 'misc'], null, 'p.mdx')).toEqual([]);
    expect(tagFor('misc', tags)).toEqual({ key: 'misc', label: 'misc', url: '/blog/tags/misc' });
    expect(truncateFinding(false, 'p.mdx')[0]?.check).toBe('onUntruncatedBlogPosts');
    expect(truncateFinding(true, 'p.mdx')).toEqual([]);
  });
});

describe('feeds', () => {
  const items = [
    {
      title: 'Second & last',
      url: '/blog/2025/02/17',
      date: '2025-02-17',
      description: 'Two',
      contentHtml: '<p>See <a href="/api">the API</a> <img src="/img/x.svg" alt=""></p>',
      authors: [{ name: 'Robin Vale' }],
      tags: [{ label: 'API', url: '/blog/tags/api' }],
    },
    { title: 'First', url: '/blog/2025/01/25', date: '2025-01-25', description: 'One', contentHtml: '<p>Hello</p>', authors: [{ name: 'Robin Vale' }], tags: [] },
  ];
  const feeds = buildFeeds(items, { siteUrl: 'https://site.test', title: 'Blog', description: 'D', copyright: 'C', language: 'en', types: ['rss', 'atom', 'json'] });
  const parser = new XMLParser({ ignoreAttributes: false });

  it('writes RSS with absolute links, dates, categories and full content', () => {
    const rss = parser.parse(feeds.rss!).rss.channel;
    expect(rss.item.map((i: { title: string }) => i.title)).toEqual(['Second & last', 'First']);
    expect(rss.item[0].link).toBe('https://site.test/blog/2025/02/17');
    expect(new Date(rss.item[1].pubDate).toISOString()).toBe('2025-01-25T00:00:00.000Z');
    expect(rss.item[0].category['#text'] ?? rss.item[0].category).toBe('API');
    expect(rss.item[0]['content:encoded']).toContain('href="https://site.test/api"');
  });

  it("takes a post's content from its page without the page's controls", () => {
    const page = `<main><article class="post"><div class="markdown"><p>Intro</p><div class="code-block__body"><pre><code>npm test</code></pre><span data-feed-exclude=""><button>Copy</button></span></div></div></article><footer>x</footer></main>`;
    expect(postContentHtml(page, '.post .markdown')).toBe('<p>Intro</p><div class="code-block__body"><pre><code>npm test</code></pre></div>');
    expect(postContentHtml(page, '.missing')).toBe('');
  });

  it('writes Atom and JSON Feed with the same posts', () => {
    const atom = parser.parse(feeds.atom!).feed;
    expect(atom.entry.map((e: { title: { '#text': string } | string }) => (typeof e.title === 'string' ? e.title : e.title['#text']))).toEqual(
      ['Second &amp; last', 'First'].map((t) => t.replace('&amp;', '&')),
    );
    const json = JSON.parse(feeds.json!);
    expect(json.items.map((i: { url: string }) => i.url)).toEqual(['https://site.test/blog/2025/02/17', 'https://site.test/blog/2025/01/25']);
  });

  it("links a post by the URL a browser requests for its route, whatever its file's name holds", () => {
    const named = (slug: string) => ({ title: slug, url: `/blog/2025/03/01/${slug}`, date: '2025-03-01', description: '', contentHtml: '', authors: [{ name: 'Robin Vale' }], tags: [] });
    const json = JSON.parse(
      buildFeeds([named('My Post'), named('Café'), named('C# in 100% ?')], { siteUrl: 'https://site.test', title: 'Blog', description: 'D', copyright: 'C', language: 'en', types: ['json'] }).json!,
    );
    expect(json.items.map((i: { url: string }) => i.url)).toEqual([
      'https://site.test/blog/2025/03/01/My%20Post',
      'https://site.test/blog/2025/03/01/Caf%C3%A9',
      'https://site.test/blog/2025/03/01/C%23%20in%20100%25%20%3F',
    ]);
  });

  it('absolutizes site-relative href and src only', () => {
    expect(absolutizeHtml('<a href="/x">x</a><a href="https://o.test/">o</a><img src="/i.png">', 'https://s.test')).toBe(
      '<a href="https://s.test/x">x</a><a href="https://o.test/">o</a><img src="https://s.test/i.png">',
    );
  });
});

describe('postDateOf', () => {
  it('takes the front matter date, as YAML reads it or as written', () => {
    expect(postDateOf(new Date('2025-02-17T00:00:00Z'), 'blog/2025-01-01-a.mdx')).toBe('2025-02-17T00:00:00.000Z');
    expect(postDateOf('2025-02-17', 'blog/2025-01-01-a.mdx')).toBe('2025-02-17T00:00:00.000Z');
    // As Docusaurus reads them (babel/website's posts): a time, a one-digit day, a day past the month's end.
    expect(postDateOf('2015-11-3 10:30:00', 'blog/2015-11-03-doctor.md')).toBe('2015-11-03T10:30:00.000Z');
    expect(postDateOf('2017-02-29 11:00:00', 'blog/2017-03-01-upgrade.md')).toBe('2017-03-01T11:00:00.000Z');
    // Not a date, but written: returned for the check to name.
    expect(postDateOf('soon', 'blog/a.mdx')).toBe('soon');
  });

  it('else the date the file name starts with, as Docusaurus names posts', () => {
    expect(postDateOf(undefined, 'blog/2017-04-13-1.0.0.md')).toBe('2017-04-13');
    expect(postDateOf('', 'blog/2025-03-02_notes.mdx')).toBe('2025-03-02');
    expect(postDateOf(undefined, 'blog\\2025-03-02.mdx')).toBe('2025-03-02');
  });

  it("or the date the folder's name starts with, for a post in a folder of its own", () => {
    expect(postDateOf(undefined, 'blog/2021-05-12-announcing/index.mdx')).toBe('2021-05-12');
    expect(postDateOf(undefined, 'content/blog/2021-05-12-announcing/index.md')).toBe('2021-05-12');
  });

  it('or the date its year folder and name make, as Docusaurus keeps its own posts', () => {
    expect(postDateOf(undefined, 'blog/2021/05-12-announcing/index.mdx')).toBe('2021-05-12');
    expect(postDateOf(undefined, 'blog/2017/12-14-introducing.mdx')).toBe('2017-12-14');
    expect(postDateOf(undefined, 'blog/2021/05/12/announcing.md')).toBe('2021-05-12');
  });

  it('is undefined when neither gives one', () => {
    expect(postDateOf(undefined, 'blog/release-notes.md')).toBeUndefined();
    expect(postDateOf(undefined, 'blog/20250302-notes.md')).toBeUndefined();
    expect(postDateOf(undefined, 'blog/releases/3.1/index.mdx')).toBeUndefined();
  });
});

describe('feedLinks', () => {
  it("offers each configured feed (rss and atom unless given) in every page's head, and none without a blog (blog: false)", () => {
    const blog = { feedOptions: { title: 'Notes' } } as unknown as Exclude<SiteConfig['blog'], false>;
    expect(feedLinks({ title: 'Site', blog })).toEqual({
      'application/rss+xml': [{ url: '/blog/rss.xml', title: 'Notes (RSS)' }],
      'application/atom+xml': [{ url: '/blog/atom.xml', title: 'Notes (ATOM)' }],
    });
    expect(feedLinks({ title: 'Site', blog: false })).toEqual({});
  });
});
