import type { Root } from 'mdast';
import 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { buildTwinFiles, type TwinSource, type TwinSources } from './twin-files';

const doc = (url: string, title: string, extra: Partial<TwinSource> = {}): TwinSource => ({
  url,
  title,
  description: `About ${title}.`,
  body: `Text of ${title}.`,
  sourceFilePath: `docs${url.slice('/docs'.length)}.mdx`,
  unlisted: false,
  ...extra,
});

const page = (route: string, html = '<main><h1>Listing</h1><ul><li><a href="/docs/a">A</a></li></ul></main>') => ({ route, html });

const sources: TwinSources = {
  site: { name: 'Site', summary: 'A test site.', url: 'https://site.example/', blogDescription: 'Posts.', docsRoot: { route: '/docs', docUrl: '/docs/a' } },
  docs: [
    doc('/docs/a', 'Doc A', { body: 'See [B](/docs/b).' }),
    doc('/docs/c', 'Doc C', { heading: 'Its own heading', body: '# Its own heading\n\nText.' }),
    doc('/docs/hidden', 'Hidden', { unlisted: true }),
    doc('/docs/draft', 'Draft'),
    doc('/docs/b', 'Doc B'),
  ],
  posts: [
    { ...doc('/blog/2025/02/01', 'Newer post'), sourceFilePath: 'blog/2025-02-01-newer.mdx', facts: [['Published', '2025-02-01']] },
    { ...doc('/blog/2025/01/01', 'Older post'), sourceFilePath: 'blog/2025-01-01-older.mdx', facts: [['Published', '2025-01-01']] },
  ],
  api: { title: 'Tiny API', description: 'Its reference.', body: '## Models', descriptionPath: '/openapi.yaml' },
  htmlPages: ['/', '/docs', '/docs/a', '/docs/b', '/docs/c', '/docs/hidden', '/blog', '/blog/2025/02/01', '/blog/2025/01/01', '/blog/tags', '/api', '/404', '/_not-found'].map((r) => page(r)),
  components: () => ({}),
};

describe('buildTwinFiles', async () => {
  const { routes, files } = await buildTwinFiles(sources);

  it('gives every exported page a twin, and nothing else one (a draft has no page, so no twin)', async () => {
    expect(routes.sort()).toEqual(['/', '/api', '/blog', '/blog/2025/01/01', '/blog/2025/02/01', '/blog/tags', '/docs', '/docs/a', '/docs/b', '/docs/c', '/docs/hidden']);
    expect(files.has('docs/draft.md')).toBe(false);
    expect(files.has('index.md')).toBe(true);
  });

  it('writes a doc from its source, links pointing at twins', async () => {
    expect(files.get('docs/a.md')).toBe(['# Doc A', '', '> About Doc A.', '', '- Canonical URL: https://site.example/docs/a', '', 'See [B](https://site.example/docs/b.md).', ''].join('\n'));
    expect(files.get('docs.md')).toBe(files.get('docs/a.md'));
  });

  it("titles a doc by the body's own leading heading when it has one, as the page does", async () => {
    expect(files.get('docs/c.md')).toBe(['# Its own heading', '', '> About Doc C.', '', '- Canonical URL: https://site.example/docs/c', '', 'Text.', ''].join('\n'));
    expect(files.get('llms.txt')).toContain('- [Doc C](https://site.example/docs/c.md)');
  });

  it('writes the blog index as the listed posts, newest first', async () => {
    expect(files.get('blog.md')).toBe(
      [
        '# Blog',
        '',
        '> Posts.',
        '',
        '- Canonical URL: https://site.example/blog',
        '',
        '## [Newer post](https://site.example/blog/2025/02/01.md)',
        '',
        '2025-02-01. About Newer post.',
        '',
        '## [Older post](https://site.example/blog/2025/01/01.md)',
        '',
        '2025-01-01. About Older post.',
        '',
      ].join('\n'),
    );
  });

  it('writes a page without a source from its main region', async () => {
    expect(files.get('blog/tags.md')).toBe(['# Listing', '', '- Canonical URL: https://site.example/blog/tags', '', '- [A](https://site.example/docs/a.md)', ''].join('\n'));
  });

  it('lists docs in the given order, posts newest first, the API, then the optional files; unlisted docs left out', async () => {
    expect(files.get('llms.txt')).toBe(
      [
        '# Site',
        '',
        '> A test site.',
        '',
        '## Docs',
        '',
        '- [Doc A](https://site.example/docs/a.md): About Doc A.',
        '- [Doc C](https://site.example/docs/c.md): About Doc C.',
        '- [Doc B](https://site.example/docs/b.md): About Doc B.',
        '',
        '## Blog',
        '',
        '- [Newer post](https://site.example/blog/2025/02/01.md): About Newer post.',
        '- [Older post](https://site.example/blog/2025/01/01.md): About Older post.',
        '',
        '## API',
        '',
        '- [Tiny API](https://site.example/api.md): Its reference.',
        '- [Tiny API (OpenAPI description)](https://site.example/openapi.yaml): The OpenAPI 3.1 description in YAML that the reference is made from.',
        '',
        '## Optional',
        '',
        '- [Blog index](https://site.example/blog.md): Every post, newest first.',
        '- [Every doc and post in full](https://site.example/llms-full.txt): The twins listed above, in the same order, in one file.',
        '',
      ].join('\n'),
    );
  });

  it('puts every listed doc and post in full in llms-full.txt, in the same order', async () => {
    const full = files.get('llms-full.txt')!;
    const titles = [...full.matchAll(/^# (.+)$/gm)].map((m) => m[1]);
    expect(titles).toEqual(['Doc A', 'Its own heading', 'Doc B', 'Newer post', 'Older post']);
    expect(full).toContain(`${files.get('docs/a.md')!.trimEnd()}\n\n---\n\n# Its own heading`);
  });

  it('has no blog index, Blog section or blog entry when the export has no /blog page (blog: false)', async () => {
    const blogless = await buildTwinFiles({ ...sources, site: { ...sources.site, blogDescription: undefined }, posts: [], htmlPages: sources.htmlPages.filter((p) => !p.route.startsWith('/blog')) });
    expect(blogless.routes.filter((route) => route.startsWith('/blog'))).toEqual([]);
    expect([...blogless.files.keys()].filter((file) => file.startsWith('blog'))).toEqual([]);
    const llms = blogless.files.get('llms.txt')!;
    expect(llms).not.toContain('## Blog');
    expect(llms).not.toContain('/blog');
    expect(llms).toContain('## Optional');
  });

  it("reads each source as markdown.format compiled its page: with 'detect', a .md post as CommonMark, where <https://…> is a link", async () => {
    const post: TwinSource = { ...doc('/blog/2025/03/01', 'Autolinks'), sourceFilePath: 'blog/2025-03-01-links/index.md', body: 'Read it at <https://example.org/paper>.' };
    const htmlPages = [...sources.htmlPages, page('/blog/2025/03/01')];
    const detect = await buildTwinFiles({ ...sources, posts: [post], htmlPages, markdownFormat: 'detect' });
    expect(detect.files.get('blog/2025/03/01.md')).toContain('<https://example.org/paper>');
    // Its own front matter wins, as on the page: read as MDX, the autolink is a JSX tag that does not
    // parse, and the error names the source file.
    await expect(buildTwinFiles({ ...sources, posts: [{ ...post, format: 'mdx' }], htmlPages, markdownFormat: 'detect' })).rejects.toThrow(
      /^content\/blog\/2025-03-01-links\/index\.md: its Markdown twin could not be written: /,
    );
  });

  it('writes what a site plugin renders into the twin and llms-full.txt alike, and fails naming the file and the plugin when one fails', async () => {
    function remarkKeys() {
      return (tree: Root) =>
        visit(tree, (node) => {
          if (node.type === 'textDirective' && node.name === 'kbd') node.data = { hName: 'kbd' };
        });
    }
    const docs = sources.docs.map((d) => (d.url === '/docs/b' ? { ...d, body: 'Hold :kbd[Shift].' } : d));
    const { files } = await buildTwinFiles({ ...sources, docs, plugins: { docs: { remarkPlugins: [remarkKeys] } } });
    expect(files.get('docs/b.md')).toContain('Hold `Shift`.');
    expect(files.get('llms-full.txt')).toContain('Hold `Shift`.');
    expect(files.get('llms-full.txt')).not.toContain(':kbd');
    function remarkBrokenKeys() {
      return () => {
        throw new Error('no key map');
      };
    }
    await expect(buildTwinFiles({ ...sources, plugins: { docs: { remarkPlugins: [remarkBrokenKeys] } } })).rejects.toThrow(
      /^content\/docs\/a\.mdx: its Markdown twin could not be written: the plugin "remarkBrokenKeys" of docs\.remarkPlugins in site\.config\.ts failed: no key map$/,
    );
  });

  it('takes each doc’s and post’s body from twinBody when given, with the components of its page', async () => {
    const asked: string[] = [];
    const { files } = await buildTwinFiles({
      ...sources,
      components: (route) => ({ DocCardList: () => [{ label: `cards of ${route}`, href: route }] }),
      twinBody: async (source, components, convert) => {
        asked.push(source.url);
        return source.url === '/docs/b' ? `Kept body; ${components.DocCardList!()[0]!.label}.` : convert(components);
      },
    });
    expect(files.get('docs/b.md')).toContain('Kept body; cards of /docs/b.');
    expect(files.get('docs/a.md')).toContain('See [B](https://site.example/docs/b.md).');
    expect(asked.sort()).toEqual(['/blog/2025/01/01', '/blog/2025/02/01', '/docs/a', '/docs/b', '/docs/c', '/docs/hidden']);
  });
});
