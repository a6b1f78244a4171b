import { describe, expect, it } from 'vitest';
import { extractHeadings, extractToc } from './toc';
import { countWords, excerptSource, hasTruncateMarker, plainTextOfMdx } from './text';
import { codeTitleFromMeta } from './rehype-code-title';

const source = `Intro.

## Filter types

### Low pass \`LP\`

#### Deep

## Filter types

\`\`\`md
## Not a heading
\`\`\`
`;

describe('extractToc', () => {
  it('gives the ids rehype-slug gives, duplicates numbered, code ignored', () => {
    expect(extractHeadings(source).map((h) => h.id)).toEqual(['filter-types', 'low-pass-lp', 'deep', 'filter-types-1']);
  });
  it('keeps only the configured levels', () => {
    expect(extractToc(source, { minLevel: 2, maxLevel: 3 }).map((h) => h.level)).toEqual([2, 3, 2]);
  });
});

describe('plain text', () => {
  it('drops code blocks, JSX, math and markup but keeps link text', () => {
    const text = plainTextOfMdx('---\ntitle: x\n---\n## Hi\n\nSee [the guide](/docs/x) <Callout type="tip">now</Callout>\n\n```js\nconst a = 1;\n```\n\n$$\nx^2\n$$\n');
    expect(text).toBe('Hi See the guide now');
    expect(countWords(text)).toBe(5);
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
