import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteLinkFindings, type SiteContent } from './site-links';

describe('the early link check of a post', () => {
  // The post is served at its date here and had /blog/harbor-2-0 on the Docusaurus site.
  const source = ['---', 'slug: harbor-2-0', '---', '', 'Read the [notes](./docking-module) and [the API](../docs/api/dock).', 'A [typo](../docs/api/dok).'].join('\n');
  const content: SiteContent = {
    contentDir: join(__dirname, 'no-content-read'),
    config: { baseUrl: '/', docs: { routeBasePath: '/docs' }, blog: {} } as SiteContent['config'],
    files: [{ path: 'blog/harbor-2-0.md', source }],
    versions: [],
    publicFiles: [],
    docUrls: new Map(),
    drafts: new Set(),
    generatedIndexes: [],
    unlisted: [],
    posts: new Map([['blog/harbor-2-0.md', { url: '/blog/2024/03/05', slug: 'harbor-2-0' }]]),
  };
  const site = { routes: new Set(['/blog/2024/03/05', '/blog/docking-module', '/docs/api/dock']), open: [] };

  it('follows relative links from the Docusaurus address, as the compile writes them, and names the one that leads nowhere', () => {
    expect(siteLinkFindings(content, site).map((f) => `${f.file}: ${f.message}`)).toEqual([
      'content/blog/harbor-2-0.md:6: the link "../docs/api/dok" (/docs/api/dok from this page) leads to no page or file of the site. The nearest page is /docs/api/dock; fix the path.',
    ]);
  });
});
