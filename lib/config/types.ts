/**
 * The site configuration of spec §3, site.config.ts being the one instance. Every type here is
 * inferred from the zod schema of lib/config/schema.ts, so a field is declared once, in the schema.
 */

import type { z } from 'zod';
import type { siteConfigSchema } from './schema';
import type { DocsVersion } from '../docs/versioning';

export type { CheckSeverity, FooterLink, FooterLinkColumn, HomePageConfig, NavbarItem } from './schema';

/** The configuration as the site reads it: what Docusaurus fills in when left out is filled in (lib/site/config.ts). */
export type SiteConfig = z.output<typeof siteConfigSchema>;
/** The configuration as site.config.ts may write it: a moved docusaurus.config.js may leave out what Docusaurus defaults. */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;

export type I18nConfig = SiteConfig['i18n'];
export type NavbarConfig = SiteConfig['navbar'];
export type FooterConfig = SiteConfig['footer'];
export type FooterLogo = NonNullable<FooterConfig['logo']>;
export type AnnouncementBarConfig = NonNullable<SiteConfig['announcementBar']>;
export type ColorModeConfig = SiteConfig['colorMode'];
export type SearchConfig = SiteConfig['search'];
export type DocsConfig = SiteConfig['docs'];
/** The blog's options when the site has a blog (`blog: false` has none; lib/config/blog.ts). */
export type BlogConfig = Exclude<SiteConfig['blog'], false>;
/** What the client knows of a resolved docs version (lib/docs/versioning.ts) for the dropdown and search. */
export type DocsVersionConfig = Pick<DocsVersion, 'name' | 'label' | 'path'> & Partial<Pick<DocsVersion, 'isLast'>>;

export type NavbarItemPosition = NonNullable<NavbarConfig['items'][number]['position']>;
