import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { takeHeadTags } from './head-tags';

const parse = (source: string) => unified().use(remarkParse).use(remarkMdx).parse(source) as Root;

describe('takeHeadTags', () => {
  it("reads a <head> block's title, meta tags and canonical URL, as Docusaurus's head metadata example writes them", () => {
    const tree = parse(
      [
        '<head>',
        '  <html className="some-extra-html-class" />',
        '  <body className="other-extra-body-class" />',
        '  <title>Head Metadata customized title!</title>',
        '  <meta charSet="utf-8" />',
        '  <meta name="twitter:card" content="summary" />',
        '  <meta property="og:title" content="Shared title" />',
        '  <link rel="canonical" href="https://docs.example/docs/head" />',
        '</head>',
        '',
        'Text.',
      ].join('\n'),
    );
    expect(takeHeadTags(tree)).toEqual({
      title: 'Head Metadata customized title!',
      meta: [
        { name: 'twitter:card', content: 'summary' },
        { property: 'og:title', content: 'Shared title' },
      ],
      canonical: 'https://docs.example/docs/head',
    });
    // Nothing of it is left to render: the block is an empty fragment.
    expect(tree.children[0]).toMatchObject({ type: 'mdxJsxFlowElement', name: null, children: [] });
  });

  it('reads @docusaurus/Head under the name it is imported as, and keeps what it does not read', () => {
    const tree = parse(
      [
        "import Meta from '@docusaurus/Head';",
        '',
        '<Meta>',
        '  <meta name="description" content="Overridden." />',
        '  <link rel="alternate" type="application/rss+xml" href="/feed.xml" />',
        '  <meta name="robots" content={computed} />',
        '</Meta>',
      ].join('\n'),
    );
    expect(takeHeadTags(tree)).toEqual({ meta: [{ name: 'description', content: 'Overridden.' }] });
    const block = tree.children[1] as { name: string; children: { name: string }[] };
    expect(block.name).toBe('Meta');
    expect(block.children.map((child) => child.name)).toEqual(['link', 'meta']);
  });

  it('keeps the last of two tags of one name, as react-helmet does, and leaves a page without a head block alone', () => {
    expect(takeHeadTags(parse('<head>\n<meta name="description" content="one" />\n<meta name="description" content="two" />\n</head>')).meta).toEqual([{ name: 'description', content: 'two' }]);
    expect(takeHeadTags(parse('# Title'))).toEqual({ meta: [] });
  });

  it('reads <Head> without an import, which Docusaurus gives every page, but not a Head the page imports from elsewhere', () => {
    expect(takeHeadTags(parse('# Title\n\n<Head>\n<html className="tour" />\n<title>Not imported</title>\n</Head>'))).toEqual({ title: 'Not imported', meta: [] });
    expect(takeHeadTags(parse("import Head from './masthead';\n\n<Head>\n<title>A masthead</title>\n</Head>"))).toEqual({ meta: [] });
  });

  it('leaves no attribute on the fragment a lower-case <head> becomes, which MDX could not compile', () => {
    const tree = parse('<head lang="en">\n  <title>Titled</title>\n</head>\n');
    expect(takeHeadTags(tree).title).toBe('Titled');
    expect(tree.children[0]).toMatchObject({ name: null, attributes: [] });
  });
});
