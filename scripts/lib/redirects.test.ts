import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { redirectsStep } from './redirects';
import type { SiteData } from './postbuild-context';
import type { SiteConfig } from '../../lib/config/types';

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** An export with the given files, and its pages (the .html files) as the post-build step reads them. */
function exportWith(files: Record<string, string>) {
  const out = mkdtempSync(join(tmpdir(), 'redirects-'));
  temporary.push(out);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(out, file, '..'), { recursive: true });
    writeFileSync(join(out, file), content);
  }
  const pages = Object.entries(files)
    .filter(([file]) => file.endsWith('.html'))
    .map(([file, html]) => ({ route: `/${file.replace(/(?:\/?index)?\.html$/, '')}`, html }));
  return { out, pages };
}

const config = (clientRedirects?: SiteConfig['clientRedirects']) => ({ url: 'https://site.example', i18n: { defaultLocale: 'en' } as SiteConfig['i18n'], clientRedirects });
const noPosts = { blogPosts: [] } as unknown as SiteData;

describe('redirectsStep', () => {
  it("writes a page at each post's Docusaurus address that leads to the post, and leaves the site's own files alone", () => {
    const { out, pages } = exportWith({ 'blog/tags.html': 'the tags page' });
    const blogPosts = [
      { url: '/blog/2023/11/13', title: 'Prettier 3.1', sourceFile: 'content/blog/2023-11-13-3.1.0.md' },
      { url: '/blog/2024/03/01', title: 'Tags', sourceFile: 'content/blog/tags.md' },
    ];
    const result = redirectsStep({ out, pages, config: config(), site: { blogPosts } as unknown as SiteData });
    expect(result.summary).toBe('0 configured redirects, 1 Docusaurus post address');
    const page = readFileSync(join(out, 'blog/2023/11/13/3.1.0.html'), 'utf8');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=../13">');
    expect(readFileSync(join(out, 'blog', 'tags.html'), 'utf8')).toBe('the tags page');
    expect(existsSync(join(out, 'blog', 'tags', 'index.html'))).toBe(false);
  });

  it("writes a page at each configured old address, titled by the page it leads to, and reports the others' findings", () => {
    const { out, pages } = exportWith({ 'docs/Guide.html': '<!doctype html><html><head><title>Guide &amp; tips | Site</title></head></html>' });
    const result = redirectsStep({
      out,
      pages,
      site: noPosts,
      config: config({
        redirects: [
          { from: ['/guide', '/old/guide.html'], to: '/docs/Guide' },
          { from: '/gone', to: '/docs/Gone' },
        ],
      }),
    });
    expect(result.summary).toBe('2 configured redirects, 0 Docusaurus post addresses');
    const page = readFileSync(join(out, 'guide.html'), 'utf8');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=docs/Guide">');
    expect(page).toContain('<title>Guide &amp; tips | Site</title>');
    expect(readFileSync(join(out, 'old/guide.html'), 'utf8')).toContain('url=../docs/Guide"');
    expect(result.findings?.map((f) => f.check)).toEqual(['onBrokenLinks']);
  });

  it("leads to a page whose file name has a % or # by the path a browser requests, with the author's fragment after it", () => {
    const { out, pages } = exportWith({ 'docs/100% Guide.html': '<title>Full guide</title>', 'docs/C#.html': '<title>C sharp</title>' });
    redirectsStep({
      out,
      pages,
      site: noPosts,
      config: config({ redirects: [{ from: '/full', to: '/docs/100% Guide#setup' }], createRedirects: (path) => (path === '/docs/C#' ? '/csharp' : undefined) }),
    });
    const full = readFileSync(join(out, 'full.html'), 'utf8');
    expect(full).toContain('<meta http-equiv="refresh" content="0; url=docs/100%25%20Guide#setup">');
    expect(full).toContain('<title>Full guide</title>');
    expect(readFileSync(join(out, 'csharp.html'), 'utf8')).toContain('<meta http-equiv="refresh" content="0; url=docs/C%23">');
  });

  it("lets a configured redirect win over a post's Docusaurus address", () => {
    const { out, pages } = exportWith({ 'docs/Guide.html': '<title>Guide</title>' });
    const blogPosts = [{ url: '/blog/2023/11/13', title: 'Release', sourceFile: 'content/blog/2023-11-13-release.md' }];
    redirectsStep({ out, pages, site: { blogPosts } as unknown as SiteData, config: config({ redirects: [{ from: '/blog/2023/11/13/release', to: '/docs/Guide' }] }) });
    expect(readFileSync(join(out, 'blog/2023/11/13/release.html'), 'utf8')).toContain('<title>Guide</title>');
  });
});
