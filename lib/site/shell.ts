/**
 * Props for the page shell, computed once from the site data so the root layout stays thin.
 */
import { navbarLogoAlt, resolveNavbarItem, withSearchItem } from '../config/navbar';
import { siteLinkPath } from '../config/site-links';
import { docRefs, docs as allDocs, docsVersions, lastVersion, posts, siteConfig, versionDocRefs, versionSidebars } from './index';
import type { DocsVersionConfig } from '../config/types';
import { clientSearchConfig } from '../search/client-config';
import { sectionsOf } from '../search/sections';

/** What the browser needs of each docs version: its name, label and URL base, and which is the last. */
export const clientVersions: DocsVersionConfig[] = docsVersions.map(({ name, label, path, isLast }) => ({ name, label, path, ...(isLast ? { isLast } : {}) }));

/** The docs versions search narrows by. */
export const searchVersions = { versions: clientVersions, last: docsVersions.find((v) => v.isLast)!.name };

/** The sections search offers: those the site has pages in (the API reference is always built). */
export const searchSections = sectionsOf([...allDocs.map((doc) => doc.url), '/api', ...(posts.length > 0 ? ['/blog'] : [])]);

/** What the browser needs of the search settings, the same for the navbar's modal and /search. */
export const searchConfig = clientSearchConfig(siteConfig, searchVersions, searchSections);

/** Each version's docs and sidebars, so a navbar doc item can lead to the version being read. */
const versionDocs = new Map(docsVersions.map((v) => [v.name, { docs: versionDocRefs.get(v.name)!, sidebars: versionSidebars.get(v.name)! }]));

export function shellProps() {
  const { navbar, i18n, docs } = siteConfig;
  return {
    // Drawn on the server by NavbarLogo, which reads its `src` from the site's root: not a prop of the client navbar.
    logo: navbar.logo && { ...navbar.logo, alt: navbarLogoAlt(navbar.logo, navbar.title, siteConfig.title) },
    navbar: {
      title: navbar.title,
      hideOnScroll: navbar.hideOnScroll ?? false,
      style: navbar.style,
      brand: { href: siteLinkPath(navbar.logo?.href ?? '/'), target: navbar.logo?.target },
    },
    items: withSearchItem(navbar.items).map((item) =>
      resolveNavbarItem(item, {
        docs: docRefs,
        sidebars: versionSidebars.get(lastVersion.name)!,
        versionDocs,
        lastVersion: lastVersion.name,
        versions: clientVersions,
        docPaths: allDocs.map((doc) => doc.url),
        versionPersistence: docs.versionPersistence,
        i18n,
        search: searchConfig,
      }),
    ),
    i18n,
  };
}
