import type { Root as HastRoot } from 'hast';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { factsOfSource } from './page-facts';
import { tocOf } from './toc';
import { countWords, excerptSource, hasTruncateMarker } from './text';
import { codeTitleFromMeta } from './rehype-code-title';

const source = `Intro.

## Filter types

### Low pass \`LP\`

#### Deep

## Filter types

## Pitch $f = 440$ and *emphasis*

\`\`\`md
## Not a heading
\`\`\`
`;

describe('headings and the table of contents', () => {
  it('gives the ids rehype-slug gives, duplicates numbered, code ignored', async () => {
    const ids = factsOfSource(source).headings.map((h) => h.id);
    expect(ids).toEqual(['filter-types', 'low-pass-lp', 'deep', 'filter-types-1', 'pitch-f--440-and-emphasis']);
    // rehype-slug itself, at its place in the site's pipeline (lib/content/mdx-plugins.ts: the
    // first rehype step, after GFM and math), gives the rendered headings the same ids.
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkMath).use(remarkRehype).use(rehypeSlug);
    const tree = (await processor.run(processor.parse(source))) as HastRoot;
    const rendered: string[] = [];
    visit(tree, 'element', (node) => {
      if (/^h[1-6]$/.test(node.tagName)) rendered.push(String(node.properties.id));
    });
    expect(rendered).toEqual(ids);
  });
  it('uses explicit {#id}s, without the braces in the text, in MDX and in CommonMark', () => {
    const headings = factsOfSource('## Install it {#install}\n\n## Install it\n\n:::tip\n### In a box {#boxed}\n:::\n').headings;
    expect(headings).toEqual([
      { id: 'install', text: 'Install it', level: 2 },
      { id: 'install-it', text: 'Install it', level: 2 },
      { id: 'boxed', text: 'In a box', level: 3 },
    ]);
    expect(factsOfSource('## A {b} < c {#d}\n', 'md').headings).toEqual([{ id: 'd', text: 'A {b} < c', level: 2 }]);
  });
  it('keeps only the configured levels', () => {
    expect(tocOf(factsOfSource(source).headings, { minLevel: 2, maxLevel: 3 }).map((h) => h.level)).toEqual([2, 3, 2, 2]);
  });
});

describe('plain text', () => {
  it('drops code blocks, JSX, math and markup but keeps link text', () => {
    const text = factsOfSource('## Hi\n\nSee [the guide](/docs/x) <Callout type="tip">now</Callout>\n\n```js\nconst a = 1;\n```\n\n$$\nx^2\n$$\n').plainText;
    expect(text).toBe('Hi See the guide now');
    expect(countWords(text)).toBe(5);
  });
  it('keeps an admonition title but not its fence, nor a heading id', () => {
    expect(factsOfSource(':::tip Be careful\nBody.\n:::\n\n## Title {#custom}\n').plainText).toBe('Be careful Body. Title');
  });
  it('finds the truncate marker in both spellings', () => {
    expect(hasTruncateMarker('a\n\n{/* truncate */}\n\nb')).toBe(true);
    expect(hasTruncateMarker('a\n\n<!-- truncate -->\n\nb')).toBe(true);
    expect(hasTruncateMarker('a truncate b')).toBe(false);
    expect(excerptSource('one\n\n{/* truncate */}\n\ntwo').trim()).toBe('one');
  });
});

describe('code block titles', () => {
  it('reads title="…" from the fence meta', () => {
    expect(codeTitleFromMeta('title="voice.cpp" showLineNumbers')).toBe('voice.cpp');
    expect(codeTitleFromMeta("title='a b.ts'")).toBe('a b.ts');
    expect(codeTitleFromMeta('showLineNumbers')).toBeNull();
  });
});

describe('display math', () => {
  it('is a Tab stop, so a formula wider than a phone can be scrolled from the keyboard; inline math is not', async () => {
    const { unified } = await import('unified');
    const { default: remarkParse } = await import('remark-parse');
    const { default: remarkMath } = await import('remark-math');
    const { default: remarkRehype } = await import('remark-rehype');
    const { default: rehypeKatex } = await import('rehype-katex');
    const { default: rehypeStringify } = await import('rehype-stringify');
    const { rehypeFocusableMath } = await import('./rehype-focusable-math');
    const html = String(
      await unified()
        .use(remarkParse)
        .use(remarkMath)
        .use(remarkRehype)
        .use(rehypeKatex)
        .use(rehypeFocusableMath)
        .use(rehypeStringify)
        .process('Inline $x^2$.\n\n$$\nf = 440 \\cdot 2^{(n-69)/12}\n$$\n'),
    );
    expect(html.match(/<span class="katex-display" tabindex="0">/g)).toHaveLength(1);
    expect(html.match(/tabindex/g)).toHaveLength(1);
  });
});
