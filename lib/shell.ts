/**
 * Props for the page shell, computed once from the site data so the root layout stays thin.
 */
import { resolveNavbarItem } from './config/navbar';
import { docRefs, docsSidebar, siteConfig } from './site';
import { clientSearchConfig } from './search/client-config';

export function shellProps() {
  const { navbar, i18n, docs } = siteConfig;
  const mainDoc = docRefs.get(docs.mainDocId);
  return {
    navbar: { title: navbar.title, logo: navbar.logo, hideOnScroll: navbar.hideOnScroll },
    items: navbar.items.map((item) => resolveNavbarItem(item, { docs: docRefs, sidebars: { docs: docsSidebar }, versions: docs.versions, versionPersistence: docs.versionPersistence, i18n, search: clientSearchConfig(siteConfig) })),
    i18n,
    docsSidebar,
    docsAliases: mainDoc ? { [docs.routeBasePath]: mainDoc.url } : {},
    docsBasePath: docs.routeBasePath,
  };
}
