import type { Doc } from 'contentlayer/generated';
import type { TocItem } from '../content/toc';
import { sidebarBreadcrumbs, sidebarPrevNext, type Breadcrumb, type PrevNext } from './sidebar';
import { docsSidebar, siteConfig } from '../site';
import { REFERENCE_COMPONENT, referenceToc } from '../vital/reference';
import { siteParameterReference } from '../vital/site-reference';

export interface DocPageData {
  doc: Doc;
  breadcrumbs: Breadcrumb[];
  pager: PrevNext;
  toc: TocItem[];
}

/** Everything the doc page shows besides the body, computed from the sidebar. */
export function docPageData(doc: Doc): DocPageData {
  return {
    doc,
    breadcrumbs: siteConfig.docs.breadcrumbs ? sidebarBreadcrumbs(docsSidebar, doc.url) : [],
    pager: sidebarPrevNext(docsSidebar, doc.url),
    toc: doc.hide_table_of_contents ? [] : tocOf(doc),
  };
}

/** The headings of the body, and those the Parameter reference renders when the page holds it. */
function tocOf(doc: Doc): TocItem[] {
  const own = doc.toc as TocItem[];
  return doc.body.raw.includes(REFERENCE_COMPONENT) ? [...own, ...referenceToc(siteParameterReference())] : own;
}
