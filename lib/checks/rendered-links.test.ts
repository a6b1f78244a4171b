import { describe, expect, it } from 'vitest';
import { renderedLinks } from './rendered-links';

const hrefs = (source: string, format: 'md' | 'mdx' = 'mdx') => renderedLinks(source, format).map(({ href, line }) => `${line} ${href}`);

describe('renderedLinks', () => {
  it('finds Markdown links, not images, with the line the address is on', () => {
    const source = [
      '---',
      'description: see [a](/docs/front-matter)',
      '---',
      '[A](/docs/a "Title") and ![img](/img/x.png)',
      '[![badge](/img/b.svg)](/docs/badge)',
      '[text over',
      'two lines](/docs/wrapped)',
    ].join('\n');
    expect(hrefs(source)).toEqual(['4 /docs/a', '5 /docs/badge', '7 /docs/wrapped']);
  });

  it('reads addresses in angle brackets, with balanced parentheses and with backslash escapes', () => {
    expect(hrefs('[a](</docs/a b>) [b](/docs/f_(x) "Title") [c](/docs/\\_c)')).toEqual(['1 /docs/a b', '1 /docs/f_(x)', '1 /docs/_c']);
  });

  it('passes over code, comments, math and escaped brackets, which render no link', () => {
    const source = [
      '````md',
      '```js',
      '[in a fence](/docs/code)',
      '```',
      '````',
      '`[inline](/docs/inline)`',
      '<!-- [html comment](/docs/old) -->',
      '{/* [mdx comment](/docs/older) */}',
      '$[0,1](/x)$',
      '\\[escaped](/docs/escaped)',
      '[kept](/docs/kept)',
    ].join('\n');
    expect(hrefs(source)).toEqual(['11 /docs/kept']);
  });

  it('reads a reference definition only when a reference uses it', () => {
    const source = ['See [the guide][guide] and [Setup].', '', '[guide]: /docs/guide', '[setup]: </docs/setup>', '[unused]: /docs/unused'].join('\n');
    expect(hrefs(source)).toEqual(['3 /docs/guide', '4 /docs/setup']);
  });

  it('finds <a href> and, in MDX, <Link to>, unless marked to be left out of the check', () => {
    const source = ['<a href="/docs/a">A</a>', '<Link', '  to="/docs/b">B</Link>', '<Link to="/docs/c" data-noBrokenLinkCheck>C</Link>', '<a data-to="/x" href={url}>D</a>'].join('\n');
    expect(hrefs(source)).toEqual(['1 /docs/a', '3 /docs/b']);
  });

  it('in CommonMark, passes over indented code and HTML blocks, whose Markdown is not read', () => {
    const source = ['Text [a](/docs/a).', '', '    [code](/docs/code)', '', '<div>', '[raw](/docs/raw)', '</div>', '', '[b](/docs/b)'].join('\n');
    expect(hrefs(source, 'md')).toEqual(['1 /docs/a', '9 /docs/b']);
  });
});
