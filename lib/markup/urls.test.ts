import { describe, expect, it } from 'vitest';
import { absoluteUrl, isOffSiteUrl, malformedEscapeProblem, ownAddressPath, pathnameProtocolPath, percentDecoded, routeUrlPath, siteAddress, withoutFirstFolder } from './urls';

describe('isOffSiteUrl', () => {
  it('tells a URL with a scheme or a host of its own from a path of the site', () => {
    for (const url of ['https://github.com/a.png', 'HTTP://x', 'mailto:a@b.c', 'data:image/png;base64,AA', '//cdn.example/a.js']) expect(isOffSiteUrl(url), url).toBe(true);
    for (const url of ['/img/a.png', './a.png', 'img/a.png', '#top', '@site/static/a.png']) expect(isOffSiteUrl(url), url).toBe(false);
  });
});

describe('pathnameProtocolPath', () => {
  it("gives the path of Docusaurus's pathname:// link, and null for any other", () => {
    expect(pathnameProtocolPath('pathname:///api/v2/index.html#close')).toBe('/api/v2/index.html#close');
    expect(pathnameProtocolPath('/api/v2/index.html')).toBeNull();
    expect(pathnameProtocolPath('https://site.example/pathname:///x')).toBeNull();
  });
});

describe('ownAddressPath', () => {
  it("gives the path of the site's own address written in full, whatever follows the origin", () => {
    expect(ownAddressPath('https://docs.example/img/a.png', 'https://docs.example/')).toBe('/img/a.png');
    expect(ownAddressPath('https://docs.example', 'https://docs.example')).toBe('/');
    expect(ownAddressPath('https://docs.example#top', 'https://docs.example')).toBe('/#top');
    expect(ownAddressPath('https://docs.example?q=1', 'https://docs.example')).toBe('/?q=1');
  });

  it('leaves another host alone, one that only begins like the site, and any URL when no site is set', () => {
    expect(ownAddressPath('https://docs.example.org/a', 'https://docs.example')).toBeNull();
    expect(ownAddressPath('https://other.example/a', 'https://docs.example')).toBeNull();
    expect(ownAddressPath('/img/a.png', 'https://docs.example')).toBeNull();
    expect(ownAddressPath('https://docs.example/a', undefined)).toBeNull();
  });
});

describe('withoutFirstFolder', () => {
  it('drops the first folder of a site path, as a base URL written in front of it', () => {
    expect(withoutFirstFolder('/project/img/logo.svg')).toBe('/img/logo.svg');
    expect(withoutFirstFolder('/project/logo.svg?v=2')).toBe('/logo.svg?v=2');
    expect(withoutFirstFolder('/logo.svg')).toBeNull();
    expect(withoutFirstFolder('/project/')).toBeNull();
  });
});

describe('routeUrlPath', () => {
  it('percent-encodes a route named as its file is, as a browser requests it', () => {
    expect(routeUrlPath('/docs/My Page')).toBe('/docs/My%20Page');
    expect(routeUrlPath('/docs/Café/Notes')).toBe('/docs/Caf%C3%A9/Notes');
    expect(routeUrlPath('/docs/C# in 100% ?')).toBe('/docs/C%23%20in%20100%25%20%3F');
  });

  it('leaves a plain route, the home page and a rule pattern as they are', () => {
    expect(routeUrlPath('/docs/About')).toBe('/docs/About');
    expect(routeUrlPath('/')).toBe('/');
    expect(routeUrlPath('/docs/*')).toBe('/docs/*');
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['https://site.example', '/llms.txt', 'https://site.example/llms.txt'],
    ['https://site.example/', '/docs/x', 'https://site.example/docs/x'],
    ['https://site.example/base', '/docs/x', 'https://site.example/base/docs/x'],
    ['https://site.example', '/docs/My Page', 'https://site.example/docs/My%20Page'],
    ['https://site.example', '/docs/Café', 'https://site.example/docs/Caf%C3%A9'],
    ['https://site.example', '/docs/C# in 100% ?', 'https://site.example/docs/C%23%20in%20100%25%20%3F'],
    ['https://site.example', '/docs/C# in 100% ?.md', 'https://site.example/docs/C%23%20in%20100%25%20%3F.md'],
  ])('%s + %s → %s', (site, route, expected) => {
    expect(absoluteUrl(site, route)).toBe(expected);
  });

  it('siteAddress keeps the query and fragment a written URL has', () => {
    expect(siteAddress('https://site.example', '/docs/x?a=1#part')).toBe('https://site.example/docs/x?a=1#part');
  });

  it('siteAddress leaves a URL of another host there, a protocol-relative one under the scheme of the site', () => {
    expect(siteAddress('https://site.example', '//cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png');
    expect(siteAddress('https://site.example/project/', '//cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png');
    expect(siteAddress('https://site.example/project/', 'https://github.com/robin')).toBe('https://github.com/robin');
    expect(siteAddress('https://site.example/project/', '/img/x.png')).toBe('https://site.example/project/img/x.png');
  });
});

describe('percentDecoded', () => {
  it('decodes percent-escapes, and keeps a text with a malformed one as written', () => {
    expect(percentDecoded('/docs/Caf%C3%A9%20Menu')).toBe('/docs/Café Menu');
    expect(percentDecoded('/docs/Café')).toBe('/docs/Café');
    expect(percentDecoded('/docs/100%')).toBe('/docs/100%');
    expect(percentDecoded('%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('malformedEscapeProblem', () => {
  it("names a path's % that is no escape, with the path to write when a %25 mends it", () => {
    expect(malformedEscapeProblem('/img/50%.png#top')).toBe(
      "'/img/50%.png#top' has a % that is no percent-escape, so no host serves a file at that path. Write a % of the file's name as %25 ('/img/50%25.png#top').",
    );
    // Not UTF-8: no %25 makes it the file the author meant, which only they know.
    expect(malformedEscapeProblem('/img/%FF.png')).toBe("'/img/%FF.png' has a % that is no percent-escape, so no host serves a file at that path. Write a % of the file's name as %25.");
  });

  it('passes a path whose escapes are sound, and a query or fragment, which names no file', () => {
    for (const url of ['/img/logo.svg', '/img/My%20Logo.svg', '/img/50%25.png', '/img/a.png?w=50%', '/img/a.png#50%']) expect(malformedEscapeProblem(url), url).toBeNull();
  });
});
