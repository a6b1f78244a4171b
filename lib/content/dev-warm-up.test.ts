import { describe, expect, it } from 'vitest';
import { lastWrittenPage, warmUpDocumentData } from './dev-warm-up';
import { isPartialPath } from './partials';

describe('the page npm run dev compiles once started', () => {
  it('is the Markdown or MDX page written last, not a partial or another file', () => {
    const files = [
      { path: 'docs/a.mdx', mtimeMs: 10 },
      { path: 'docs/b.md', mtimeMs: 30 },
      { path: 'docs/_partial.mdx', mtimeMs: 50 },
      { path: 'docs/_shared/c.mdx', mtimeMs: 60 },
      { path: 'docs/data.json', mtimeMs: 70 },
      { path: 'blog/2025-01-01-post.mdx', mtimeMs: 20 },
    ];
    expect(lastWrittenPage(files)).toBe('docs/b.md');
    expect(lastWrittenPage([])).toBeUndefined();
    expect(lastWrittenPage([{ path: 'docs/_only-partial.mdx', mtimeMs: 1 }])).toBeUndefined();
  });

  it("is compiled beside the page under a partial's name, so that no document's recorded facts are touched", () => {
    const data = warmUpDocumentData('docs/Vital/UserGuide/Filters.mdx');
    expect(data).toEqual({
      sourceFilePath: 'docs/Vital/UserGuide/_warm-up-Filters.mdx',
      sourceFileName: '_warm-up-Filters.mdx',
      sourceFileDir: 'docs/Vital/UserGuide',
      contentType: 'mdx',
      flattenedPath: 'docs/Vital/UserGuide/_warm-up-Filters',
    });
    expect(isPartialPath(data.sourceFilePath)).toBe(true);
    expect(warmUpDocumentData('page.md')).toMatchObject({ sourceFilePath: '_warm-up-page.md', sourceFileDir: '.', flattenedPath: '_warm-up-page' });
  });
});
