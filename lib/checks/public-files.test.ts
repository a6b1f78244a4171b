import { describe, expect, it } from 'vitest';
import { pagesRouterFolderProblems, replacedPublicFileFindings } from './public-files';

describe('files of public/ the build replaces', () => {
  it('names each one with what the build writes there and the fix', () => {
    // playwright.dev's static/ holds a sw.js of its own, which the offline worker would replace.
    expect(replacedPublicFileFindings(['sw.js', 'img/logo.svg', 'robots.txt', 'llms.txt', 'blog/rss.xml'])).toEqual([
      {
        check: 'replacedPublicFiles',
        file: 'public/sw.js',
        message:
          "the build writes the site's offline service worker (offline in site.config.ts; with it turned off, a worker that removes the one a returning visitor has) at /sw.js, which replaces this file in the export. Give the file another name (and change what loads it), or delete it.",
      },
      expect.objectContaining({ file: 'public/llms.txt', message: expect.stringContaining('the list of the Markdown twins for language models at /llms.txt') }),
      expect.objectContaining({ file: 'public/blog/rss.xml', message: expect.stringContaining("the blog's feed at /blog/rss.xml") }),
    ]);
  });
});

describe("a Docusaurus site's src/pages folder", () => {
  it('is named with the fix, since next build would stop on it without naming it', () => {
    const problems = pagesRouterFolderProblems((path) => path === 'src/pages');
    expect(problems).toEqual([expect.stringMatching(/^src\/pages\/: Next\.js reads this folder as a second router beside app\/.*remove src\/pages\/, empty folders too\.$/)]);
    expect(pagesRouterFolderProblems(() => false)).toEqual([]);
  });
});
