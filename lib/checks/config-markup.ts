import type { Finding } from './findings';
import { loadedAddresses } from './content';
import type { SiteConfig } from '../config/types';
import { forEachShellItem } from './config-links';

/**
 * The markup site.config.ts writes into every page, as Docusaurus sites write it: footer items
 * `{ html }` (often badges from a badge service), the footer's copyright, navbar items of type `html`
 * and the announcement bar's content. The page shows it as written, so what it would load from another
 * host is named before the build, as the pages' own images are (lib/checks/content.ts).
 */

/** A piece of markup of site.config.ts, with the field that holds it. */
export interface ConfigMarkup {
  field: string;
  html: string;
}

type MarkupHolder = { html?: unknown; type?: unknown; value?: unknown };

export function configMarkup(config: Pick<SiteConfig, 'navbar' | 'footer' | 'announcementBar'>): ConfigMarkup[] {
  const found: ConfigMarkup[] = [];
  forEachShellItem(config, (holder: MarkupHolder, field) => {
    if (typeof holder.html === 'string') found.push({ field: `${field}.html`, html: holder.html });
    if (holder.type === 'html' && typeof holder.value === 'string') found.push({ field: `${field}.value`, html: holder.value });
  });
  if (config.footer.copyright) found.push({ field: 'footer.copyright', html: config.footer.copyright });
  if (config.announcementBar) found.push({ field: 'announcementBar.content', html: config.announcementBar.content });
  return found;
}

/**
 * The navbar's and the footer's logos, by field: every page shows them as images too, and a Docusaurus
 * site may give one on another host (a foundation's logo from its artwork repository).
 */
function logoImages(config: Pick<SiteConfig, 'navbar' | 'footer'>): { field: string; url: string }[] {
  return (['navbar', 'footer'] as const).flatMap((part) => {
    const logo = config[part].logo;
    if (!logo) return [];
    return (['src', 'srcDark'] as const).flatMap((key) => (logo[key] ? [{ field: `${part}.logo.${key}`, url: logo[key] }] : []));
  });
}

/** What site.config.ts's markup and logos would load from other hosts (onOffSiteResources), one finding per field. */
export function offSiteConfigMarkupFindings(config: Pick<SiteConfig, 'navbar' | 'footer' | 'announcementBar'>): Finding[] {
  const loaded = [
    ...configMarkup(config).map(({ field, html }) => ({ field, urls: loadedAddresses(html).map((found) => found.value) })),
    ...logoImages(config).map(({ field, url }) => ({ field, urls: /^(?:https?:)?\/\//i.test(url.trim()) ? [url] : [] })),
  ];
  return loaded.flatMap(({ field, urls }) => {
    if (urls.length === 0) return [];
    const what = urls.length === 1 ? `${urls[0]} is` : `${urls.join(', ')} are`;
    return [
      {
        check: 'onOffSiteResources',
        file: 'site.config.ts',
        message: `${field}: ${what} on another host, and the site loads nothing from other hosts. Save the file under public/ and write its path (/img/badge.svg), or link to it instead; checks.onOffSiteResources: 'warn' in site.config.ts lets the page load it.`,
      },
    ];
  });
}
