import type { Finding } from './findings';
import { isCertainlyMissing, type SiteRoutes } from './site-routes';
import { NO_BLOG_HINT } from './site-links';
import type { SiteConfig } from '../config/types';
import { blogOptions, isBlogRoute } from '../config/blog';
import { isSiteLink, siteLinkPath } from '../config/site-links';
import { navbarChildLists } from '../config/schema';
import { localizedPath } from '../i18n/locale';

/**
 * The navbar's, footer's and home page's links to pages of the site, checked before the build as the
 * pages' own links are (site-links.ts): every page shows the navbar and footer, so the link check over
 * the export would name the same link on each page, minutes later. A link to /blog on a site with
 * `blog: false` is the usual one; a home page button to a doc that was moved or renamed another.
 */

/** A `to` of the navbar or footer, with the field of site.config.ts that holds it. */
export interface ConfigLink {
  field: string;
  to: string;
}

type LinkHolder = { to?: string; href?: string };

/**
 * Every item of the navbar (a dropdown's and a versions dropdown's links too) and every footer link
 * or column (and its links), with the field of site.config.ts that holds it.
 */
export function forEachShellItem(config: Pick<SiteConfig, 'navbar' | 'footer'>, visit: (item: Record<string, unknown>, field: string) => void): void {
  const walk = (item: object, field: string) => {
    visit(item as Record<string, unknown>, field);
    for (const [key, items] of navbarChildLists(item)) items.forEach((child, i) => walk(child as object, `${field}.${key}[${i}]`));
  };
  config.navbar.items.forEach((item, i) => walk(item, `navbar.items[${i}]`));
  (config.footer.links ?? []).forEach((link, i) => walk(link, `footer.links[${i}]`));
}

/**
 * Every `to` of the navbar's items (a dropdown's own and its items', a versions dropdown's links), of
 * the footer's links or columns, and of the home page's buttons and cards; and every `href` among them
 * that is a path of the site (`href: '/users'`, as Docusaurus sites write links to their own pages).
 */
export function configLinks(config: Pick<SiteConfig, 'navbar' | 'footer' | 'home'>): ConfigLink[] {
  const links: ConfigLink[] = [];
  const visit = (holder: LinkHolder, field: string) => {
    if (typeof holder.to === 'string') links.push({ field: `${field}.to`, to: holder.to });
    if (typeof holder.href === 'string' && holder.href.startsWith('/') && isSiteLink(holder.href)) links.push({ field: `${field}.href`, to: holder.href });
  };
  forEachShellItem(config, visit);
  config.home.actions.forEach((action, i) => visit(action, `home.actions[${i}]`));
  config.home.sections.items.forEach((item, i) => visit(item, `home.sections.items[${i}]`));
  return links;
}

/**
 * The navbar's, footer's and home page's links that lead to no page or file of the export
 * (onBrokenLinks), each named by its field. A `to` is read from the site's root, as Docusaurus reads
 * it (without baseUrl).
 */
export function brokenConfigLinkFindings(config: Pick<SiteConfig, 'navbar' | 'footer' | 'home' | 'blog'>, site: SiteRoutes): Finding[] {
  return configLinks(config).flatMap(({ field, to }) => {
    if (!isSiteLink(to) || /^[#?]/.test(to)) return [];
    const path = siteLinkPath(to)
      .replace(/[?#].*$/, '')
      .replace(/(.)\/$/, '$1');
    if (!isCertainlyMissing(path, site)) return [];
    const fix = isBlogRoute(path) && blogOptions(config) === null ? NO_BLOG_HINT : ' Fix the path, or add the page (content/, app/) or file (public/) it names.';
    return [{ check: 'onBrokenLinks', file: 'site.config.ts', message: `${field}: the link "${to}" leads to no page or file of the site.${fix}` }];
  });
}

/**
 * A locale dropdown that lists locales besides the default: it links every page to `/<locale>/…`,
 * which this site never builds (a Docusaurus site's `i18n/<locale>/` translations do not carry over),
 * so the link check over the export would name that link once per page, minutes later and without
 * the reason. Named here once, under onBrokenLinks, as the link check would.
 */
export function untranslatedLocaleFindings(config: Pick<SiteConfig, 'navbar' | 'i18n'>): Finding[] {
  const { defaultLocale, locales } = config.i18n;
  const others = locales.filter((locale) => locale !== defaultLocale);
  if (others.length === 0) return [];
  const listed = others.map((locale) => `"${locale}"`).join(', ');
  const folders = others.map((locale) => `i18n/${locale}/`).join(', ');
  return config.navbar.items.flatMap((item, i) =>
    item.type === 'localeDropdown'
      ? [
          {
            check: 'onBrokenLinks',
            file: 'site.config.ts',
            message:
              `navbar.items[${i}]: the locale dropdown links every page to its ${listed} version (${localizedPath('/docs', others[0]!, config.i18n)}, …), and no page is built there: ` +
              `this site builds the default locale ("${defaultLocale}") alone, and a Docusaurus site's translations (${folders}) do not carry over. ` +
              `Remove ${listed} from i18n.locales, or remove the dropdown and link a translated site kept elsewhere from a dropdown of links.`,
          },
        ]
      : [],
  );
}
