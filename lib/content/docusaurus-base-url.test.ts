import { describe, expect, it } from 'vitest';
import { interpolate, withBaseUrl } from './docusaurus-base-url';

const site = { siteUrl: 'https://example.com', baseUrl: '/site/' };

describe('useBaseUrl', () => {
  it('puts the base URL in front of site paths, once', () => {
    expect(withBaseUrl('/img/x.png', site)).toBe('/site/img/x.png');
    expect(withBaseUrl('img/x.png', site)).toBe('/site/img/x.png');
    expect(withBaseUrl('/site/img/x.png', site)).toBe('/site/img/x.png');
    expect(withBaseUrl('/site', site)).toBe('/site/');
  });
  it('leaves anchors and URLs with a protocol alone', () => {
    for (const url of ['#top', 'https://a.example/x', '//cdn.example/x', 'mailto:a@b.c', '']) expect(withBaseUrl(url, site)).toBe(url);
  });
  it('adds the origin when absolute, and prepends again when forced', () => {
    expect(withBaseUrl('/img/x.png', site, { absolute: true })).toBe('https://example.com/site/img/x.png');
    expect(withBaseUrl('/site/x', site, { forcePrependBaseUrl: true })).toBe('/site/site/x');
  });
});

describe('translate', () => {
  it('returns the default message with its values filled in', () => {
    expect(interpolate('Hello {name}, {count} new', { name: 'Ada', count: 3 })).toBe('Hello Ada, 3 new');
    expect(interpolate('Keep {missing}', {})).toBe('Keep {missing}');
  });
});
