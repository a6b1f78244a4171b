import { join, relative } from 'node:path';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { contentDocumentData } from './compiled-file';
import { remarkMarkdownLinks } from './remark-markdown-links';

/** A blog whose release post links its neighbours and the docs relatively, as written for its Docusaurus address. */
const contentDir = relative(process.cwd(), join(__dirname, 'fixtures/post-links/content'));

async function hrefsOf(path: string, source: string): Promise<string[]> {
  const html = String(
    await unified()
      .use(remarkParse)
      .use(remarkMarkdownLinks, { contentDir })
      .use(remarkRehype)
      .use(rehypeStringify)
      .process(new VFile({ value: source, data: contentDocumentData(path) })),
  );
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
}

describe('links of a post', () => {
  it('lead where they led from the Docusaurus address, since the post is served at its date here', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync(join(contentDir, 'blog/harbor-2-0.md'), 'utf8').replace(/^---[\s\S]*?---\n/, '');
    expect(await hrefsOf('blog/harbor-2-0.md', source)).toEqual(['/blog/docking-module', '/docs/api/dock#bounce', '/docs/intro', '/blog/2023/01/10']);
  });

  it('leave a doc’s relative links as written, since a doc keeps its Docusaurus address', async () => {
    expect(await hrefsOf('docs/guide.md', '[the API](../api/dock)')).toEqual(['../api/dock']);
  });
});
