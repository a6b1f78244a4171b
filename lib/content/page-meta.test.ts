import { describe, expect, it } from 'vitest';
import { COMMIT_MARK, formatLastUpdateDate, lastUpdateDatetime, mergeLastUpdate, parseGitLog, resolveEditUrl } from './page-meta';

// What `git log --no-renames --name-only --format=<mark>%n%cI%n%an -- content` prints, newest first.
const fakeLog = [
  `${COMMIT_MARK}`,
  '2026-11-23T10:00:00+01:00',
  'Robin Vale',
  '',
  'content/docs/About.mdx',
  `${COMMIT_MARK}`,
  '2026-11-20T09:00:00Z',
  'Sam Editor',
  '',
  'content/docs/About.mdx',
  'content/blog/2025-01-25-post.mdx',
  `${COMMIT_MARK}`,
  '2026-11-01T09:00:00Z',
  'Empty Commit',
  '',
].join('\n');

const both = { showLastUpdateTime: true, showLastUpdateAuthor: true };

describe('parseGitLog', () => {
  it('takes the newest commit that names each file', () => {
    const byFile = parseGitLog(fakeLog);
    expect(byFile.get('content/docs/About.mdx')).toEqual({ date: '2026-11-23T10:00:00+01:00', author: 'Robin Vale' });
    expect(byFile.get('content/blog/2025-01-25-post.mdx')).toEqual({ date: '2026-11-20T09:00:00Z', author: 'Sam Editor' });
    expect(byFile.size).toBe(2);
  });

  it('reads nothing from empty output', () => {
    expect(parseGitLog('').size).toBe(0);
  });
});

describe('mergeLastUpdate', () => {
  const git = { date: '2026-11-20T09:00:00Z', author: 'Sam Editor' };

  it('uses git when there is no front matter', () => {
    expect(mergeLastUpdate(git, undefined, both)).toEqual(git);
  });

  it('lets front matter override either part', () => {
    expect(mergeLastUpdate(git, { author: 'Robin' }, both)).toEqual({ date: git.date, author: 'Robin' });
    expect(mergeLastUpdate(git, { date: '2025-03-02' }, both)).toEqual({ date: '2025-03-02T00:00:00.000Z', author: 'Sam Editor' });
    expect(mergeLastUpdate(undefined, { date: new Date('2025-03-02') }, both)).toEqual({ date: '2025-03-02T00:00:00.000Z', author: undefined });
  });

  it('drops what the options turn off, and gives nothing when nothing is known', () => {
    expect(mergeLastUpdate(git, undefined, { showLastUpdateTime: true, showLastUpdateAuthor: false })).toEqual({ date: git.date, author: undefined });
    expect(mergeLastUpdate(git, undefined, { showLastUpdateTime: false, showLastUpdateAuthor: false })).toBeUndefined();
    expect(mergeLastUpdate(undefined, undefined, both)).toBeUndefined();
    expect(mergeLastUpdate(git, { date: '2025-03-02' }, {})).toBeUndefined();
  });
});

describe('last update date', () => {
  it('is written as Docusaurus writes it, in UTC', () => {
    const en = { locale: 'en', calendar: 'gregory' };
    expect(formatLastUpdateDate('2026-11-23T23:30:00-05:00', en)).toBe('Nov 24, 2026');
    expect(formatLastUpdateDate('2025-03-02', en)).toBe('Mar 2, 2025');
    expect(formatLastUpdateDate('2025-03-02', { locale: 'en', calendar: 'buddhist' })).toBe('Mar 2, 2568 BE');
    expect(lastUpdateDatetime('2026-11-23T10:00:00+01:00')).toBe('2026-11-23');
  });
});

describe('resolveEditUrl', () => {
  const params = { path: 'Vital/UserGuide/Filters.mdx', dirPath: 'content/docs', permalink: '/docs/Vital/UserGuide/Filters', locale: 'en' };

  it("appends the file's folder from the site's root and its path to a base URL, as Docusaurus does", () => {
    expect(resolveEditUrl('docPath', 'https://github.com/o/r/edit/main/', undefined, params)).toBe('https://github.com/o/r/edit/main/content/docs/Vital/UserGuide/Filters.mdx');
    expect(resolveEditUrl('docPath', 'https://github.com/o/r/tree/master/website', undefined, { ...params, path: 'intro.mdx' })).toBe('https://github.com/o/r/tree/master/website/content/docs/intro.mdx');
    expect(resolveEditUrl('docPath', 'https://x.example/edit', undefined, { ...params, path: 'a.mdx', dirPath: 'content/versioned_docs/version-2.0' })).toBe(
      'https://x.example/edit/content/versioned_docs/version-2.0/a.mdx',
    );
    expect(resolveEditUrl('blogPath', 'https://x.example/edit/', undefined, { ...params, path: '2024-01-02-post.md', dirPath: 'content/blog' })).toBe('https://x.example/edit/content/blog/2024-01-02-post.md');
    expect(resolveEditUrl('docPath', 'https://x.example/edit', undefined, { ...params, path: 'My Pieces/a.mdx' })).toBe('https://x.example/edit/content/docs/My%20Pieces/a.mdx');
  });

  it('calls a function with the page', () => {
    const url = resolveEditUrl('blogPath', ({ blogPath, permalink, locale }) => `https://e.example/${locale}/${blogPath}?p=${permalink}`, undefined, { ...params, path: 'a.mdx' });
    expect(url).toBe('https://e.example/en/a.mdx?p=/docs/Vital/UserGuide/Filters');
    expect(resolveEditUrl('docPath', () => undefined, undefined, params)).toBeUndefined();
  });

  it("tells a function the file's folder and version, as Docusaurus does", () => {
    // Casbin's blog: ({ blogDirPath, blogPath }) => `…/edit/master/${blogDirPath}/${blogPath}`.
    const blog = resolveEditUrl('blogPath', ({ blogDirPath, blogPath }) => `https://github.com/o/r/edit/master/${blogDirPath}/${blogPath}`, undefined, { ...params, path: '2018-08-27-node.md', dirPath: 'content/blog' });
    expect(blog).toBe('https://github.com/o/r/edit/master/content/blog/2018-08-27-node.md');
    const doc = ({ versionDocsDirPath, docPath, version }: { versionDocsDirPath: string; docPath: string; version: string }) => `https://e.example/${version}/${versionDocsDirPath}/${docPath}`;
    expect(resolveEditUrl('docPath', doc, undefined, params)).toBe('https://e.example/current/content/docs/Vital/UserGuide/Filters.mdx');
    expect(resolveEditUrl('docPath', doc, undefined, { ...params, path: 'a.mdx', dirPath: 'content/versioned_docs/version-2.0' })).toBe('https://e.example/2.0/content/versioned_docs/version-2.0/a.mdx');
  });

  it('lets custom_edit_url win, and null hide the link', () => {
    expect(resolveEditUrl('docPath', 'https://x.example/', 'https://other.example/page', params)).toBe('https://other.example/page');
    expect(resolveEditUrl('docPath', 'https://x.example/', null, params)).toBeUndefined();
    expect(resolveEditUrl('docPath', undefined, undefined, params)).toBeUndefined();
  });
});
