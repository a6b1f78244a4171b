import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scorePath } from '../music/engrave';
import { readScoreMeta } from '../music/humdrum';
import { mdxToMarkdown, type MdxToMarkdownOptions } from './mdx-to-markdown';
import { linkResolver } from './urls';

const SITE = 'https://site.example/';
const PAGES = new Set(['/docs/guide/page', '/docs/guide/other', '/docs/intro']);

function convert(source: string, options: Partial<MdxToMarkdownOptions> = {}): Promise<string> {
  return mdxToMarkdown(source, { format: 'mdx', resolveLink: linkResolver(SITE, '/docs/guide/page', PAGES), ...options });
}

const lines = (...text: string[]) => text.join('\n');

describe('admonitions', () => {
  it('keeps the label and the title as a blockquote', async () => {
    expect(await convert(lines(':::tip Mind the gain', 'Keep it **low**.', ':::'))).toBe(lines('> **Tip: Mind the gain**', '>', '> Keep it **low**.'));
  });

  it('names an untitled one by its type, and an old keyword by the type it renders as', async () => {
    expect(await convert(lines(':::danger', 'Hot.', ':::', '', ':::important', 'Old.', ':::'))).toBe(lines('> **Danger**', '>', '> Hot.', '', '> **Info**', '>', '> Old.'));
  });

  it('keeps Markdown in a title, and nests', async () => {
    expect(await convert(lines('::::info Run `npm ci` **first**', '', 'Outer.', '', ':::caution Inner', 'Inside.', ':::', '', '::::'))).toBe(
      lines('> **Info: Run `npm ci` first**', '>', '> Outer.', '>', '> > **Caution: Inner**', '> >', '> > Inside.'),
    );
  });

  it('writes a container that is no admonition as its content, label first, as the page shows it', async () => {
    expect(await convert(lines('Before.', '', ':::babel8[In Babel 8]', 'Changed.', ':::', '', 'After.'))).toBe(lines('Before.', '', 'In Babel 8', '', 'Changed.', '', 'After.'));
  });

  it('reads the component forms too', async () => {
    expect(await convert('<Admonition type="warning" title="Careful">Body.</Admonition>')).toBe(lines('> **Warning: Careful**', '>', '> Body.'));
    expect(await convert('<Callout type="note">Body.</Callout>')).toBe(lines('> **Note**', '>', '> Body.'));
  });
});

describe('partials', () => {
  it("are written in place, beside the page or from the project folder, their admonitions and links as the page's", async () => {
    const source = lines(
      "import BeforeYouStart from './_partials/_before-you-start.md';",
      "import Shared from '@site/e2e/site/_shared-note.mdx';",
      '',
      'Intro.',
      '',
      '<BeforeYouStart />',
      '',
      '<Shared />',
    );
    const twin = await convert(source, { sourceFilePath: 'docs/e2e/docusaurus-site/index.md' });
    expect(twin).toContain('This paragraph lives in a partial under a folder whose name starts with an underscore.');
    expect(twin).toContain('> **Note**\n>\n> This note is kept outside the content folder');
    expect(twin).not.toMatch(/import |BeforeYouStart|<Shared/);
  });
});

describe('data files', () => {
  it('print the values the page reads from a JSON file it imports, and nothing for what it computes', async () => {
    const source = lines(
      "import patchBay from './files/patch-bay.json';",
      "import { engines as needs } from './files/patch-bay.json';",
      '',
      "Node {needs.node}, synth-core {patchBay.peerDependencies['synth-core']}; {patchBay.missing}{patchBay.name.toUpperCase()}{unknownName.x}.",
    );
    const twin = await convert(source, { sourceFilePath: 'docs/e2e/docusaurus-modules/index.mdx' });
    expect(twin).toBe('Node >=20.16, synth-core ^4.2.0; .');
  });
});

describe('tabs', () => {
  it('writes every panel as its own labelled section, whatever the group or default', async () => {
    const source = lines(
      '<Tabs groupId="os">',
      '  <TabItem value="win" label="Windows">',
      '    Windows steps.',
      '  </TabItem>',
      '  <TabItem value="mac" label="macOS" default>',
      '    macOS steps.',
      '  </TabItem>',
      '</Tabs>',
    );
    expect(await convert(source)).toBe(lines('**Tab: Windows**', '', 'Windows steps.', '', '**Tab: macOS**', '', 'macOS steps.'));
  });

  it('takes labels from the values prop and reads one-line panels', async () => {
    const source = lines(
      "<Tabs values={[{ label: 'JavaScript', value: 'js' }, { label: 'Python', value: 'py' }]}>",
      '  <TabItem value="py">Python answer.</TabItem>',
      '  <TabItem value="js">JS answer.</TabItem>',
      '</Tabs>',
    );
    expect(await convert(source)).toBe(lines('**Tab: Python**', '', 'Python answer.', '', '**Tab: JavaScript**', '', 'JS answer.'));
  });
});

describe('code blocks', () => {
  it('keep their language and title, lose highlights, line numbers and magic comments', async () => {
    const source = lines('```js title="app.js" {1} showLineNumbers=3', 'const a = 1;', '// highlight-next-line', 'const b = 2;', '/* highlight-start */', 'const c = 3;', '/* highlight-end */', '```');
    expect(await convert(source)).toBe(lines('```js title="app.js"', 'const a = 1;', 'const b = 2;', 'const c = 3;', '```'));
  });

  it('lose the site’s own magic comments (prism.magicComments), as the page does', async () => {
    const source = lines('```js', '// error-next-line', 'broken();', 'fine();', '```');
    const magicComments = [{ className: 'code-block-error-line', line: 'error-next-line' }];
    expect(await convert(source, { magicComments })).toBe(lines('```js', 'broken();', 'fine();', '```'));
  });

  it('a written-out CodeBlock component is a fence as well', async () => {
    expect(await convert(lines('<CodeBlock language="jsx" title="/src/A.jsx" showLineNumbers>', '{`const a = <p />;`}', '</CodeBlock>'))).toBe(
      lines('```jsx title="/src/A.jsx"', 'const a = <p />;', '```'),
    );
  });

  it('a Mermaid or math fence stays a fence of its language', async () => {
    expect(await convert(lines('```mermaid', 'graph TD; A-->B', '```'))).toBe(lines('```mermaid', 'graph TD; A-->B', '```'));
    expect(await convert(lines('```math', 'x^2', '```'))).toBe(lines('```math', 'x^2', '```'));
  });
});

describe('headings', () => {
  it('drop an explicit {#id} and a comment id', async () => {
    expect(await convert(lines('## Install {#install}', '', '## Setup {/* #setup */}'))).toBe(lines('## Install', '', '## Setup'));
  });

  it('drop the leading # title, which the twin header already gives', async () => {
    expect(await convert(lines('# Title', '', 'Text.'))).toBe('Text.');
  });
});

describe('details', () => {
  it('keep their summary and show their content', async () => {
    expect(await convert(lines('<Details summary="More">', 'Hidden text.', '</Details>'))).toBe(lines('<details>', '<summary>More</summary>', '', 'Hidden text.', '', '</details>'));
    expect(await convert(lines('<details>', '  <summary>Plain</summary>', '', '  Plain content.', '</details>'))).toBe(
      lines('<details>', '<summary>Plain</summary>', '', 'Plain content.', '', '</details>'),
    );
  });
});

describe('lists of links in place of components', () => {
  it('DocCardList becomes the cards as links to their twins, with descriptions', async () => {
    const DocCardList = () => [
      { label: 'Other', href: '/docs/guide/other', description: 'The other page.' },
      { label: 'Intro', href: '/docs/intro' },
    ];
    expect(await convert('<DocCardList />', { components: { DocCardList } })).toBe(
      lines('- [Other](https://site.example/docs/guide/other.md): The other page.', '- [Intro](https://site.example/docs/intro.md)'),
    );
  });

  it("TOCInline becomes the page's headings between its levels, nested", async () => {
    const source = lines('<TOCInline toc={toc} />', '', '## One {#first}', '', '### One A', '', '#### Deep', '', '## Two');
    expect(await convert(source)).toBe(
      lines(
        '- [One](https://site.example/docs/guide/page.md#first)',
        '  - [One A](https://site.example/docs/guide/page.md#one-a)',
        '- [Two](https://site.example/docs/guide/page.md#two)',
        '',
        '## One',
        '',
        '### One A',
        '',
        '#### Deep',
        '',
        '## Two',
      ),
    );
  });
});

describe('data components', () => {
  it('a parameter table becomes a GFM table of its data', async () => {
    const ParameterTable = (key: string) => ({ header: ['Control', 'Default'], rows: [[`${key} mix`, '50 %']] });
    expect(await convert('<ParameterTable table="effects/delay" />', { components: { ParameterTable } })).toBe(lines('| Control | Default |', '| - | - |', '| effects/delay mix | 50 % |'));
  });
});

describe('math', () => {
  it('stays TeX, inline and display, where the site reads math', async () => {
    expect(await convert(lines('A value $v$ lasts', '', '$$', 't = \\frac{4}{v}', '$$'), { math: true })).toBe(lines('A value $v$ lasts', '', '$$', 't = \\frac{4}{v}', '$$'));
  });

  it('leaves dollar signs as text where the site does not (markdown.math off), as the page does', async () => {
    // Read as math, "$5 to [the plans](/docs/intro) at $" is a formula, and its link is not a link.
    const source = 'From $5 to [the plans](/docs/intro) at $10.';
    expect(await convert(source)).toBe('From $5 to [the plans](https://site.example/docs/intro.md) at $10.');
    expect(await convert(source, { math: true })).toBe(source);
  });
});

describe('links and images', () => {
  it('are absolute, and a page link points at its twin with the anchor kept', async () => {
    const source = '[other](/docs/guide/other#part), [here](#top), [file](./other), [feed](/blog/rss.xml), [out](https://example.org/x) ![plot](/img/plot.png)';
    expect(await convert(source)).toBe(
      '[other](https://site.example/docs/guide/other.md#part), [here](https://site.example/docs/guide/page.md#top), [file](https://site.example/docs/guide/other.md), [feed](https://site.example/blog/rss.xml), [out](https://example.org/x) ![plot](https://site.example/img/plot.png)',
    );
  });
});

describe('scores', () => {
  // The records are read from the score itself, as the post-build step reads them.
  const Score = (src: string) => readScoreMeta(readFileSync(scorePath(src), 'utf8'));

  it('says each score as its caption on the page and links the MIDI file the page offers', async () => {
    expect(
      await convert(lines('Before.', '', '<Score src="twelve-pieces/01-open-window.krn" />', '', '<Score src="twelve-pieces/12-homeward.krn" label="closing bars" />'), { components: { Score } }),
    ).toBe(
      lines(
        'Before.',
        '',
        '**Score:** No. 1, Open Window: opening bars, C major, 3/4, Andantino semplice. [Download MIDI](https://site.example/music/twelve-pieces/01-open-window.mid)',
        '',
        '**Score:** No. 12, Homeward: closing bars, F minor, 4/4, Moderato, poi più mosso. [Download MIDI](https://site.example/music/twelve-pieces/12-homeward.mid)',
      ),
    );
  });

  it('keeps an inline score inside its sentence, and names the file when the records are not given', async () => {
    expect(await convert('See <Score src="set/etude.krn" /> here.')).toBe('See **Score:** set/etude.krn. [Download MIDI](https://site.example/music/set/etude.mid) here.');
  });
});

describe('what the twin does not know', () => {
  it('keeps the text of an unknown component, and drops imports and comments', async () => {
    expect(await convert(lines("import Thing from '../thing';", '', '{/* a note to authors */}', '', '<Highlight color="red">Kept **text**.</Highlight>'))).toBe('Kept **text**.');
  });

  it("keeps a block component's text a block of its own, between the blocks around it", async () => {
    expect(await convert(lines('## One', '', '<Wrapper>', '', 'Inside.', '', '</Wrapper>', '', '<Box>Text of a box</Box>', '', '## Two'))).toBe(
      lines('## One', '', 'Inside.', '', 'Text of a box', '', '## Two'),
    );
  });

  it('writes no stylesheet the page imports: its rules style the page, they are not its text', async () => {
    const twin = await convert(lines("import './options.css';", '', 'Text.'), { sourceFilePath: 'docs/e2e/docusaurus-site/guides/options.mdx' });
    expect(twin).toBe('Text.');
  });

  it('turns an unknown empty component that names a file into a link', async () => {
    expect(await convert('<Recording src="/audio/etude.mp3" title="Etude in C" />')).toBe('[Etude in C](https://site.example/audio/etude.mp3)');
  });

  it('reads a .md source as CommonMark: braces and angles are text', async () => {
    expect(await convert('Braces {like these} and 1 < 2.', { format: 'md' })).toBe('Braces {like these} and 1 < 2.');
  });
});

describe("Docusaurus's own components", () => {
  it('<Link> is a link, by `to` for a page of the site and by `href` for another site', async () => {
    expect(await convert('<Link to="/docs/intro">Intro</Link> and <Link href="https://docusaurus.io">Docusaurus</Link>.')).toBe(
      '[Intro](https://site.example/docs/intro.md) and [Docusaurus](https://docusaurus.io/).',
    );
  });

  it('<Translate> and translate() say their message, with literal values in their places', async () => {
    expect(await convert(lines("<Translate id=\"greeting\" values={{ name: 'Robin' }}>{'Hello, {name}'}</Translate>", '', "<p>{translate({ id: 'bye', message: 'Goodbye for now' })}</p>"))).toBe(
      lines('Hello, Robin', '', 'Goodbye for now'),
    );
  });

  it('an image from the static folder by require() keeps its address, and one the build computes says what it shows', async () => {
    expect(await convert(lines('<img src={require(\'@site/static/img/logo.svg\').default} alt="Logo" />', '', '<img src={logo} alt="Imported logo" />'))).toBe(
      lines('![Logo](https://site.example/img/logo.svg)', '', 'Imported logo'),
    );
  });
});
