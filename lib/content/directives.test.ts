import type { Paragraph, Root } from 'mdast';
import type { LeafDirective, TextDirective } from 'mdast-util-directive';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { remarkUnusedDirectives, restoreUnusedDirectives, UNUSED_DIRECTIVE, withDirectivesAsWritten } from './directives';
import { factsOfSource } from './page-facts';
import { remarkDocusaurusSyntax } from './remark-docusaurus';

const parse = (source: string, format: 'md' | 'mdx' = 'mdx') =>
  unified()
    .use(remarkParse)
    .use(format === 'mdx' ? [remarkMdx] : [])
    .use(remarkDocusaurusSyntax, { format: () => format })
    .parse(source) as Root;

const paragraph = (tree: Root, index = 0) => tree.children[index] as Paragraph;
const strip = (node: unknown) => JSON.parse(JSON.stringify(node, (key, value) => (key === 'position' ? undefined : value)));

describe('text and leaf directives, as remark-directive gives them to plugins', () => {
  it('are read with their name, label and attributes, in MDX and in CommonMark', () => {
    for (const format of ['mdx', 'md'] as const) {
      const tree = parse('Press :kbd[Ctrl **now**]{#k .key .wide title="hold it"} once.\n\n::clip[A take]{#first}\n', format);
      const text = paragraph(tree).children[1] as TextDirective;
      expect(strip(text)).toEqual({
        type: 'textDirective',
        name: 'kbd',
        attributes: { id: 'k', class: 'key wide', title: 'hold it' },
        children: [
          { type: 'text', value: 'Ctrl ' },
          { type: 'strong', children: [{ type: 'text', value: 'now' }] },
        ],
      });
      expect(strip(tree.children[1] as LeafDirective)).toEqual({ type: 'leafDirective', name: 'clip', attributes: { id: 'first' }, children: [{ type: 'text', value: 'A take' }] });
    }
  });

  it('leave colons in prose, code and `:::` lines to what they were', () => {
    const tree = parse(['At 10:30, see https://example.com, a::b and :smile:.', '', 'Code `:kbd[x]` stays.', '', '```', ':kbd[x] ::clip[y]', '```', '', ':::aside trailing text', ''].join('\n'));
    expect(JSON.stringify(tree)).not.toMatch(/Directive/);
  });

  it('reads `Note:this` as a bare text directive, as Docusaurus does', () => {
    expect(strip(paragraph(parse('Note:this')).children)).toEqual([
      { type: 'text', value: 'Note' },
      { type: 'textDirective', name: 'this', attributes: {}, children: [] },
    ]);
  });
});

describe('a directive no plugin handled', () => {
  it('goes back to the text it was written as: marks, brackets and attributes as text, its label as Markdown', () => {
    const tree = parse('A :badge[**New** `v2`]{.green  key="a b"} b, ::x and :e[] too.\n\n::clip[ Take *one* ]{#t}\n\n::bare\n');
    restoreUnusedDirectives(tree);
    expect(strip(tree.children)).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'A :badge[' },
          { type: 'strong', children: [{ type: 'text', value: 'New' }] },
          { type: 'text', value: ' ' },
          { type: 'inlineCode', value: 'v2' },
          // Joined with its neighbours, as the parser gives text (React would put a comment between two).
          { type: 'text', value: ']{.green  key="a b"} b, ::x and :e[] too.' },
        ],
      },
      { type: 'paragraph', children: [{ type: 'text', value: '::clip[ Take ' }, { type: 'emphasis', children: [{ type: 'text', value: 'one' }] }, { type: 'text', value: ' ]{#t}' }] },
      { type: 'paragraph', children: [{ type: 'text', value: '::bare' }] },
    ]);
  });

  it("goes back to text inside another one, and in an admonition's title", () => {
    const tree = parse(':outer[a :inner[b]{.c}]\n\n:::tip[Press *now* :kbd{.f1}]\n\nHelp.\n\n:::\n');
    unified().use(remarkDocusaurusSyntax).runSync(tree);
    restoreUnusedDirectives(tree);
    expect(strip(paragraph(tree).children)).toEqual([{ type: 'text', value: ':outer[a :inner[b]{.c}]' }]);
    expect(JSON.stringify(tree)).not.toMatch(/Directive/);
    expect(JSON.stringify(tree)).toContain('{"type":"text","value":" :kbd{.f1}"}');
    expect(JSON.stringify(tree)).toContain('"name":"title","value":"Press now :kbd{.f1}"');
  });

  it('is left to the plugin that handled it (set its data), as Docusaurus decides', () => {
    const tree = parse('Press :kbd[Ctrl].\n');
    const directive = paragraph(tree).children[1] as TextDirective;
    directive.data = { hName: 'kbd' };
    expect(restoreUnusedDirectives(tree)).toEqual([]);
    expect(paragraph(tree).children[1]).toBe(directive);
  });
});

describe('the warning about an unused directive', () => {
  it('names each that Docusaurus warns about (all but a bare text directive), with its place and the fix', () => {
    const file = new VFile();
    const tree = parse('Note:this and :badge[New].\n\nA :tag{.x} here.\n\n::youtube\n');
    remarkUnusedDirectives({ report: true })(tree, file);
    expect(file.messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([
      [UNUSED_DIRECTIVE, 1, 15],
      [UNUSED_DIRECTIVE, 3, 3],
      [UNUSED_DIRECTIVE, 5, 1],
    ]);
    expect(file.messages[0]!.reason).toBe(
      '":badge" is a text directive that no remark plugin of site.config.ts handled: it shows as the text it was written as. Render it with a plugin over textDirective nodes (README, "MDX plugins"), or, if it is meant as text, escape its colons ("\\:badge").',
    );
    expect(file.messages[2]!.reason).toMatch(/^"::youtube" is a leaf directive .* escape its colons \("\\:\\:youtube"\)\.$/);
  });

  it("is the check's to give: the compile puts the directive back without a message", () => {
    const file = new VFile();
    remarkUnusedDirectives()(parse('A :badge[New].\n'), file);
    expect(file.messages).toEqual([]);
  });

  it('is gone once the fix is applied: escaped colons are text', () => {
    const file = new VFile();
    const tree = parse('A \\:badge[New] and\n\n\\:\\:youtube\n');
    remarkUnusedDirectives({ report: true })(tree, file);
    expect(file.messages).toEqual([]);
  });
});

describe('facts read before the plugins run', () => {
  it('read a directive as written, so titles, ids and summaries do not change', () => {
    const facts = factsOfSource('# Note:this\n\nPress :kbd[Ctrl] now.\n\n## At 10:30\n');
    expect(facts.contentTitle).toBe('Note:this');
    expect(facts.headings.map((h) => h.id)).toEqual(['notethis', 'at-1030']);
    expect(facts.firstParagraph).toBe('Press :kbd[Ctrl] now.');
  });

  it('leave the tree they read untouched', () => {
    const tree = parse('Press :kbd[Ctrl].\n');
    const before = JSON.stringify(tree);
    expect(JSON.stringify(withDirectivesAsWritten(tree))).not.toMatch(/Directive/);
    expect(JSON.stringify(tree)).toBe(before);
  });
});
