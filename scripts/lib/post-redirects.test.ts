import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postRedirectsStep } from './post-redirects';
import type { SiteData } from './postbuild-context';

const out = mkdtempSync(join(tmpdir(), 'post-redirects-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('postRedirectsStep', () => {
  it("writes a page at each post's Docusaurus address that leads to the post, and leaves the site's own files alone", () => {
    mkdirSync(join(out, 'blog'), { recursive: true });
    writeFileSync(join(out, 'blog', 'tags.html'), 'the tags page');
    const blogPosts = [
      { url: '/blog/2023/11/13', title: 'Prettier 3.1', sourceFile: 'content/blog/2023-11-13-3.1.0.md' },
      { url: '/blog/2024/03/01', title: 'Tags', sourceFile: 'content/blog/tags.md' },
    ];
    const result = postRedirectsStep({ out, config: { url: 'https://site.example', i18n: { defaultLocale: 'en' } as never }, site: { blogPosts } as unknown as SiteData });
    expect(result.summary).toBe('1 Docusaurus post address');
    const page = readFileSync(join(out, 'blog/2023/11/13/3.1.0.html'), 'utf8');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=../13">');
    expect(readFileSync(join(out, 'blog', 'tags.html'), 'utf8')).toBe('the tags page');
    expect(existsSync(join(out, 'blog', 'tags', 'index.html'))).toBe(false);
  });
});
