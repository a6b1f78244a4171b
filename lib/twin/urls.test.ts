import { describe, expect, it } from 'vitest';
import { linkResolver, twinFile, twinPath } from './urls';

describe('twinPath', () => {
  it.each([
    ['/docs/Vital/UserGuide/Filters', '/docs/Vital/UserGuide/Filters.md'],
    ['/docs/', '/docs.md'],
    ['/', '/index.md'],
  ])('%s → %s', (route, twin) => {
    expect(twinPath(route)).toBe(twin);
  });

  it('names the file in the export', () => {
    expect(twinFile('/blog/2025/01/25')).toBe('blog/2025/01/25.md');
  });
});

describe('linkResolver', () => {
  const resolve = linkResolver('https://site.example/', '/docs/guide/page', new Set(['/docs/guide/page', '/docs/other', '/']));

  it.each([
    ['/docs/other', 'https://site.example/docs/other.md'],
    ['/docs/other/#part', 'https://site.example/docs/other.md#part'],
    ['#here', 'https://site.example/docs/guide/page.md#here'],
    ['../other', 'https://site.example/docs/other.md'],
    ['/', 'https://site.example/index.md'],
    ['/img/a.png', 'https://site.example/img/a.png'],
    ['pathname:///api/v2/index.html', 'https://site.example/api/v2/index.html'],
    ['/docs/unknown', 'https://site.example/docs/unknown'],
    ['https://example.org/docs/other', 'https://example.org/docs/other'],
    ['mailto:me@example.org', 'mailto:me@example.org'],
  ])('%s → %s', (href, expected) => {
    expect(resolve(href)).toBe(expected);
  });
});

describe('linkResolver on a page named with a space, `#`, `?` or `%`', () => {
  const route = '/docs/C# in 100% ?';
  const resolve = linkResolver('https://site.example', route, new Set([route, '/docs/My Page', '/docs/other']));

  it.each([
    ['#here', 'https://site.example/docs/C%23%20in%20100%25%20%3F.md#here'],
    ['./other', 'https://site.example/docs/other.md'],
    ['/docs/My%20Page#part', 'https://site.example/docs/My%20Page.md#part'],
  ])('%s → %s', (href, expected) => {
    expect(resolve(href)).toBe(expected);
  });
});
