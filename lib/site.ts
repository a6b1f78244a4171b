/**
 * The site's data, assembled once per build from the generated content and the configuration.
 * Route files read from here; everything below is computed by the pure functions of lib/.
 * Importing this module validates the configuration, so a mistake fails `next build` by name.
 */
import { allDocs, allPosts, type Doc, type Post } from 'contentlayer/generated';
import siteConfig from '../site.config';
import { loadSidebars } from './docs/sidebars-file';
import { assertValidSiteConfig } from './config/validate';
import { generatedIndexPages, type DocRef, type SidebarItem } from './docs/sidebar';
import { resolveSidebars } from './docs/resolve-sidebar';
import { readCategoryFiles } from './docs/category-files';
import { isPublished } from './content/publish';

export { siteConfig };

/** sidebars.js, .cjs, .json or .ts, checked and with Docusaurus's shorthand categories spelled out. */
const { file: sidebarsFile, sidebars } = await loadSidebars();

const production = process.env.NODE_ENV === 'production';

/** Docs in this build: drafts only outside production. */
export const docs: Doc[] = allDocs.filter((doc) => isPublished(doc, production));
export const draftDocIds = new Set(allDocs.filter((doc) => !isPublished(doc, production)).map((doc) => doc.docId));

export const docRefs: ReadonlyMap<string, DocRef> = new Map(
  docs.map((doc) => [
    doc.docId,
    {
      id: doc.docId,
      title: doc.pageTitle,
      sidebarLabel: doc.sidebar_label,
      url: doc.url,
      unlisted: doc.unlisted,
      draft: doc.draft,
      description: doc.description,
      sourceDir: doc.sourceDir,
      fileName: doc.fileName,
      sidebarPosition: doc.sidebar_position,
      sidebarClassName: doc.sidebar_class_name,
      paginationLabel: doc.pagination_label,
    },
  ]),
);

assertValidSiteConfig(siteConfig, { docs: docRefs, draftIds: draftDocIds, sidebars });

/** Every sidebar of sidebars.ts; a doc page shows the one that lists it, or none. */
export const allSidebars: Record<string, SidebarItem[]> = resolveSidebars(sidebars, docRefs, draftDocIds, {
  categories: readCategoryFiles(join(process.cwd(), 'content/docs')),
  routeBasePath: siteConfig.docs.routeBasePath,
  sourceFile: sidebarsFile,
});

/** The main docs sidebar (spec §2), shared by the site's own docs pages. */
export const docsSidebar: SidebarItem[] = allSidebars.docs ?? [];

/** Pages of cards for categories whose link is a generated index. */
export const generatedIndexes = generatedIndexPages(allSidebars);

export function docById(id: string): Doc | undefined {
  return docs.find((doc) => doc.docId === id);
}

export function docByUrl(url: string): Doc | undefined {
  return docs.find((doc) => doc.url === url);
}

export const posts: Post[] = allPosts.filter((post) => isPublished(post, production));

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAuthors, type Author } from './blog/authors';

const AUTHORS_FILE = 'content/authors.yml';
export const authors: ReadonlyMap<string, Author> = parseAuthors(readFileSync(join(process.cwd(), AUTHORS_FILE), 'utf8'), AUTHORS_FILE);

/** The site owner's profile: the one place the owner's name, bio and links are written. */
export const owner: Author = (() => {
  const found = authors.get(siteConfig.owner);
  if (!found) throw new Error(`site.config.ts owner: no author "${siteConfig.owner}" in ${AUTHORS_FILE}. Add it or fix the key.`);
  return found;
})();
