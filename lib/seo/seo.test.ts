import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd, jsonLdText } from './json-ld';
import { pageImage, socialCardKey, socialCardPath, titleFontSize } from './social-card';

describe('social cards', () => {
  it('serve a card per route under /img/cards', () => {
    expect(socialCardPath('/docs/Vital/UserGuide/Filters')).toBe('/img/cards/docs/Vital/UserGuide/Filters.png');
    expect(socialCardPath('/blog/2025/03/02/')).toBe('/img/cards/blog/2025/03/02.png');
    expect(socialCardPath('/')).toBe('/img/cards/index.png');
  });

  it('prefer the front matter image, read as Docusaurus reads it', () => {
    expect(pageImage('/docs/About')).toBe('/img/cards/docs/About.png');
    expect(pageImage('/docs/About', null)).toBe('/img/cards/docs/About.png');
    expect(pageImage('/docs/About', '/img/vital/signal-flow.svg')).toBe('/img/vital/signal-flow.svg');
    expect(pageImage('/docs/About', 'img/photo.png')).toBe('/img/photo.png');
    expect(pageImage('/docs/About', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });

  it("serve a page's card at the path a browser requests for its file", () => {
    expect(pageImage('/docs/My Page')).toBe('/img/cards/docs/My%20Page.png');
    expect(pageImage('/docs/Café')).toBe('/img/cards/docs/Caf%C3%A9.png');
    expect(pageImage('/docs/C# in 100% ?')).toBe('/img/cards/docs/C%23%20in%20100%25%20%3F.png');
  });

  it('are drawn again only when what they show changes', () => {
    const card = { route: '/docs/About', title: 'About', section: 'Docs' };
    const key = socialCardKey(card, 'Robin Vale', '1');
    expect(socialCardKey({ ...card, route: '/docs/Other' }, 'Robin Vale', '1')).toBe(key);
    expect(socialCardKey({ ...card, title: 'About me' }, 'Robin Vale', '1')).not.toBe(key);
    expect(socialCardKey(card, 'Robin Vale', '2')).not.toBe(key);
  });

  it('shrink the title as it grows', () => {
    expect(titleFontSize('About')).toBeGreaterThan(titleFontSize('Envelopes and LFOs: shaping sound over time'));
    expect(titleFontSize('x'.repeat(80))).toBeLessThan(titleFontSize('x'.repeat(40)));
  });
});

describe('BlogPosting JSON-LD', () => {
  const post = {
    title: 'Writing </script> safely',
    description: 'A post.',
    url: '/blog/2025/03/02',
    date: '2025-03-02',
    image: '/img/cards/blog/2025/03/02.png',
    authors: [{ name: 'Robin Vale', url: '/blog/authors/robin' }],
  };

  it('names the headline, author, dates and image with absolute URLs', () => {
    const data = blogPostingJsonLd(post, 'https://robin-vale.example');
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Writing </script> safely',
      datePublished: '2025-03-02',
      dateModified: '2025-03-02',
      image: 'https://robin-vale.example/img/cards/blog/2025/03/02.png',
      url: 'https://robin-vale.example/blog/2025/03/02',
      author: [{ '@type': 'Person', name: 'Robin Vale', url: 'https://robin-vale.example/blog/authors/robin' }],
    });
    expect(blogPostingJsonLd({ ...post, dateModified: '2025-05-01' }, 'https://robin-vale.example').dateModified).toBe('2025-05-01');
    // A post without authors (Docusaurus allows it) names none, rather than an empty list.
    expect(blogPostingJsonLd({ ...post, authors: [] }, 'https://robin-vale.example')).not.toHaveProperty('author');
  });

  it('leaves an image or author page on another host there, a protocol-relative one under https:', () => {
    const data = blogPostingJsonLd({ ...post, image: '//cdn.example.com/x.png', authors: [{ name: 'Robin Vale', url: 'https://github.com/robin' }] }, 'https://robin-vale.example');
    expect(data).toMatchObject({ image: 'https://cdn.example.com/x.png', author: [{ url: 'https://github.com/robin' }] });
  });

  it.each([
    ['/blog/2025/03/02/My Post', 'https://robin-vale.example/blog/2025/03/02/My%20Post'],
    ['/blog/2025/03/02/Café', 'https://robin-vale.example/blog/2025/03/02/Caf%C3%A9'],
    ['/blog/2025/03/02/C# in 100% ?', 'https://robin-vale.example/blog/2025/03/02/C%23%20in%20100%25%20%3F'],
  ])('names the post %s by the URL a browser requests, %s', (route, url) => {
    expect(blogPostingJsonLd({ ...post, url: route }, 'https://robin-vale.example')).toMatchObject({ '@id': url, mainEntityOfPage: url, url });
  });

  it('cannot close its script element', () => {
    const text = jsonLdText(blogPostingJsonLd(post, 'https://robin-vale.example'));
    expect(text).not.toContain('</script');
    expect(JSON.parse(text).headline).toBe('Writing </script> safely');
  });
});
