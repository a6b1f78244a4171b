import { describe, expect, it } from 'vitest';
import { isRedirectPage, redirectFileOf, redirectPageHtml, relativeUrl } from './redirect-page';

describe('redirectFileOf', () => {
  it('is the file Next exports for the address, or the address itself when it names an HTML file', () => {
    expect(redirectFileOf('/docs/old')).toBe('docs/old.html');
    expect(redirectFileOf('/guide.html')).toBe('guide.html');
  });
});

describe('relativeUrl', () => {
  it('leads from the old address to the post from where the old page sits, under any base URL', () => {
    expect(relativeUrl('/blog/2023/11/13/3.1.0', '/blog/2023/11/13')).toBe('../13');
    expect(relativeUrl('/blog/hello', '/blog/2024/02/01')).toBe('2024/02/01');
    expect(new URL(relativeUrl('/blog/2023/11/13/3.1.0', '/blog/2023/11/13'), 'https://x.example/base/blog/2023/11/13/3.1.0').pathname).toBe('/base/blog/2023/11/13');
  });

  it('leads to the home page by its folder, never by an empty URL', () => {
    expect(relativeUrl('/home', '/')).toBe('./');
    expect(relativeUrl('/a/old', '/')).toBe('../');
    expect(new URL(relativeUrl('/a/old', '/'), 'https://x.example/base/a/old').pathname).toBe('/base/');
  });

  it('writes the path as a browser requests it, so a space, #, ? or % of a file name stays in it', () => {
    const cases = [
      ['/docs/old', '/docs/My Page', 'My%20Page'],
      ['/old', '/docs/C# in 100%?', 'docs/C%23%20in%20100%25%3F'],
      ['/docs/old/x', '/docs/Café', '../Caf%C3%A9'],
      ['/old dir/x', '/old dir/new', 'new'],
      // Not read as the scheme `c:`.
      ['/docs/old', '/docs/C:drive', './C:drive'],
    ];
    for (const [from, to, url] of cases) {
      expect(relativeUrl(from!, to!), to).toBe(url);
      expect(decodeURIComponent(new URL(url!, `https://x.example${encodeURI(from!)}`).pathname), to).toBe(to);
    }
  });
});

describe('redirectPageHtml', () => {
  it('refreshes to the page at once, names it canonical, stays out of search engines and links it', () => {
    const html = redirectPageHtml({ from: '/blog/2023/11/13/3.1.0', to: '/blog/2023/11/13', title: 'Prettier 3.1: "new" & <better>' }, 'https://site.example', 'en');
    expect(html).toContain('<html lang="en" data-redirect-page>');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=../13">');
    expect(html).toContain('<link rel="canonical" href="https://site.example/blog/2023/11/13">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>Prettier 3.1: &quot;new&quot; &amp; &lt;better&gt;</title>');
    expect(html).toContain('<a href="../13">https://site.example/blog/2023/11/13</a>');
  });

  it("keeps the author's query and fragment after the page's path, which is percent-encoded", () => {
    const html = redirectPageHtml({ from: '/guide', to: '/docs/100% Guide', suffix: '?tab=npm#install', title: 'Guide' }, 'https://site.example', 'en');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=docs/100%25%20Guide?tab=npm#install">');
    expect(html).toContain('<link rel="canonical" href="https://site.example/docs/100%25%20Guide?tab=npm#install">');
  });

  it('leads to another site by its own URL', () => {
    const html = redirectPageHtml({ from: '/docs/old-guide', to: 'https://docs.example/guide?a=1&b=2', title: 'Guide' }, 'https://site.example', 'en');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=https://docs.example/guide?a=1&amp;b=2">');
    expect(html).toContain('<a href="https://docs.example/guide?a=1&amp;b=2">');
  });

  it('is told apart from the pages of the site, which never open with its mark', () => {
    expect(isRedirectPage(redirectPageHtml({ from: '/blog/a', to: '/blog/2024/01/01', title: 'A' }, 'https://site.example', 'en'))).toBe(true);
    expect(isRedirectPage('<!DOCTYPE html><html lang="en"><head><title>data-redirect-page</title>')).toBe(false);
  });
});
