/**
 * In `npm run dev`: when a file that documents read changes (a partial, a raw-loader or stylesheet
 * import, an image a page shows), the documents that read it get a new time, so that contentlayer2's
 * watcher, which follows the documents only, compiles them again and next dev shows the change
 * (lib/content/dependencies.ts; `npm run build` does the same before it compiles). Documents
 * themselves are contentlayer2's to follow.
 */
import { utimesSync } from 'node:fs';
import { join, resolve } from 'node:path';
import chokidar from 'chokidar';
import { contentDocuments, documentDependencies, readText } from '../lib/content/dependencies';
import { loadVersions } from '../lib/docs/versions-files';
import { siteConfig } from '../lib/site/config';
import { BLOG_FOLDER, blogOptions } from '../lib/config/blog';

const root = process.cwd();
const contentRoot = join(root, 'content');
const dirs = ['docs', ...(blogOptions(siteConfig) ? [BLOG_FOLDER] : []), ...loadVersions(siteConfig.docs).flatMap((v) => (v.contentDir === 'docs' ? [] : [v.contentDir]))];
/** How long changes gather before the documents are looked at: an editor may write a file in steps. */
const QUIET_MS = 50;

const pending = new Set<string>();
let timer: NodeJS.Timeout | undefined;

function touchReaders(): void {
  const changed = new Set([...pending].map((file) => resolve(root, file)));
  pending.clear();
  const documents = contentDocuments(contentRoot, dirs, siteConfig);
  const now = new Date();
  for (const document of documents) {
    if (!documentDependencies(document, readText, { root }).some((file) => changed.has(file))) continue;
    utimesSync(join(contentRoot, document), now, now);
    console.log(`${document}: a file it reads changed`);
  }
}

const startingDocuments = contentDocuments(contentRoot, dirs, siteConfig);
const isDocument = new Set(startingDocuments.map((document) => join(contentRoot, document)));
// What the build and the dev servers write under public/ (.gitignore) is read by no document.
const GENERATED = /^public\/(?:pagefind|interactive-reference|\.interactive-reference-)/;
const ignored = (path: string) => GENERATED.test(path.split('\\').join('/')) || isDocument.has(resolve(root, path));
// Files read from elsewhere in the project (`@site/…` partials and imports), as the documents name them now.
const elsewhere = [...new Set(startingDocuments.flatMap((document) => documentDependencies(document, readText, { root })))].filter(
  (file) => !['content', 'public'].some((dir) => file.startsWith(join(root, dir))),
);
chokidar.watch(['content', 'public', ...elsewhere], { ignoreInitial: true, ignored }).on('all', (event, path) => {
  if (event !== 'change' && event !== 'add') return;
  pending.add(path);
  clearTimeout(timer);
  timer = setTimeout(touchReaders, QUIET_MS);
});
