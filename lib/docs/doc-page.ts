import type { Doc } from 'contentlayer/generated';
import type { TocItem } from '../content/toc';
import { sidebarBreadcrumbs, sidebarPrevNext, type Breadcrumb, type PrevNext } from './sidebar';
import { docsSidebar, siteConfig } from '../site';

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
    toc: doc.hide_table_of_contents ? [] : (doc.toc as TocItem[]),
  };
}
