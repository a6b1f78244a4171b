import { describe, expect, it } from 'vitest';
import { listingTwin } from './listing-twin';
import { linkResolver } from './urls';

describe('listingTwin', () => {
  it("writes the main region's h1 as the title and the rest as Markdown, without controls or decorations", () => {
    const html = [
      '<html><body><header><a href="/">Navbar</a></header><main>',
      '<nav aria-label="Recent posts"><h2>2025</h2><ul><li><a href="/blog/1">First post</a></li></ul></nav>',
      '<h1>Authors</h1><img src="/a.svg" alt=""><img src="/b.png" alt="Plot">',
      '<h2><a href="/blog/authors/robin">Robin</a></h2><p>Writer<span aria-hidden="true">★</span></p><button>Back to top</button>',
      '</main><footer>Footer</footer></body></html>',
    ].join('');
    const { title, body } = listingTwin(html, linkResolver('https://site.example/', '/blog/authors', new Set(['/blog/1', '/blog/authors/robin'])));
    expect(title).toBe('Authors');
    expect(body).toBe(
      ['## 2025', '', '- [First post](https://site.example/blog/1.md)', '', '![Plot](https://site.example/b.png)', '', '## [Robin](https://site.example/blog/authors/robin.md)', '', 'Writer'].join(
        '\n',
      ),
    );
  });
});
