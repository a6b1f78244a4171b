import { describe, expect, it } from 'vitest';
import { contentRoute, markdownLink, markdownLinkRoute, markdownLinkTarget } from './routes';

describe('contentRoute', () => {
  it('gives a doc the URL its path makes', () => {
    expect(contentRoute('docs/Vital/UserGuide/Filters.mdx')).toBe('/docs/Vital/UserGuide/Filters');
    expect(contentRoute('docs/guides/index.md')).toBe('/docs/guides');
  });

  it('drops number prefixes unless the front matter keeps them, as the docs are built', () => {
    expect(contentRoute('docs/tree/01-first.mdx')).toBe('/docs/tree/first');
    expect(contentRoute('docs/tree/01-first.mdx', { parse_number_prefixes: false })).toBe('/docs/tree/01-first');
  });

  it("follows the target's slug and id", () => {
    expect(contentRoute('docs/Vital/Overview.mdx', { slug: '/synth' })).toBe('/docs/synth');
    expect(contentRoute('docs/Vital/Overview.mdx', { slug: 'intro' })).toBe('/docs/Vital/intro');
    expect(contentRoute('docs/Vital/Overview.mdx', { id: 'start' })).toBe('/docs/Vital/start');
  });

  it("dates a post by its front matter, else by its file name", () => {
    expect(contentRoute('blog/2025-03-02-notes.mdx')).toBe('/blog/2025/03/02');
    expect(contentRoute('blog/2025-03-02-notes.mdx', { date: '2025-04-01T10:00:00Z' })).toBe('/blog/2025/04/01');
    expect(contentRoute('blog/2025-03-02-notes.mdx', { date: 'soon' })).toBe('/blog/2025/03/02');
    expect(contentRoute('blog/notes.md', { date: '2025-05-06' })).toBe('/blog/2025/05/06');
  });

  it('dates a post in folders by the date its path holds, as Docusaurus does', () => {
    expect(contentRoute('blog/2021-05-12-announcing/index.mdx')).toBe('/blog/2021/05/12');
    expect(contentRoute('blog/2021/05-12-announcing/index.mdx')).toBe('/blog/2021/05/12');
    // Every Markdown file is a post: one beside a folder's index takes the folder's date.
    expect(contentRoute('blog/2021-05-12-announcing/notes.mdx')).toBe('/blog/2021/05/12');
    expect(contentRoute('blog/releases/3.1/index.mdx', { date: '2024-01-05' })).toBe('/blog/2024/01/05');
  });

  it('is null for files that are no page', () => {
    expect(contentRoute('data/vital/filters.yaml')).toBeNull();
    expect(contentRoute('blog/notes.mdx')).toBeNull();
    expect(contentRoute('blog/releases/3.1/index.mdx')).toBeNull();
    // A partial is no page, whatever date its path holds.
    expect(contentRoute('blog/2021-05-12-announcing/_notes.mdx')).toBeNull();
    expect(contentRoute('blog/_2021-05-12-draft.mdx')).toBeNull();
  });
});

describe('markdownLink', () => {
  it("reads a link as Docusaurus's resolveMarkdownLinks does: a .md or .mdx path in any case, its query and fragment kept apart from it", () => {
    expect(markdownLink('./setup.md?tab=npm#install')).toEqual({ file: './setup.md', suffix: '?tab=npm#install' });
    expect(markdownLink('../Guide.MDX#top')).toEqual({ file: '../Guide.MDX', suffix: '#top' });
    expect(markdownLink('/docs/intro.Md')).toEqual({ file: '/docs/intro.Md', suffix: '' });
  });

  it('is null for a link whose path names no Markdown file, or that leaves the site', () => {
    for (const href of ['/docs/intro', './notes.md.txt', '#setup.md', '?file=a.md', 'https://github.com/a/b/README.md', '//cdn.example/a.md', 'mailto:a.md@b.example'])
      expect(markdownLink(href), href).toBeNull();
  });
});

describe('markdownLinkTarget', () => {
  const files = new Set(['docs/Vital/UserGuide/Filters.mdx', 'docs/Vital/Overview.md', 'docs/cli/cache-list.md', 'docs/cli/add.md', 'docs/config.md', 'versioned_docs/version-1.0/cli/cache-list.md', 'blog/2025-01-25-a.mdx']);
  const target = (from: string, href: string) => markdownLinkTarget(from, href, (path) => files.has(path));

  it('resolves a relative file link and keeps its anchor', () => {
    expect(target('docs/Vital/UserGuide/Intro.mdx', './Filters.mdx#cutoff')).toEqual({ path: 'docs/Vital/UserGuide/Filters.mdx', suffix: '#cutoff' });
    expect(target('docs/Vital/UserGuide/Intro.mdx', '../Overview.md')).toEqual({ path: 'docs/Vital/Overview.md', suffix: '' });
  });

  it('resolves /a.md from the docs folder the page belongs to, then from content/, as Docusaurus does', () => {
    expect(target('docs/cli/cache.md', '/cli/cache-list.md')).toEqual({ path: 'docs/cli/cache-list.md', suffix: '' });
    expect(target('versioned_docs/version-1.0/cli/cache.md', '/cli/cache-list.md')?.path).toBe('versioned_docs/version-1.0/cli/cache-list.md');
    expect(target('docs/cli/cache.md', '/docs/config.md')?.path).toBe('docs/config.md');
    expect(target('blog/2025-02-01-b.mdx', '/docs/config.md')?.path).toBe('docs/config.md');
  });

  it('resolves a bare a.md beside the page, then from its docs folder', () => {
    expect(target('docs/cli/cache.md', 'add.md')?.path).toBe('docs/cli/add.md');
    expect(target('docs/cli/cache.md', 'config.md')?.path).toBe('docs/config.md');
  });

  it('names the likeliest file when none exists', () => {
    expect(target('docs/cli/cache.md', '/cli/missing.md')?.path).toBe('docs/cli/missing.md');
    expect(target('docs/cli/cache.md', '/docs/missing.md')?.path).toBe('docs/missing.md');
    expect(target('docs/cli/cache.md', './missing.md')?.path).toBe('docs/cli/missing.md');
  });

  it('keeps the query apart from the file, and reads the extension in any case', () => {
    expect(target('docs/Vital/UserGuide/Intro.mdx', './Filters.mdx?view=full#cutoff')).toEqual({ path: 'docs/Vital/UserGuide/Filters.mdx', suffix: '?view=full#cutoff' });
    expect(target('docs/cli/cache.md', './missing.md?x=1')?.path).toBe('docs/cli/missing.md');
    expect(target('docs/cli/cache.md', './Add.MD')?.path).toBe('docs/cli/Add.MD');
  });

  it('leaves page URLs and other sites alone', () => {
    expect(target('docs/About.mdx', '/docs/About')).toBeNull();
    expect(target('docs/About.mdx', 'https://example.com/a.md')).toBeNull();
  });
});

describe('markdownLinkRoute', () => {
  const frontMatter: Record<string, Record<string, unknown>> = { 'docs/guide/01-setup.md': {}, 'docs/cli.md': { slug: '/command-line' }, 'versioned_docs/version-1.0/cli.md': {} };
  const files = { exists: (path: string) => path in frontMatter, frontMatter: (path: string) => frontMatter[path]! };
  const versionBases = new Map([
    ['current', '/docs'],
    ['1.0', '/docs/1.0'],
  ]);

  it('gives the URL the build rewrites a file link to, by the target\'s own front matter, with the anchor', () => {
    expect(markdownLinkRoute('docs/guide/intro.md', './01-setup.md#install', files)).toEqual({ path: 'docs/guide/01-setup.md', route: '/docs/guide/setup', suffix: '#install' });
    expect(markdownLinkRoute('docs/guide/intro.md', '../cli.md', files, versionBases)?.route).toBe('/docs/command-line');
    expect(markdownLinkRoute('versioned_docs/version-1.0/intro.md', './cli.md', files, versionBases)?.route).toBe('/docs/1.0/cli');
  });

  it("resolves a folder's index doc's links from its file's folder, as Docusaurus does, not from its URL", () => {
    // docs/guide/index.md is served at /docs/guide, whose URL's folder is /docs/: the file's folder counts.
    for (const href of ['./01-setup.md', '01-setup.md']) expect(markdownLinkRoute('docs/guide/index.md', href, files)?.route).toBe('/docs/guide/setup');
    expect(markdownLinkRoute('docs/guide/index.md', '../cli.md', files)?.route).toBe('/docs/command-line');
  });

  it("keeps the link's query and anchor after the page's URL, as Docusaurus does", () => {
    expect(markdownLinkRoute('docs/guide/intro.md', './01-setup.md?tab=npm#install', files)).toEqual({ path: 'docs/guide/01-setup.md', route: '/docs/guide/setup', suffix: '?tab=npm#install' });
  });

  it('is null where the build leaves the link as written', () => {
    expect(markdownLinkRoute('docs/guide/intro.md', './missing.md', files)).toBeNull();
    expect(markdownLinkRoute('docs/guide/intro.md', '/docs/cli', files)).toBeNull();
  });
});
