import { FEED_PATHS } from '../blog/feed-links';
import { SERVICE_WORKER_FILE } from '../offline/names';
import { LLMS_FILES } from '../twin/headers';
import type { Finding } from './findings';

/**
 * Files the build writes into the export after `next build` has copied public/ there, so that a file
 * of public/ at the same address is replaced without a word. A Docusaurus site's `static/` may hold
 * one (playwright.dev keeps a `sw.js` its redirect script registers). robots.txt is not among them:
 * the site's own is kept (scripts/lib/sitemap.ts).
 */
const WRITTEN_BY_THE_BUILD: Readonly<Record<string, string>> = {
  [`/${SERVICE_WORKER_FILE}`]: "the site's offline service worker (offline in site.config.ts; with it turned off, a worker that removes the one a returning visitor has)",
  '/sitemap.xml': 'the sitemap of the built pages',
  '/_headers': "the pages' Content-Security-Policy and the Markdown twins' types",
  ...Object.fromEntries(LLMS_FILES.map((path) => [path, 'the list of the Markdown twins for language models'])),
  ...Object.fromEntries(Object.values(FEED_PATHS).map((path) => [path, "the blog's feed"])),
};

/**
 * A finding for each file of public/ (paths relative to it, with `/`) at an address the build writes
 * its own file to, naming the file and the fix.
 */
export function replacedPublicFileFindings(publicFiles: readonly string[]): Finding[] {
  return publicFiles.flatMap((file) => {
    const address = `/${file}`;
    const what = WRITTEN_BY_THE_BUILD[address];
    if (!what) return [];
    return [
      {
        check: 'replacedPublicFiles',
        file: `public/${file}`,
        message: `the build writes ${what} at ${address}, which replaces this file in the export. Give the file another name (and change what loads it), or delete it.`,
      },
    ];
  });
}

/** Where Next.js looks for a pages router beside the app router, from the project's root. */
export const PAGES_ROUTER_FOLDERS = ['pages', 'src/pages'];

/**
 * A problem for each folder Next.js would take for a pages router (`src/pages/`, where a Docusaurus
 * site keeps its React pages), which stops `next build` with "`pages` and `app` directories should be
 * under the same folder", naming neither the folder nor the fix. `isFolder` says whether a path from
 * the project's root is a folder.
 */
export function pagesRouterFolderProblems(isFolder: (path: string) => boolean): string[] {
  return PAGES_ROUTER_FOLDERS.filter(isFolder).map(
    (folder) =>
      `${folder}/: Next.js reads this folder as a second router beside app/, and next build stops on it. A Docusaurus site's React pages do not carry over (README, "Moving a Docusaurus site here"): move what the docs import from it (an example file a raw-loader import shows) to another folder, such as examples/, and remove ${folder}/, empty folders too.`,
  );
}
