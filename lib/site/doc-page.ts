import type { Doc } from 'contentlayer/generated';
import type { TocItem } from '../content/toc';
import { docCardItems, sidebarBreadcrumbs, sidebarOfPath, sidebarPrevNext, type Breadcrumb, type PrevNext, type SidebarItem, type SidebarLink } from '../docs/sidebar';
import { pageSidebar, sidebarFiles, SIDEBAR_FILES_DIR, type PageSidebar } from '../docs/page-sidebar';
import { docsTagsBase, docTags, tagPageOf, tagPages, versionTagRoute, type DocTag, type TagPage } from '../docs/tags';
import { versionBadge, versionNotice, type VersionNotice } from '../docs/versions';
import { allSidebars, docs, docsVersions, lastVersion, owner, siteConfig, versionDocRefs, versionOf } from './index';
import { feedbackTargetOf, type FeedbackTarget } from '../docs/feedback';
import { declaredTags } from './blog';
import { REFERENCE_COMPONENT, referenceToc, type ReferenceGroup } from '../vital/reference';
import { siteParameterReference } from './vital-reference';
import { loadPageMeta, type PageMetaSource } from './page-meta';
import { pageActions, pageLocale, pageUrl, type PageActions } from './page-actions';
import type { DateLocale } from '../i18n/locale';
import { versionOfContentPath, type DocsVersion } from '../docs/versioning';
import type { PageMeta } from '../content/page-meta';

export interface DocPageData {
  doc: Doc;
  breadcrumbs: Breadcrumb[];
  pager: PrevNext;
  toc: TocItem[];
  /** The Infima utility classes its body uses (lib/content/infima.ts). */
  infimaClasses: string[];
  tags: DocTag[];
  meta: PageMeta;
  /** Set on a page of a version with a banner (unreleased or unmaintained). */
  versionNotice: VersionNotice | null;
  /** The version label of the "Version: <label>" badge, or null. */
  versionBadge: string | null;
  /** Where "Was this page helpful?" sends its answer. */
  feedback: FeedbackTarget;
  /** The cards a `<DocCardList />` in the body shows: its category's items. */
  cards: SidebarItem[];
  /** What a `<ParameterReference />` in the body shows: every parameter table, by page. */
  reference: ReferenceGroup[];
  /** The Copy page menu's twin and assistant links. */
  actions: PageActions;
  locale: DateLocale;
  /** The page's absolute URL. */
  url: string;
}

const feedback = feedbackTargetOf(siteConfig.feedback, siteConfig, owner.email);

/**
 * The previous/next link after front matter: `pagination_prev`/`pagination_next` name another doc,
 * or null to hide the link; a doc's `pagination_label` names it in its neighbours' links.
 */
export function pagerLink(override: unknown, fromSidebar: SidebarLink | null, version: string): SidebarLink | null {
  if (override === null) return null;
  const id = typeof override === 'string' ? override : fromSidebar?.docId;
  // Ids are looked up in the doc's own version, so the pager never leaves it.
  const ref = id ? versionDocRefs.get(version)?.get(id) : undefined;
  if (typeof override === 'string' && !ref) return null;
  if (!ref) return fromSidebar;
  return { type: 'link', label: ref.paginationLabel ?? fromSidebar?.label ?? ref.sidebarLabel ?? ref.title, href: ref.url, docId: ref.id, unlisted: ref.unlisted };
}

/** A doc's file as its footer row needs it: the path under its version's docs folder, and that folder. */
export function docMetaSource(doc: Doc): PageMetaSource {
  const { docsPath } = versionOfContentPath(doc._raw.sourceFilePath);
  return {
    path: docsPath.replace(/^docs\//, ''),
    permalink: doc.url,
    lastUpdate: doc.last_update,
    customEditUrl: doc.custom_edit_url,
    contentDir: `content/${versionOf(doc).contentDir}`,
  };
}

/** Everything the doc page shows besides the body, computed from the sidebar that lists it. */
export function docPageData(doc: Doc): DocPageData {
  const items = sidebarOfPath(allSidebars, doc.url)?.items ?? [];
  const fromSidebar = sidebarPrevNext(items, doc.url);
  // The Parameter reference's tables, when the body holds it: rendered there and listed in the TOC.
  const reference = doc.body.raw.includes(REFERENCE_COMPONENT) ? siteParameterReference() : [];
  return {
    doc,
    breadcrumbs: siteConfig.docs.breadcrumbs ? sidebarBreadcrumbs(items, doc.url) : [],
    pager: { previous: pagerLink(doc.pagination_prev, fromSidebar.previous, doc.version), next: pagerLink(doc.pagination_next, fromSidebar.next, doc.version) },
    toc: doc.hide_table_of_contents ? [] : [...(doc.toc as TocItem[]), ...referenceToc(reference)],
    infimaClasses: doc.infimaClasses as string[],
    // A doc's tags lead to its own version's tag pages, as in Docusaurus.
    tags: docTags(doc.tags, declaredTags, versionOf(doc).path),
    meta: loadPageMeta('docs', docMetaSource(doc)),
    versionNotice: versionNotice(siteConfig.title, docsVersions, siteConfig.docs.versionPersistence, doc.url, docUrls),
    versionBadge: versionBadge(docsVersions, doc.url),
    feedback,
    cards: doc.body.raw.includes('DocCardList') ? docCardItems(allSidebars, doc.url) : [],
    reference,
    actions: pageActions(doc.url),
    locale: pageLocale,
    url: pageUrl(doc.url),
  };
}

const sidebarFileUrl = (name: string) => `${siteConfig.baseUrl}${SIDEBAR_FILES_DIR}/${name}`;

/** The sidebar a docs page at `path` shows (a doc's own URL where another URL shows it), as it carries it. */
export function docsSidebarOf(path: string): PageSidebar | null {
  return pageSidebar(allSidebars, path, sidebarFileUrl);
}

/** The files of the categories that start folded, by name, in every sidebar of every version. */
export function docsSidebarFiles(): Map<string, string> {
  return sidebarFiles(allSidebars, sidebarFileUrl);
}

const docUrls: ReadonlySet<string> = new Set(docs.map((doc) => doc.url));

/** Every doc of one version (the last by default) with its tags, for that version's tag pages. */
export function taggedDocs(version: DocsVersion = lastVersion) {
  return docs
    .filter((doc) => doc.version === version.name)
    .map((doc) => ({
      title: doc.pageTitle,
      url: doc.url,
      description: doc.summary || undefined,
      unlisted: doc.unlisted,
      tags: docTags(doc.tags, declaredTags, version.path),
    }));
}

/** A version's tag pages, each listing only that version's docs. */
export function versionTagPages(version: DocsVersion = lastVersion): TagPage[] {
  let pages = tagPagesByVersion.get(version.name);
  if (!pages) tagPagesByVersion.set(version.name, (pages = tagPages(taggedDocs(version), version.path)));
  return pages;
}

/**
 * Each version's tag pages, gathered once: each tag page looks itself up among them, and gathering them
 * from every doc for each of those pages grew with the tags times the docs (2 s of each render worker's
 * 36 s at 1,000 docs).
 */
const tagPagesByVersion = new Map<string, TagPage[]>();

/** What another version's tags URL shows (its index, or one tag's page), or null when it names none. */
export function versionTagsPage(url: string): { version: DocsVersion; tagsUrl: string; pages: TagPage[]; page: TagPage | null } | null {
  const route = versionTagRoute(url, docsVersions, siteConfig.docs.routeBasePath);
  if (!route) return null;
  const pages = versionTagPages(route.version);
  const page = route.slug === null ? null : tagPageOf(pages, route.slug);
  if (pages.length === 0 || (route.slug !== null && !page)) return null;
  return { version: route.version, tagsUrl: docsTagsBase(route.version.path), pages, page };
}

/** The tags URLs of the versions not served at the route base (those have routes of their own). */
export function versionTagsUrls(): string[] {
  return docsVersions
    .filter((v) => v.path !== siteConfig.docs.routeBasePath)
    .flatMap((v) => {
      const pages = versionTagPages(v);
      return pages.length === 0 ? [] : [docsTagsBase(v.path), ...pages.map((p) => p.tag.permalink)];
    });
}
