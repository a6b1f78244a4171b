import { describe, expect, it } from 'vitest';
import { listingTwin } from './listing-twin';
import { mainRegionText } from '../markup/main-region';
import { linkResolver } from './urls';

describe('listingTwin', () => {
  it("writes the main region's h1 as the title and the rest as Markdown, without navigation, controls or decorations", () => {
    const html = [
      '<html><body><header><a href="/">Navbar</a></header><main>',
      '<nav aria-label="Recent posts"><h2>2025</h2><ul><li><a href="/blog/1">First post</a></li></ul></nav>',
      '<h1>Authors</h1><img src="/a.svg" alt=""><img src="/b.png" alt="Plot">',
      '<h2><a href="/blog/authors/robin">Robin</a></h2><p>Writer<span aria-hidden="true">★</span></p><button>Back to top</button>',
      '</main><footer>Footer</footer></body></html>',
    ].join('');
    const { title, body } = listingTwin(html, linkResolver('https://site.example/', '/blog/authors', new Set(['/blog/1', '/blog/authors/robin'])));
    expect(title).toBe('Authors');
    expect(body).toBe(['![Plot](https://site.example/b.png)', '', '## [Robin](https://site.example/blog/authors/robin.md)', '', 'Writer'].join('\n'));
  });

  it("leaves a generated index's sidebar out and keeps apart the words on either side of a hidden separator and links side by side", () => {
    const html = [
      '<main><nav aria-label="Docs sidebar"><ul><li><a href="/docs/a">Every doc</a></li></ul></nav>',
      '<article><h1>2<!-- --> <!-- -->guides</h1><p><time>May 1, 2025</time><span aria-hidden="true"> · </span><span>6 min read</span></p>',
      '<ul><li><a href="/docs/b">First guide</a></li></ul><p><a href="/docs/a">Start</a><a href="/docs/b">Go on</a></p></article></main>',
    ].join('');
    const { title, body } = listingTwin(html, linkResolver('https://site.example/', '/docs/guides', new Set(['/docs/a', '/docs/b'])));
    expect(title).toBe('2 guides');
    expect(body).toBe(
      ['May 1, 2025 6 min read', '', '- [First guide](https://site.example/docs/b.md)', '', '[Start](https://site.example/docs/a.md) [Go on](https://site.example/docs/b.md)'].join('\n'),
    );
  });

  it('reads the same twin from the main region alone as from the whole page', () => {
    const main = '<main id="main-content" class="x"><h1>Tags</h1><ul><li><a href="/t/a">A &amp; B</a></li></ul><p>One <em>tag</em>.</p></main>';
    const page = `<!DOCTYPE html><html><head><style>main{color:red}</style><script>var s = "</div>";</script></head><body><header>H</header>${main}<template><p>later</p></template></body></html>`;
    const resolve = linkResolver('https://site.example/', '/tags', new Set(['/t/a']));
    expect(mainRegionText(page)).toBe(main);
    expect(listingTwin(page, resolve)).toEqual(listingTwin(`<html><body>${main}</body></html>`, resolve));
  });
});
