import type { Root } from 'mdast';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { addRawDocumentToVFile } from 'contentlayer2/core';
import { bundleMDX } from 'mdx-bundler';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it, vi } from 'vitest';
import { splitFrontMatter } from '../schema/split-front-matter';
import { compiledPageFacts, contentTitleHeading, factsOfSource, headingIdsFromHeadingLines, removeContentTitle } from './page-facts';

// Every reading of a body goes through the Docusaurus scanner first (the compile's parser and
// factsOfSource alike), so counting its calls counts the parses.
const scanned = vi.hoisted(() => [] as string[]);
vi.mock('./docusaurus-source', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./docusaurus-source')>();
  return {
    ...actual,
    scanDocusaurusSource: (...args: Parameters<typeof actual.scanDocusaurusSource>) => {
      scanned.push(args[0]);
      return actual.scanDocusaurusSource(...args);
    },
  };
});

const { Doc, mdx } = await import('../../contentlayer.config');

/**
 * A document as contentlayer2 hands it to a computed field, its body compiled first as contentlayer2's
 * bundleMDX (@contentlayer2/core, markdown/mdx.js) compiles it: mdx-bundler, from the document's
 * folder, with the raw document data put on the file before the configured remark steps.
 */
async function compileAsContentLayer(sourceFilePath: string) {
  const file = readFileSync(`content/${sourceFilePath}`, 'utf8');
  const { data, body } = splitFrontMatter(file);
  const flattenedPath = sourceFilePath.replace(/\.mdx?$/, '');
  const _raw = { sourceFilePath, sourceFileName: flattenedPath.split('/').pop()!, sourceFileDir: flattenedPath.split('/').slice(0, -1).join('/'), contentType: 'mdx', flattenedPath };
  const { remarkPlugins, rehypePlugins, mdxOptions, ...options } = mdx;
  // The whole file, front matter included, as contentlayer2 passes a document's body field.
  const { code } = await bundleMDX({
    ...options,
    source: file,
    cwd: join(process.cwd(), 'content', dirname(flattenedPath)),
    mdxOptions: (opts) => mdxOptions({ ...opts, remarkPlugins: [addRawDocumentToVFile(_raw), ...(opts.remarkPlugins ?? []), ...remarkPlugins], rehypePlugins }),
  });
  return { doc: { ...data, _raw, body: { raw: body, code } }, file };
}

/** Every computed field of a document type, resolved as contentlayer2 resolves them after the compile. */
async function computedFields(type: typeof Doc, doc: object): Promise<Record<string, unknown>> {
  const fields = type.def().computedFields!;
  return Object.fromEntries(await Promise.all(Object.entries(fields).map(async ([name, field]) => [name, await field.resolve(doc as never)])));
}

describe('a document is parsed once', () => {
  it('by its compile, which gives its title, heading ids and table of contents to the computed fields', { timeout: 60_000 }, async () => {
    const path = 'docs/e2e/docusaurus-site/index.md';
    scanned.length = 0;
    const { doc, file } = await compileAsContentLayer(path);
    const resolved = await computedFields(Doc, doc);
    // The partial it imports is compiled too, once, as a file of its own; nothing else is read.
    const partial = readFileSync('content/docs/e2e/docusaurus-site/_partials/_before-you-start.md', 'utf8');
    expect(scanned.filter((source) => source === file)).toHaveLength(1);
    expect(scanned.filter((source) => source !== file && source !== partial)).toEqual([]);
    expect(resolved.pageTitle).toBe('A Docusaurus site');
    expect(resolved.toc).toEqual([
      { id: 'before-you-start', text: 'Before you start', level: 2 },
      { id: 'the-patch-bay-at-a-glance', text: 'The patch bay at a glance', level: 2 },
      { id: 'what-to-read-next', text: 'What to read next', level: 2 },
    ]);
    // The rendered page has the same ids: the compiled code carries them.
    for (const heading of resolved.toc as { id: string }[]) expect(doc.body.code).toContain(`h2,{id:"${heading.id}"`);
    // The partial's compile, which carries the document's data too, did not replace its facts.
    expect(compiledPageFacts(path, doc.body.raw).headings).toHaveLength(3);
  });

  it('takes the title from a leading "# heading" after the front matter', { timeout: 60_000 }, async () => {
    scanned.length = 0;
    const { doc, file } = await compileAsContentLayer('docs/e2e/structure/tree/reference/no-title.mdx');
    const resolved = await computedFields(Doc, doc);
    expect(scanned).toEqual([file]);
    expect(resolved.contentTitle).toBe('Heading from the body');
    expect(resolved.pageTitle).toBe('Heading from the body');
  });

  it('fails the build, naming the file, if its compile recorded nothing', () => {
    expect(() => compiledPageFacts('docs/never-compiled.mdx', '## A heading\n')).toThrow(/^content\/docs\/never-compiled\.mdx: its MDX compile recorded no title or headings/);
    expect(compiledPageFacts('docs/empty.mdx', '\n')).toEqual({ headings: [], plainText: '', firstParagraph: '', infimaClasses: [] });
  });
});

describe('heading ids from the heading lines alone', () => {
  it("are the whole page's ids on this site's long pages, where the whole page takes many times longer to read", () => {
    const root = join(__dirname, '../../content/docs/Vital/UserGuide');
    for (const page of ['Filters', 'Modulation', 'Effects', 'Oscillators-and-Sampler']) {
      const body = splitFrontMatter(readFileSync(join(root, `${page}.mdx`), 'utf8')).body;
      expect(headingIdsFromHeadingLines(body), page).toEqual(factsOfSource(body).headings.map((heading) => heading.id));
    }
  });
  it('keep custom ids, repeated titles and inline marks, and leave out lines in code', () => {
    const body = '## Setup {#install}\n\ntext\n\n## `env` and *more*\n\n```sh\n# comment\n```\n\n<details>\n\n## Setup\n\n</details>\n\n## Setup\n';
    expect(headingIdsFromHeadingLines(body)).toEqual(factsOfSource(body).headings.map((heading) => heading.id));
    expect(headingIdsFromHeadingLines(body)).toEqual(['install', 'env-and-more', 'setup', 'setup-1']);
  });
});

describe('page facts', () => {
  it("take the first paragraph's prose as the text that stands in for a missing description", () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      '',
      '# Title',
      '',
      '![A diagram](./diagram.png)',
      '',
      'The **first** paragraph, with `code` and a [link](/x)',
      'over two lines.',
      '',
      'The second paragraph.',
    ].join('\n');
    expect(factsOfSource(source).firstParagraph).toBe('The first paragraph, with code and a link over two lines.');
    expect(factsOfSource(':::note\n\nInside a note.\n\n:::\n\nAfter it.').firstParagraph).toBe('After it.');
    expect(factsOfSource('## Only a heading').firstParagraph).toBe('');
  });

  it("take the body's first heading as the content title when it is an h1 above any thematic break, as Docusaurus 3 does", () => {
    expect(factsOfSource('# Getting *started*\n\nText').contentTitle).toBe('Getting started');
    expect(factsOfSource("import Tabs from '@theme/Tabs';\n\n# Install\n").contentTitle).toBe('Install');
    // An introduction, an image or a note may come first (Docusaurus 3's contentTitle step visits the whole tree).
    expect(factsOfSource('Intro.\n\n# Later\n\n# Third').contentTitle).toBe('Later');
    expect(factsOfSource(':::note\n\n# Inside a note\n\n:::\n').contentTitle).toBe('Inside a note');
    expect(factsOfSource('## Section\n\n# Too late').contentTitle).toBeUndefined();
    expect(factsOfSource('Intro.\n\n---\n\n# After a break').contentTitle).toBeUndefined();
  });

  it('take the content title out of a tree, and nothing when there is none', () => {
    const tree = unified().use(remarkParse).parse('Intro.\n\n# Title\n\n# Second\n') as Root;
    removeContentTitle(tree);
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph', 'heading']);
    expect(contentTitleHeading(tree)?.heading.children).toEqual([expect.objectContaining({ value: 'Second' })]);
    const none = unified().use(remarkParse).parse('## Section\n\n# Title\n') as Root;
    removeContentTitle(none);
    expect(none.children).toHaveLength(2);
  });

  it("list the Infima classes of the page's markup, in JSX and in raw HTML, and no other class", () => {
    const mdx = '<div className="row margin-bottom--md">\n  <div className="col col--6">One</div>\n</div>\n\nA <span className="text--center my-own">word</span>.\n';
    expect(factsOfSource(mdx).infimaClasses).toEqual(['col', 'col--6', 'margin-bottom--md', 'row', 'text--center']);
    expect(factsOfSource('<div class="text--right padding--sm">Raw HTML</div>\n', 'md').infimaClasses).toEqual(['padding--sm', 'text--right']);
    expect(factsOfSource('No markup.').infimaClasses).toEqual([]);
  });

  it('keep words whole across emphasis and links, and leave formulas, expressions and images out', () => {
    const { plainText } = factsOfSource('A **bold**ness and [a link](/x)s.\n\nPitch $f = 440$ {/* note */} ![alt](/a.png) here.\n');
    expect(plainText).toBe('A boldness and a links. Pitch here.');
  });
});
