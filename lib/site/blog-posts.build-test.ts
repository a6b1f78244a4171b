import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allPosts } from 'contentlayer/generated';
import { blogPosts } from './blog';
import { postDateOf } from '../blog/posts';
import { postFilesIn } from '../blog/post-files';
import { siteConfig } from './config';
import { splitFrontMatter } from '../schema/split-front-matter';

// The authoring check reads every Markdown and MDX file in content/blog; the content build reads the
// files its pattern names. A post that the check passed and the content build left out would be lost
// without a word, as .md posts were while the pattern named only .mdx.
describe("the built site's posts", () => {
  // A post's file or its folder's index; a name that starts with _ is a partial, imported by posts, as in Docusaurus.
  const files = postFilesIn('content', siteConfig);

  it('are every post file of content/blog, drafts included, a post in a folder of its own too', () => {
    expect(files.some((path) => path.endsWith('/index.mdx') || path.endsWith('/index.md'))).toBe(true);
    expect(allPosts.map((post) => post._raw.sourceFilePath).sort()).toEqual(files);
  });

  it('are dated by their front matter, or else by their file name', () => {
    for (const post of blogPosts) {
      const file = post.sourceFile;
      const written = splitFrontMatter(readFileSync(file, 'utf8')).data.date;
      expect(post.date, file).toBe(postDateOf(written, file)!.slice(0, 10));
      expect(post.url, file).toBe(`/blog/${post.date.replaceAll('-', '/')}`);
    }
  });
});
