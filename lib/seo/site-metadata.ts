import type { Metadata } from 'next';
import { siteLinkPath } from '../config/site-links';
import type { SiteConfig } from '../config/types';
import { withHeadTags } from './head-tags';

/** The layout's Twitter tags, which a page that sets its own replaces as a whole (Next merges metadata by key). */
export const SITE_TWITTER: NonNullable<Metadata['twitter']> = { card: 'summary_large_image' };

type SiteMetadataConfig = Pick<SiteConfig, 'url' | 'title' | 'titleDelimiter' | 'tagline' | 'favicon' | 'image' | 'i18n' | 'metadata'>;

/**
 * The root layout's metadata: the site's title, description, icon and social tags, then the
 * configuration's `metadata` tags (Docusaurus's `themeConfig.metadata`) laid over them as a page's
 * `<head>` block is: a tag Next writes from a field of its own replaces that field, any other is
 * added. Pages set their own over these, and theirs win, as in Docusaurus.
 */
export function siteMetadata(config: SiteMetadataConfig, alternates: Metadata['alternates']): Metadata {
  const locale = config.i18n.localeConfigs[config.i18n.defaultLocale];
  const base: Metadata = {
    metadataBase: new URL(config.url),
    title: { default: `${config.title} ${config.titleDelimiter} ${config.tagline}`, template: `%s ${config.titleDelimiter} ${config.title}` },
    description: config.tagline,
    icons: { icon: siteLinkPath(config.favicon) },
    openGraph: { siteName: config.title, images: [config.image], locale: locale?.htmlLang },
    twitter: SITE_TWITTER,
    alternates,
  };
  return withHeadTags(base, { meta: config.metadata ?? [] }, { twitter: SITE_TWITTER });
}
