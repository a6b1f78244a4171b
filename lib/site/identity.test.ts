import { describe, expect, it } from 'vitest';
import { pageUrl, siteIdentity } from './identity';

describe('pageUrl', () => {
  it.each([
    ['/', '/'],
    ['/docs/intro', '/docs/intro'],
    ['/docs/My Page', '/docs/My%20Page'],
    ['/docs/Café', '/docs/Caf%C3%A9'],
    ['/docs/C# in 100% ?', '/docs/C%23%20in%20100%25%20%3F'],
  ])('%s is requested as %s', (route, path) => {
    expect(pageUrl(route)).toBe(`${siteIdentity.url}${path}`);
  });
});
