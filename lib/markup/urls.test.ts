import { describe, expect, it } from 'vitest';
import { isOffSiteUrl } from './urls';

describe('isOffSiteUrl', () => {
  it('tells a URL with a scheme or a host of its own from a path of the site', () => {
    for (const url of ['https://github.com/a.png', 'HTTP://x', 'mailto:a@b.c', 'data:image/png;base64,AA', '//cdn.example/a.js']) expect(isOffSiteUrl(url), url).toBe(true);
    for (const url of ['/img/a.png', './a.png', 'img/a.png', '#top', '@site/static/a.png']) expect(isOffSiteUrl(url), url).toBe(false);
  });
});
