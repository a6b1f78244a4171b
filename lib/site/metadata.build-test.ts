import { describe, expect, it } from 'vitest';
import { pageMetadata } from './metadata';

describe("a page's canonical link, og:url and Markdown twin", () => {
  it.each([
    ['/docs/intro', '/docs/intro'],
    ['/docs/My Page', '/docs/My%20Page'],
    ['/docs/Café', '/docs/Caf%C3%A9'],
    ['/docs/C# in 100% ?', '/docs/C%23%20in%20100%25%20%3F'],
  ])('name %s by the path a browser requests, %s', (route, path) => {
    const meta = pageMetadata({ description: '', path: route });
    expect(meta.alternates?.canonical).toBe(path);
    expect(meta.openGraph?.url).toBe(path);
    expect(meta.alternates?.types?.['text/markdown']).toBe(`${path}.md`);
  });
});
