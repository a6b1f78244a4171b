/** The Parameter reference of this site: the data folder grouped by the sidebar's page order. */
import { flattenSidebar } from '../docs/sidebar';
import { docById, docsSidebar } from './index';
import { parameterData } from '../vital/data';
import { buildReference, type ReferenceGroup } from '../vital/reference';

export function siteParameterReference(): ReferenceGroup[] {
  const pages = flattenSidebar(docsSidebar).flatMap((link) => {
    const doc = link.docId ? docById(link.docId) : undefined;
    return doc ? [{ id: doc.docId, title: doc.pageTitle, url: doc.url }] : [];
  });
  return buildReference(parameterData().files, pages);
}
