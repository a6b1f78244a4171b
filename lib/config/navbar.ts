import type { DocRef, SidebarItem } from '../docs/sidebar';
import { isSiteLink, siteLinkPath } from './site-links';
import { firstSidebarLink, flattenSidebar } from '../docs/sidebar';
import type { DocsConfig, DocsVersionConfig, I18nConfig, NavbarItem, NavbarItemPosition } from './types';
import { unknownNavbarItemMessage } from './messages';
import { linkAttributes } from './link-attributes';
import { versionCandidates } from '../docs/versions';
import type { ClientSearchConfig } from '../search/client-config';

/**
 * Navbar items with every doc id and sidebar id turned into a URL, ready for the client components.
 * Each keeps its original configuration in `source`, so a render error can quote it to the author.
 */
export type ResolvedNavbarItem =
  | {
      kind: 'link';
      label: string;
      href: string;
      /** Another site's: opens in a new tab. */
      external: boolean;
      /**
       * A plain link's attributes, not one through the router: another site's (a new tab) or a path of
       * this site given as `href`. Set here, so that the navbar's client code carries no such rule.
       */
      anchor?: { target?: string; rel?: string };
      ariaLabel?: string;
      /** The item's own HTML attributes (`data-*`, `title`…), passed to the link as Docusaurus passes them. */
      attributes?: Record<string, string>;
      active: ActiveRule;
      position: NavbarItemPosition;
      source: NavbarItem;
    }
  | { kind: 'dropdown'; label: string; items: ResolvedNavbarItem[]; position: NavbarItemPosition; source: NavbarItem }
  | { kind: 'search'; config: ClientSearchConfig; position: NavbarItemPosition; source: NavbarItem }
  | { kind: 'html'; html: string; className?: string; position: NavbarItemPosition; source: NavbarItem }
  | {
      /** A doc or docSidebar item of a site with several versions: its link in each version that has it. */
      kind: 'versionedDocLink';
      links: { version: string; link: LinkItem }[];
      versions: DocsVersionConfig[];
      versionPersistence: DocsConfig['versionPersistence'];
      position: NavbarItemPosition;
      source: NavbarItem;
    }
  | { kind: 'localeDropdown'; locales: { locale: string; label: string; htmlLang: string }[]; position: NavbarItemPosition; source: NavbarItem }
  | {
      kind: 'docsVersion';
      /** The configured label and target; without them, the shown version's label and main page. */
      label?: string;
      to?: string;
      versions: DocsVersionConfig[];
      versionPersistence: DocsConfig['versionPersistence'];
      position: NavbarItemPosition;
      source: NavbarItem;
    }
  | {
      kind: 'docsVersionDropdown';
      versions: DocsVersionConfig[];
      /** The configured links listed above and below the versions. */
      before: ResolvedNavbarItem[];
      after: ResolvedNavbarItem[];
      /** Every doc's URL, so a version's entry can point at the same page there when it exists. */
      docPaths: string[];
      versionPersistence: DocsConfig['versionPersistence'];
      position: NavbarItemPosition;
      source: NavbarItem;
    };

type LinkItem = Extract<ResolvedNavbarItem, { kind: 'link' }>;

/** How a link decides it is the current page (evaluated on the client with the pathname). */
export type ActiveRule = { type: 'exact'; path: string } | { type: 'base'; path: string } | { type: 'regex'; pattern: string } | { type: 'paths'; paths: string[] } | { type: 'never' };

export interface NavbarContext {
  /** The last version's docs and sidebars. */
  docs: ReadonlyMap<string, DocRef>;
  sidebars: Record<string, SidebarItem[]>;
  /** Each version's docs and sidebars by version name, when the site has several versions. */
  versionDocs?: ReadonlyMap<string, { docs: ReadonlyMap<string, DocRef>; sidebars: Record<string, SidebarItem[]> }>;
  /** The last version's name (the fallback of a versioned doc link). */
  lastVersion?: string;
  versions: DocsVersionConfig[];
  versionPersistence: DocsConfig['versionPersistence'];
  i18n: I18nConfig;
  search: ClientSearchConfig;
  /** Every doc's URL in every version (the docs above by default). */
  docPaths?: string[];
}

type DropdownItem = Extract<NavbarItem, { items: unknown }>;

/**
 * The navbar logo's alt text as Docusaurus's Logo gives it: its own `alt` (an empty one too), else
 * none when the navbar's title names the link beside it, else the site's title, which then names the
 * link the logo alone makes.
 */
export function navbarLogoAlt(logo: { alt?: string }, navbarTitle: string | undefined, siteTitle: string): string {
  return logo.alt ?? (navbarTitle ? '' : siteTitle);
}

/** A dropdown, written with `type: 'dropdown'` or, as Docusaurus also reads it, with `items` and no type. */
export function isDropdownItem(item: NavbarItem): item is DropdownItem {
  return item.type === 'dropdown' || (item.type === undefined && 'items' in item);
}

/**
 * The navbar's items with the search box Docusaurus's navbar adds when none is listed (theme-classic's
 * Navbar/Content: after the right-hand items). Moved configurations rarely list one, since Docusaurus
 * draws it anyway; without this the site's search index had no way in from the navbar.
 */
export function withSearchItem(items: readonly NavbarItem[]): NavbarItem[] {
  return items.some((item) => item.type === 'search') ? [...items] : [...items, { type: 'search', position: 'right' }];
}

export function resolveNavbarItem(item: NavbarItem, ctx: NavbarContext): ResolvedNavbarItem {
  const position = item.position ?? 'left';
  if (isDropdownItem(item)) return { kind: 'dropdown', label: item.label, items: item.items.map((child) => resolveNavbarItem(child, ctx)), position, source: item };
  switch (item.type) {
    case undefined:
    case 'link': {
      // As in Docusaurus: another site opens in a new tab, `to` or `href`; an `href` to a path of this
      // site (a feed, a file) is a plain link, loaded as a whole page; a `to` goes through the router.
      const target = item.to ?? item.href ?? '/';
      const external = !isSiteLink(target);
      const fullPage = !external && item.to === undefined && item.href !== undefined;
      const href = external || fullPage ? target : siteLinkPath(target);
      const active: ActiveRule = item.activeBaseRegex
        ? { type: 'regex', pattern: item.activeBaseRegex }
        : item.activeBasePath
          ? { type: 'base', path: item.activeBasePath }
          : external || fullPage
            ? { type: 'never' }
            : { type: 'base', path: href };
      const ariaLabel = item.ariaLabel ?? item['aria-label'];
      // An icon link of a Docusaurus site (no label, its icon from CSS that does not carry over) shows its name.
      const anchor = external ? { target: '_blank', rel: 'noopener noreferrer' } : fullPage ? {} : undefined;
      return { kind: 'link', label: item.label ?? ariaLabel ?? '', href, external, ...(anchor && { anchor }), ariaLabel, ...withAttributes(item), active, position, source: item };
    }
    case 'doc':
    case 'docSidebar': {
      const link = docItemLink(item, ctx.docs, ctx.sidebars, position);
      if (!link) throw new Error(item.type === 'doc' ? `navbar: no doc with id "${item.docId}".` : `navbar: sidebar "${item.sidebarId}" has nothing to link to.`);
      if (!ctx.versionDocs || ctx.versionDocs.size < 2) return link;
      // Which version it leads to depends on the page and the stored preference: decided on the client.
      // The last version's link first: the one shown when no version the reader is in has the doc.
      const order = [...ctx.versions].sort((a, b) => Number(b.name === ctx.lastVersion) - Number(a.name === ctx.lastVersion));
      const links = order.flatMap((v) => {
        const own = ctx.versionDocs!.get(v.name);
        const found = own && docItemLink(item, own.docs, own.sidebars, position);
        return found ? [{ version: v.name, link: found }] : [];
      });
      return { kind: 'versionedDocLink', links, versions: ctx.versions, versionPersistence: ctx.versionPersistence, position, source: item };
    }
    case 'docsVersion':
      if (ctx.versions.length === 0) throw new Error('navbar: docsVersion item but no docs version is configured.');
      // Which version it names depends on the page and the stored preference: decided on the client.
      return {
        kind: 'docsVersion',
        label: item.label,
        to: item.to === undefined ? undefined : siteLinkPath(item.to),
        versions: ctx.versions,
        versionPersistence: ctx.versionPersistence,
        position,
        source: item,
      };
    case 'docsVersionDropdown':
      return {
        kind: 'docsVersionDropdown',
        versions: ctx.versions,
        before: (item.dropdownItemsBefore ?? []).map((child) => resolveNavbarItem(child, ctx)),
        after: (item.dropdownItemsAfter ?? []).map((child) => resolveNavbarItem(child, ctx)),
        docPaths: ctx.docPaths ?? [...ctx.docs.values()].map((doc) => doc.url),
        versionPersistence: ctx.versionPersistence,
        position,
        source: item,
      };
    case 'localeDropdown':
      return {
        kind: 'localeDropdown',
        locales: ctx.i18n.locales.map((locale) => ({
          locale,
          label: ctx.i18n.localeConfigs[locale]?.label ?? locale,
          htmlLang: ctx.i18n.localeConfigs[locale]?.htmlLang ?? locale,
        })),
        position,
        source: item,
      };
    case 'search':
      return { kind: 'search', config: ctx.search, position, source: item };
    case 'html':
      return { kind: 'html', html: item.value, className: item.className, position, source: item };
    default:
      throw new Error(unknownNavbarItemMessage((item as { type: unknown }).type));
  }
}

const withAttributes = (item: object) => {
  const attributes = linkAttributes(item);
  return attributes ? { attributes } : {};
};

/** A doc or docSidebar item's link among one version's docs and sidebars, or null when it has none there. */
function docItemLink(
  item: Extract<NavbarItem, { type: 'doc' | 'docSidebar' }>,
  docs: ReadonlyMap<string, DocRef>,
  sidebars: Record<string, SidebarItem[]>,
  position: NavbarItemPosition,
): LinkItem | null {
  if (item.type === 'doc') {
    const doc = docs.get(item.docId);
    return doc
      ? { kind: 'link', label: item.label ?? doc.sidebarLabel ?? doc.title, href: doc.url, external: false, ...withAttributes(item), active: { type: 'exact', path: doc.url }, position, source: item }
      : null;
  }
  const sidebar = sidebars[item.sidebarId] ?? [];
  const first = firstSidebarLink(sidebar);
  if (!first) return null;
  const paths = flattenSidebar(sidebar).map((link) => link.href);
  return { kind: 'link', label: item.label, href: first.href, external: false, ...withAttributes(item), active: { type: 'paths', paths }, position, source: item };
}

/**
 * A doc or docSidebar item as the link it shows on this page, as Docusaurus's DocNavbarItem and
 * DocSidebarNavbarItem: in the first of the version being read, the preferred one and the last that
 * has the doc (or sidebar), else the last version's.
 */
export function versionedDocLink(item: Extract<ResolvedNavbarItem, { kind: 'versionedDocLink' }>, pathname: string, preferredName: string | null): LinkItem {
  for (const version of versionCandidates(item.versions, pathname, preferredName)) {
    const found = item.links.find((l) => l.version === version.name);
    if (found) return found.link;
  }
  return item.links[0]!.link;
}

/** Whether a navbar link is the current page. */
export function isActive(rule: ActiveRule, pathname: string): boolean {
  const path = stripTrailingSlash(pathname);
  switch (rule.type) {
    case 'exact':
      return path === stripTrailingSlash(rule.path);
    case 'base': {
      const base = stripTrailingSlash(rule.path);
      return base === '' ? path === '' : path === base || path.startsWith(`${base}/`);
    }
    case 'regex':
      return new RegExp(rule.pattern).test(path);
    case 'paths':
      return rule.paths.some((p) => stripTrailingSlash(p) === path);
    case 'never':
      return false;
  }
}

/**
 * A docsVersion item as the link it shows on this page: as Docusaurus's DocsVersionNavbarItem, the
 * version being read, else the reader's preferred one, else the latest; its main page unless `to`.
 */
export function docsVersionLink(item: Extract<ResolvedNavbarItem, { kind: 'docsVersion' }>, pathname: string, preferredName: string | null): LinkItem {
  const version = versionCandidates(item.versions, pathname, preferredName)[0]!;
  return {
    kind: 'link',
    label: item.label ?? version.label,
    href: item.to !== undefined ? siteLinkPath(item.to) : version.path,
    external: false,
    active: { type: 'base', path: version.path },
    position: item.position,
    source: item.source,
  };
}

/** True when the item, or for a dropdown any of its children, is the current page. */
export function isItemActive(item: ResolvedNavbarItem, pathname: string): boolean {
  if (item.kind === 'link') return isActive(item.active, pathname);
  if (item.kind === 'versionedDocLink') return item.links.some((l) => isActive(l.link.active, pathname));
  if (item.kind === 'dropdown') return item.items.some((child) => isItemActive(child, pathname));
  return false;
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path === '/' ? '' : path;
}
