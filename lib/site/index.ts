/**
 * The site's data, assembled once per build from the generated content and the configuration.
 * Route files read from here; everything below is computed by the pure functions of lib/.
 * Importing this module validates the configuration, so a mistake fails `next build` by name.
 */
import { allDocs, allPosts, type Doc, type Post } from 'contentlayer/generated';
import { siteConfig } from './config';
import { loadSidebars } from '../docs/sidebars-file';
import { assertValidSiteConfig } from '../config/validate';
import { flattenSidebar, generatedIndexPages, type DocRef, type SidebarItem, type SidebarsConfig } from '../docs/sidebar';
import { loadVersionedSidebars, loadVersions } from '../docs/versions-files';
import { lastVersionOf, type DocsVersion } from '../docs/versioning';
import { resolveSidebars } from '../docs/resolve-sidebar';
import { readCategoryFiles } from '../docs/category-files';
import { isPublished } from '../content/publish';
import { blogOptions } from '../config/blog';

export { siteConfig };

/** sidebars.js, .cjs, .json or .ts, checked and with Docusaurus's shorthand categories spelled out. */
const { file: sidebarsFile, sidebars } = await loadSidebars();

const production = process.env.NODE_ENV === 'production';

/** The docs versions this build makes, newest first (versions.json and the version options). */
export const docsVersions: DocsVersion[] = loadVersions(siteConfig.docs);
/** The version served at the route base, which the navbar's doc links and /docs lead to. */
export const lastVersion: DocsVersion = lastVersionOf(docsVersions);
const versionNames = new Set(docsVersions.map((v) => v.name));

// Docs and posts in the order of their files: contentlayer2's lists are not, and two builds of the
// same tree listed docs in a different order, which changed every page's payload.
const byFile = (a: Doc | Post, b: Doc | Post) => (a._raw.sourceFilePath < b._raw.sourceFilePath ? -1 : a._raw.sourceFilePath > b._raw.sourceFilePath ? 1 : 0);

/** Docs in this build, of every version: drafts only outside production. */
export const docs: Doc[] = allDocs.filter((doc) => versionNames.has(doc.version) && isPublished(doc, production)).sort(byFile);

const refOf = (doc: Doc): DocRef => ({
  id: doc.docId,
  title: doc.pageTitle,
  sidebarLabel: doc.sidebar_label,
  url: doc.url,
  unlisted: doc.unlisted,
  draft: doc.draft,
  description: doc.summary,
  sourceDir: doc.sourceDir,
  fileName: doc.fileName,
  sidebarPosition: doc.sidebar_position,
  sidebarClassName: doc.sidebar_class_name,
  paginationLabel: doc.pagination_label,
});

/** Each version's docs by id: ids are per version, as in Docusaurus. */
export const versionDocRefs: ReadonlyMap<string, ReadonlyMap<string, DocRef>> = new Map(
  docsVersions.map((v) => [v.name, new Map(docs.filter((doc) => doc.version === v.name).map((doc) => [doc.docId, refOf(doc)]))]),
);
const versionDraftIds = (name: string) => new Set(allDocs.filter((doc) => doc.version === name && !isPublished(doc, production)).map((doc) => doc.docId));

/** The last version's docs by id. */
export const docRefs: ReadonlyMap<string, DocRef> = versionDocRefs.get(lastVersion.name)!;
export const draftDocIds = versionDraftIds(lastVersion.name);

const sidebarsOf = (version: DocsVersion): SidebarsConfig => (version.sidebarsFile ? loadVersionedSidebars(siteConfig.docs, version) : sidebars);

// `npm run build` validates the configuration once, in its authoring-check step, before the steps that
// import this module (scripts/lib/build-steps.ts); `next dev` and a bare `next build` validate here.
if (process.env.SITE_CONFIG_VALIDATED !== '1')
  assertValidSiteConfig(siteConfig, { docs: docRefs, draftIds: draftDocIds, sidebars: sidebarsOf(lastVersion), sidebarsFile: lastVersion.sidebarsFile ?? sidebarsFile });

/** Each version's sidebars, resolved against that version's docs. */
export const versionSidebars: ReadonlyMap<string, Record<string, SidebarItem[]>> = new Map(
  docsVersions.map((v) => [
    v.name,
    resolveSidebars(sidebarsOf(v), versionDocRefs.get(v.name)!, versionDraftIds(v.name), {
      categories: readCategoryFiles(join(process.cwd(), 'content', v.contentDir), `content/${v.contentDir}`),
      routeBasePath: v.path,
      sourceFile: v.sidebarsFile ?? sidebarsFile,
      docsDir: `content/${v.contentDir}`,
      sidebarCollapsed: siteConfig.docs.sidebarCollapsed,
    }),
  ]),
);

/**
 * Every sidebar of every version; a doc page shows the one that lists it, or none. The last version's
 * keep their ids; another version's are keyed `<version>/<id>` (its pages' URLs tell them apart).
 */
export const allSidebars: Record<string, SidebarItem[]> = Object.fromEntries(
  docsVersions.flatMap((v) => Object.entries(versionSidebars.get(v.name)!).map(([id, items]) => [v.isLast ? id : `${v.name}/${id}`, items])),
);

/** The last version's main docs sidebar (spec §2). */
export const docsSidebar: SidebarItem[] = versionSidebars.get(lastVersion.name)!.docs ?? [];

/** Pages of cards for categories whose link is a generated index. */
export const generatedIndexes = generatedIndexPages(allSidebars);

/**
 * The docs by id in each version and by URL, the first of each kept as a search in order would find it:
 * every page looks itself up, and searching the list each time grew with the square of the docs.
 */
const docsById = new Map<string, Doc>();
const docsByUrl = new Map<string, Doc>();
for (const doc of [...docs].reverse()) {
  docsById.set(`${doc.version}\0${doc.docId}`, doc);
  docsByUrl.set(doc.url, doc);
}

/** A doc by id, in the last version unless another is named. */
export function docById(id: string, version: string = lastVersion.name): Doc | undefined {
  return docsById.get(`${version}\0${id}`);
}

export function docByUrl(url: string): Doc | undefined {
  return docsByUrl.get(url);
}

/**
 * A version's main doc: its `docs.mainDocId` doc, else the first doc of its first sidebar (Docusaurus's
 * version main doc, where its docs link leads), so a moved configuration may leave `mainDocId` out.
 */
export function mainDocOf(version: DocsVersion = lastVersion): Doc | undefined {
  if (!mainDocs.has(version.name)) mainDocs.set(version.name, findMainDoc(version));
  return mainDocs.get(version.name);
}

/** Each version's main doc, found once: the not-found page, on every route, links the last one's. */
const mainDocs = new Map<string, Doc | undefined>();

function findMainDoc(version: DocsVersion): Doc | undefined {
  const { mainDocId } = siteConfig.docs;
  const first = Object.values(versionSidebars.get(version.name) ?? {})[0];
  const firstUrl = first ? flattenSidebar(first).find((link) => link.docId)?.href : undefined;
  return (mainDocId ? docById(mainDocId, version.name) : undefined) ?? (firstUrl ? docByUrl(firstUrl) : undefined);
}

/** The page at a version's path: its docs folder's own index, else its main doc. */
export function versionMainDoc(version: DocsVersion): Doc | undefined {
  return docByUrl(version.path) ?? mainDocOf(version);
}

/** The version a doc belongs to. */
export function versionOf(doc: Doc): DocsVersion {
  return docsVersions.find((v) => v.name === doc.version)!;
}

/** The posts of this build; none with `blog: false` (the content build then compiles none either). */
export const posts: Post[] = blogOptions(siteConfig) ? allPosts.filter((post) => isPublished(post, production)).sort(byFile) : [];

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAuthors, type Author } from '../blog/authors';

const AUTHORS_FILE = 'content/authors.yml';
export const authors: ReadonlyMap<string, Author> = parseAuthors(readFileSync(join(process.cwd(), AUTHORS_FILE), 'utf8'), AUTHORS_FILE);

/** The site owner's profile: the one place the owner's name, bio and links are written. */
export const owner: Author = (() => {
  const found = authors.get(siteConfig.owner);
  if (!found) throw new Error(`site.config.ts owner: no author "${siteConfig.owner}" in ${AUTHORS_FILE}. Add it or fix the key.`);
  return found;
})();
