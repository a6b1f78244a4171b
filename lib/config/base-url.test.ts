import { describe, expect, it } from 'vitest';
import { actualBaseUrl, baseUrlBannerHtml, baseUrlBannerScript } from './base-url';

describe('actualBaseUrl', () => {
  it('is the configured base when the site is served where it was built for', () => {
    expect(actualBaseUrl('/docs/About', '/docs/About', '/')).toBe('/');
    expect(actualBaseUrl('/', '/', '/')).toBe('/');
    expect(actualBaseUrl('/site/docs/About', '/site/docs/About', '/site/')).toBe('/site/');
  });

  it('finds the path the export is really under, on the home page and deeper', () => {
    expect(actualBaseUrl('/wrong-base/', '/', '/')).toBe('/wrong-base/');
    expect(actualBaseUrl('/wrong-base', '/', '/')).toBe('/wrong-base/');
    expect(actualBaseUrl('/wrong-base/docs/About', '/docs/About', '/')).toBe('/wrong-base/');
    expect(actualBaseUrl('/docs/About', '/site/docs/About', '/site/')).toBe('/');
    expect(actualBaseUrl('/a/b/blog/2025/01/25.html', '/blog/2025/01/25', '/')).toBe('/a/b/');
    expect(actualBaseUrl('/mirror/blog/index.html', '/blog', '/')).toBe('/mirror/');
  });

  it('makes no claim when the address does not end with the page route', () => {
    expect(actualBaseUrl('/somewhere/else', '/docs/About', '/')).toBeNull();
    expect(actualBaseUrl('/docs/About', '/other/docs/About', '/site/')).toBeNull();
  });
});

describe('the banner', () => {
  it('names the configured base URL, escaped', () => {
    expect(baseUrlBannerHtml('/a<b/')).toContain('<code>/a&lt;b/</code>');
  });

  it('the inline script prepends the banner with the suggestion only when the bases differ', () => {
    const run = (pathname: string, canonical: string | null) => {
      const inserted: Array<{ html: string; suggestion: string }> = [];
      const fakeDocument = {
        readyState: 'complete',
        querySelector: () => (canonical === null ? null : { href: canonical }),
        getElementById: () => null,
        createElement: () => {
          const holder = { innerHTML: '', suggestion: { textContent: '' } };
          return Object.assign(holder, {
            querySelector: () => holder.suggestion,
            get firstChild() {
              return holder;
            },
          });
        },
        body: {
          firstChild: null,
          insertBefore: (node: { innerHTML: string; suggestion: { textContent: string } }) => inserted.push({ html: node.innerHTML, suggestion: node.suggestion.textContent }),
        },
      };
      const location = { pathname, href: `http://localhost:3000${pathname}` };
      new Function('document', 'location', baseUrlBannerScript('/'))(fakeDocument, location);
      return inserted;
    };
    expect(run('/docs/About', 'https://example.test/docs/About')).toEqual([]);
    expect(run('/no-such-page', null)).toEqual([]);
    const [banner] = run('/wrong-base/docs/About', 'https://example.test/docs/About');
    expect(banner?.suggestion).toBe('/wrong-base/');
    expect(banner?.html).toContain('<code>/</code>');
  });
});
