import type { Doc } from 'contentlayer/generated';
import type { TocItem } from '../content/toc';
import { sidebarBreadcrumbs, sidebarOfPath, sidebarPrevNext, type Breadcrumb, type PrevNext, type SidebarLink } from './sidebar';
import { docTags, type DocTag } from './tags';
import { versionNotice, type VersionNotice } from './versions';
import { allSidebars, docRefs, docs, owner, siteConfig } from '../site';
import { feedbackTargetOf, type FeedbackTarget } from './feedback';
import { declaredTags } from '../blog/data';
import { REFERENCE_COMPONENT, referenceToc } from '../vital/reference';
import { siteParameterReference } from '../vital/site-reference';
import { loadPageMeta } from '../content/load-page-meta';
import type { PageMeta } from '../content/page-meta';

export interface DocPageData {
  doc: Doc;
  breadcrumbs: Breadcrumb[];
  pager: PrevNext;
  toc: TocItem[];
  tags: DocTag[];
  meta: PageMeta;
  /** Set on a page of a version other than the latest. */
  versionNotice: VersionNotice | null;
  /** Where "Was this page helpful?" sends its answer. */
  feedback: FeedbackTarget;
}

const feedback = feedbackTargetOf(siteConfig.feedback, siteConfig, owner.email);

/**
 * The previous/next link after front matter: `pagination_prev`/`pagination_next` name another doc,
 * or null to hide the link; a doc's `pagination_label` names it in its neighbours' links.
 */
export function pagerLink(override: unknown, fromSidebar: SidebarLink | null): SidebarLink | null {
  if (override === null) return null;
  const id = typeof override === 'string' ? override : fromSidebar?.docId;
  const ref = id ? docRefs.get(id) : undefined;
  if (typeof override === 'string' && !ref) return null;
  if (!ref) return fromSidebar;
  return { type: 'link', label: ref.paginationLabel ?? fromSidebar?.label ?? ref.sidebarLabel ?? ref.title, href: ref.url, docId: ref.id, unlisted: ref.unlisted };
}

/** Everything the doc page shows besides the body, computed from the sidebar that lists it. */
export function docPageData(doc: Doc): DocPageData {
  const items = sidebarOfPath(allSidebars, doc.url)?.items ?? [];
  const fromSidebar = sidebarPrevNext(items, doc.url);
  return {
    doc,
    breadcrumbs: siteConfig.docs.breadcrumbs ? sidebarBreadcrumbs(items, doc.url) : [],
    pager: { previous: pagerLink(doc.pagination_prev, fromSidebar.previous), next: pagerLink(doc.pagination_next, fromSidebar.next) },
    toc: doc.hide_table_of_contents ? [] : tocOf(doc),
    tags: docTags(doc.tags, declaredTags, siteConfig.docs.routeBasePath),
    meta: loadPageMeta('docs', {
      path: doc._raw.sourceFilePath.replace(/^docs\//, ''),
      permalink: doc.url,
      lastUpdate: doc.last_update,
      customEditUrl: doc.custom_edit_url,
    }),
    versionNotice: versionNotice(siteConfig.title, siteConfig.docs, doc.url, docUrls),
    feedback,
  };
}

const docUrls: ReadonlySet<string> = new Set([...docRefs.values()].map((ref) => ref.url));

/** Every doc with its tags, for the /docs/tags pages. */
export function taggedDocs() {
  return docs.map((doc) => ({
    title: doc.pageTitle,
    url: doc.url,
    description: doc.description || undefined,
    unlisted: doc.unlisted,
    tags: docTags(doc.tags, declaredTags, siteConfig.docs.routeBasePath),
  }));
}

/** The headings of the body, and those the Parameter reference renders when the page holds it. */
function tocOf(doc: Doc): TocItem[] {
  const own = doc.toc as TocItem[];
  return doc.body.raw.includes(REFERENCE_COMPONENT) ? [...own, ...referenceToc(siteParameterReference())] : own;
}
