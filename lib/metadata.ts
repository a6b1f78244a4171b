import type { Metadata } from 'next';
import type { Doc } from 'contentlayer/generated';
import siteConfig from '../site.config';
import { feedLinks } from './blog/feed-links';

/**
 * `alternates` of a page. Next replaces the layout's `alternates` as a whole, so the feed links must
 * be repeated wherever a page sets its canonical URL.
 */
export function alternates(canonical?: string): NonNullable<Metadata['alternates']> {
  return { canonical, types: feedLinks(siteConfig) };
}

/** Head tags of a page with its own title and description. */
export function pageMetadata({ title, description, path, noindex = false, type = 'website' }: {
  title?: string;
  description: string;
  path: string;
  noindex?: boolean;
  type?: 'website' | 'article';
}): Metadata {
  return {
    title,
    description,
    alternates: alternates(path),
    openGraph: { title: title ?? siteConfig.title, description, url: path, type, siteName: siteConfig.title, images: [siteConfig.image] },
    robots: noindex ? { index: false, follow: true } : undefined,
  };
}

export function docMetadata(doc: Doc): Metadata {
  const meta = pageMetadata({ title: doc.pageTitle, description: doc.description, path: doc.url, noindex: doc.unlisted, type: 'article' });
  // `keywords` and `image` of Docusaurus front matter: the keywords meta tag and the social card.
  if (doc.keywords.length > 0) meta.keywords = doc.keywords;
  if (doc.image && meta.openGraph) meta.openGraph = { ...meta.openGraph, images: [doc.image] };
  return meta;
}
