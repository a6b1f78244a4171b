import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listFiles } from './export-files';
import { readExport } from './postbuild-context';
import { feedsStep } from './feeds';
import { sitemapStep } from './sitemap';
import { buildTwinFiles } from '../../lib/twin/twin-files';

/**
 * An export as `next build` writes it for a site with `blog: false`: every page under app/blog/ is
 * rendered as not found (app/blog/layout.tsx), with its payload and prefetch files, beside the
 * site's own pages. The post-build step must leave no /blog file, and its steps no blog in what
 * they write.
 */
const NOT_FOUND = '<html><body><h1>Page Not Found</h1><script>self.__next_f.push([1,"…\\"digest\\":\\"NEXT_HTTP_ERROR_FALLBACK;404\\"…"])</script></body></html>';
const PAGE = (title: string) => `<html><head></head><body><main><h1>${title}</h1><p><a href="/docs/About">About</a></p></main></body></html>`;

/** The blog's routes as Next names their files: the list, its first page, archive, tags, authors and each dynamic route's placeholder. */
const BLOG_ROUTES = ['blog', 'blog/page/1', 'blog/archive', 'blog/tags', 'blog/tags/_', 'blog/authors', 'blog/authors/_', 'blog/_/_/_'];

function writeExport(): string {
  const out = mkdtempSync(join(tmpdir(), 'blog-off-export-'));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file), text);
  };
  write('index.html', PAGE('Home'));
  write('index.txt', '0:{}');
  write('docs/About.html', PAGE('About'));
  write('docs/About.txt', '0:{}');
  write('docs/About/__next._tree.txt', '');
  write('_next/static/chunks/app/blog/page-0123.js', '');
  for (const route of BLOG_ROUTES) {
    write(`${route}.html`, NOT_FOUND);
    write(`${route}.txt`, NOT_FOUND);
    for (const segment of ['_tree', '_full', 'blog']) write(`${route}/__next.${segment}.txt`, '');
  }
  return out;
}

describe("the post-build step over a blog: false site's export", () => {
  const out = writeExport();
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  const { pages } = readExport(out);
  const config = {
    title: 'Docs',
    url: 'https://docs.example',
    baseUrl: '/',
    i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', htmlLang: 'en', direction: 'ltr' as const, calendar: 'gregory' } } },
    blog: false as const,
  };

  it('lists no /blog page and leaves no blog file or folder beside the JavaScript chunks', () => {
    expect(pages.map((page) => page.route)).toEqual(['/docs/About', '/']);
    expect(existsSync(join(out, 'blog'))).toBe(false);
    expect(listFiles(out).filter((file) => /(^|\/)blog\b/.test(file) && !file.startsWith('_next/'))).toEqual([]);
  });

  it('writes no feed', () => {
    expect(feedsStep({ out, config, pages, site: { listedPosts: [] } })).toEqual({});
    expect(existsSync(join(out, 'blog'))).toBe(false);
  });

  it('lists no blog page in the sitemap', () => {
    sitemapStep({ out, config, overlay: {}, pages, site: { unlisted: new Set() } });
    const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://docs.example/docs/About</loc>');
    expect(sitemap).not.toContain('/blog');
  });

  it('writes no blog twin and no blog entry in llms.txt', async () => {
    const { routes, files } = await buildTwinFiles({
      site: { name: 'Docs', summary: 'Docs alone.', url: 'https://docs.example/' },
      docs: [],
      posts: [],
      api: { title: 'API', description: 'Its reference.', body: '', descriptionPath: '/openapi.yaml' },
      htmlPages: pages,
      components: () => ({}),
    });
    expect(routes.sort()).toEqual(['/', '/api', '/docs/About']);
    expect(files.get('llms.txt')).not.toMatch(/blog/i);
  });
});
