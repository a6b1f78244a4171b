import { describe, expect, it } from 'vitest';
import { brokenMarkdownLinkFindings, fileReferences, relativeHtmlImages, headingLevelFindings, offSiteResourceFindings, proseLines } from './content';
import { checkSeverity, mergeRepeatedFindings } from './findings';
import type { SiteConfig } from '../config/types';

const file = (source: string) => ({ path: 'docs/guide.mdx', source });

describe('brokenMarkdownLinkFindings', () => {
  it('names a Markdown link with a query, or with its extension in capitals, as it names any other', () => {
    const files = [file('[a](./setup.md?tab=npm#install) [b](./Setup.MD) [c](./intro.md?tab=npm)'), { path: 'docs/intro.md', source: '' }];
    expect(brokenMarkdownLinkFindings(files).map((f) => f.message)).toEqual([
      'the Markdown link "./setup.md?tab=npm#install" points to content/docs/setup.md, which does not exist. Fix the path or link to the page URL.',
      'the Markdown link "./Setup.MD" points to content/docs/Setup.MD, which does not exist. Fix the path or link to the page URL.',
    ]);
  });
});

describe('offSiteResourceFindings', () => {
  it('names each image, frame or media file a page would load from another host, by its line', () => {
    const source = [
      'Intro.',
      '![Badge](https://img.example/badge.svg)',
      '<img alt="Logo" width="200" src="https://cdn.example/logo.png" />',
      '<iframe src={"//video.example/embed/1"} title="Demo"></iframe>',
      '<video controls src="http://media.example/clip.mp4"></video>',
      '<Head><link rel="stylesheet" href="https://fonts.example/css?family=Inter" /></Head>',
    ].join('\n');
    expect(offSiteResourceFindings([file(source)]).map((f) => [f.file, f.message.split(' ')[0]])).toEqual([
      ['content/docs/guide.mdx:2', 'https://img.example/badge.svg'],
      ['content/docs/guide.mdx:3', 'https://cdn.example/logo.png'],
      ['content/docs/guide.mdx:4', '//video.example/embed/1'],
      ['content/docs/guide.mdx:5', 'http://media.example/clip.mp4'],
      ['content/docs/guide.mdx:6', 'https://fonts.example/css?family=Inter'],
    ]);
    expect(offSiteResourceFindings([file(source)])[0]).toMatchObject({ check: 'onOffSiteResources' });
  });

  it('names many files from one host once, with their lines, as a table of badges has them', () => {
    const badges = [
      '<img src="https://badges.example/a.svg" />',
      '<img src="https://badges.example/b.svg" /><img src="https://badges.example/c.svg" />',
      'Text.',
      '![d](https://badges.example/d.svg)',
    ].join('\n');
    const [finding, ...rest] = offSiteResourceFindings([file(badges)]);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ file: 'content/docs/guide.mdx:1' });
    expect(finding!.message).toMatch(/^4 images, frames or media files from badges\.example \(lines 1–2, 4\) are on another host/);
  });

  it('finds an element written over several lines, by the line of its address', () => {
    const source = [
      'Use a layout like this one:',
      '',
      '<img',
      '  src="https://docs.example/img/layout.png"',
      '  alt="Recommended layout"',
      '/>',
      '',
      '```jsx',
      '<img',
      '  src="https://a.example/in-code.png"',
      '/>',
      '```',
    ].join('\n');
    expect(offSiteResourceFindings([file(source)]).map((f) => [f.file, f.message.split(' ')[0]])).toEqual([['content/docs/guide.mdx:4', 'https://docs.example/img/layout.png']]);
  });

  it("names an image at the site's own address written in full, with the path to write instead", () => {
    const source = ['![Layout](https://docs.example/guide/img/layout.png)', '<img src="https://other.example/img/layout.png" />'].join('\n');
    const findings = offSiteResourceFindings([file(source)], { url: 'https://docs.example/', baseUrl: '/guide/' });
    expect(findings.map((f) => f.file)).toEqual(['content/docs/guide.mdx:1', 'content/docs/guide.mdx:2']);
    expect(findings[0]!.message).toBe(
      "https://docs.example/guide/img/layout.png is this site's own address (url in site.config.ts) written in full, so the page would load it from that host even where the site is served from another (npm start, a preview). Write it as the path /guide/img/layout.png.",
    );
    expect(findings[1]!.message).toMatch(/is on another host/);
  });

  it('passes links to other sites, the site’s own files, and code that shows such markup', () => {
    const source = [
      '[Docusaurus](https://docusaurus.io) and ![Logo](/img/logo.svg) and ![Panel](./img/panel.png)',
      '<a href="https://example.com"><img src="/img/x.png" alt="" /></a>',
      '<Head><link rel="canonical" href="https://example.com/guide" /></Head>',
      'Write `![x](https://a.example/x.png)` to show an image.',
      '```html',
      '<img src="https://a.example/x.png" />',
      '```',
    ].join('\n');
    expect(offSiteResourceFindings([file(source)])).toEqual([]);
  });
});

describe('proseLines', () => {
  it('gives the lines outside fenced code, without inline code, numbered from 1', () => {
    expect(proseLines(['a `b` c', '```', 'code', '```', 'd'].join('\n'))).toEqual([
      { text: 'a  c', line: 1 },
      { text: 'd', line: 5 },
    ]);
  });

  it('reads what an mdx-code-block fence holds as prose, as Docusaurus renders it, and the code blocks inside it as code', () => {
    const source = ['````mdx-code-block', "import Text from '!!raw-loader!./a.js';", '```js', 'code', '```', '````', 'b'].join('\n');
    expect(proseLines(source)).toEqual([
      { text: "import Text from '!!raw-loader!./a.js';", line: 2 },
      { text: 'b', line: 7 },
    ]);
    expect(fileReferences(['```mdx-code-block', "{require('!!raw-loader!@site/examples/routes.ts').default}", '```'].join('\n'))).toEqual([{ url: '!!raw-loader!@site/examples/routes.ts', line: 2 }]);
  });

  it('keeps a longer fence open past a shorter one inside it, and closes a fence only with its own character', () => {
    const source = ['````md', '```js', '[a](/docs/x)', '```', '````', 'b', '~~~', '```', '~~~', 'c', '```a``` d'].join('\n');
    expect(proseLines(source)).toEqual([
      { text: 'b', line: 6 },
      { text: 'c', line: 10 },
      { text: ' d', line: 11 },
    ]);
  });
});

describe('fileReferences', () => {
  it('finds the files a page shows or imports: images, <img>, require(), default imports of files and raw-loader imports', () => {
    const source = [
      "import chart from './chart.svg';",
      "import Tabs from '@theme/Tabs';",
      "import source from '!!raw-loader!./example.js';",
      '![A](./a.png "Title")',
      '<img alt="" src="/img/b.svg" />',
      "<img src={require('@site/static/img/c.png').default} />",
      '`![not](./code.png)`',
    ].join('\n');
    expect(fileReferences(source)).toEqual([
      { url: './chart.svg', line: 1 },
      { url: '!!raw-loader!./example.js', line: 3 },
      { url: './a.png', line: 4 },
      { url: '/img/b.svg', line: 5 },
      { url: '@site/static/img/c.png', line: 6 },
    ]);
  });

  it("finds `?raw` imports, behind webpack's bangs too, once each", () => {
    const source = ["import a from '!!../../packages/tester/src/A.ts?raw';", "import b from './b.ts?raw';", "import c from '@site/examples/c.ts?raw';"].join('\n');
    expect(fileReferences(source)).toEqual([
      { url: '!!../../packages/tester/src/A.ts?raw', line: 1 },
      { url: './b.ts?raw', line: 2 },
      { url: '@site/examples/c.ts?raw', line: 3 },
    ]);
  });

  it('finds an <img> written over several lines', () => {
    expect(fileReferences(['Text.', '<img', '  alt="Panel"', '  src="./img/panel.png"', '/>'].join('\n'))).toEqual([{ url: './img/panel.png', line: 4 }]);
  });
  it('reads a path in a JavaScript string as its value, escapes undone, as the build imports it', () => {
    const source = ["import text from '!!raw-loader!./\\_snippets/init.txt';", "import chart from './\\u0063hart.svg';", "<img src={require('./img/\\_a.png').default} />"].join('\n');
    expect(fileReferences(source)).toEqual([
      { url: '!!raw-loader!./_snippets/init.txt', line: 1 },
      { url: './chart.svg', line: 2 },
      { url: './img/_a.png', line: 3 },
    ]);
  });
});

describe('checkSeverity', () => {
  it('fails the build on an off-site resource unless the configuration says otherwise', () => {
    const config = (checks: Partial<SiteConfig['checks']>) => ({ checks, blog: {} }) as unknown as SiteConfig;
    expect(checkSeverity(config({}))('onOffSiteResources')).toBe('throw');
    expect(checkSeverity(config({ onOffSiteResources: 'warn' }))('onOffSiteResources')).toBe('warn');
    expect(checkSeverity(config({}))('onBrokenAnchors')).toBe('warn');
  });

  it("reads checks.onUnusedMarkdownDirectives, Docusaurus's markdown.hooks.onUnusedMarkdownDirectives", () => {
    const config = (checks: Partial<SiteConfig['checks']>) => ({ checks, blog: {} }) as unknown as SiteConfig;
    expect(checkSeverity(config({ onUnusedMarkdownDirectives: 'throw' }))('onUnusedMarkdownDirectives')).toBe('throw');
  });

  it("reads the blog's checks from its options, warns about those it leaves out, as Docusaurus does, and with blog: false", () => {
    const checks = { onBrokenLinks: 'throw' } as SiteConfig['checks'];
    const blog = { checks, blog: { onInlineTags: 'throw' } } as unknown as SiteConfig;
    expect(checkSeverity(blog)('onInlineTags')).toBe('throw');
    expect(checkSeverity(blog)('onInlineAuthors')).toBe('warn');
    expect(checkSeverity(blog)('onUntruncatedBlogPosts')).toBe('warn');
    expect(checkSeverity({ checks, blog: false })('onInlineTags')).toBe('warn');
    expect(checkSeverity({ checks, blog: false })('onBrokenLinks')).toBe('throw');
  });
});

describe('headingLevelFindings', () => {
  it('names each heading that skips a level, with its line and the level to use, once per page', () => {
    const source = ['---', 'title: Options', '# not a heading: front matter', '---', '', '### Loose mode', '', '## Options', '', '#### `spec`', '', '```md', '###### in code', '```'].join('\n');
    const [finding, ...rest] = headingLevelFindings([file(source)]);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ check: 'headingLevels', file: 'content/docs/guide.mdx:6' });
    expect(finding!.message).toBe(
      '2 headings skip a level: line 6, "### Loose mode" after a level-1 heading (make it ##); line 10, "#### `spec`" after a level-2 heading (make it ###). The page\'s title is level 1. Screen reader users move through a page by its headings\' levels, and axe reports the skip.',
    );
  });

  it('reads a heading that opens a list item or a quote, and an HTML heading, as axe does', () => {
    const listed = headingLevelFindings([file('Steps:\n\n1.  ### Build the query\n\n    Text.\n\n> ## Quoted\n')]);
    expect(listed[0]!.message).toContain('line 3, "1.  ### Build the query" after a level-1 heading (make it ##)');
    expect(listed[0]!.message).toMatch(/^a heading skips a level/);
    const html = headingLevelFindings([file('Intro.\n\n<h3>\n  Related\n</h3>\n\n<h2 id="x">Fine</h2>\n')]);
    expect(html[0]!.message).toBe(
      'a heading skips a level: line 3, "<h3>" after a level-1 heading (make it <h2>). The page\'s title is level 1. Screen reader users move through a page by its headings\' levels, and axe reports the skip.',
    );
    expect(headingLevelFindings([file('- #hashtag\n- <header>x</header>\n')])).toEqual([]);
  });

  it('passes an outline without skips, going back up as far as it likes, and leaves partials to their pages', () => {
    expect(headingLevelFindings([file('## A\n\n### B\n\n#### C\n\n## D\n')])).toEqual([]);
    expect(headingLevelFindings([{ path: 'docs/_partial.mdx', source: '#### Deep\n' }])).toEqual([]);
  });
});

describe('mergeRepeatedFindings', () => {
  const key = (file: string, name = 'contributors') => ({ check: 'onUnknownFrontMatterKey', file, message: `unknown front matter key "${name}" is ignored.` });
  it('says a message that many files share once, naming the files', () => {
    const findings = [key('a.md'), key('b.md'), { check: 'headingLevels', file: 'b.md', message: 'a heading skips a level' }, key('c.md'), key('d.md'), key('e.md'), key('f.md', 'sidebar_postion')];
    expect(mergeRepeatedFindings(findings, 'onUnknownFrontMatterKey')).toEqual([
      { check: 'onUnknownFrontMatterKey', file: 'a.md', message: 'unknown front matter key "contributors" is ignored. The same in 4 more files: b.md, c.md, d.md and 1 more.' },
      { check: 'headingLevels', file: 'b.md', message: 'a heading skips a level' },
      key('f.md', 'sidebar_postion'),
    ]);
  });
  it('keeps a message of a few files on each file, as a slip in each', () => {
    const findings = [key('a.md'), key('b.md'), key('c.md')];
    expect(mergeRepeatedFindings(findings, 'onUnknownFrontMatterKey')).toEqual(findings);
  });
});

describe('relativeHtmlImages', () => {
  it('names an HTML image whose path is relative to the page, and no other', () => {
    const source = [
      '<img alt="Dial" src="./img/dial.png" />',
      '<img alt="Logo" src="/img/logo.svg" />',
      '<img src="https://pictures.example/a.png" />',
      "<img src={require('./img/b.png').default} />",
      '`<img src="./code.png" />`',
    ].join('\n');
    expect(relativeHtmlImages({ path: 'docs/a.mdx', source }).map(({ url, line }) => `${line} ${url}`)).toEqual(['1 ./img/dial.png']);
  });
});
