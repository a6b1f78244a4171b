import type { Metadata } from 'next';
import type { Doc } from 'contentlayer/generated';
import siteConfig from '../site.config';
import { feedLinks } from './blog/feed-links';
import { pageImage } from './seo/social-card';
import { twinPath } from './twin/urls';
import { DOCS_CHANGES_PATH } from './docs/changes-feed';

/**
 * `alternates` of a page. Next replaces the layout's `alternates` as a whole, so the feed links must
 * be repeated wherever a page sets its canonical URL. A page with a canonical URL also names its
 * Markdown twin (written by the post-build step, scripts/lib/markdown-twins.ts).
 */
export function alternates(canonical?: string): NonNullable<Metadata['alternates']> {
  const types: Record<string, string | { url: string; title: string }[]> = feedLinks(siteConfig);
  if (canonical) types['text/markdown'] = twinPath(canonical);
  return { canonical, types };
}

/** Head tags of a page with its own title and description. */
export function pageMetadata({ title, description, path, noindex = false, type = 'website', image = siteConfig.image }: {
  title?: string;
  description: string;
  path: string;
  noindex?: boolean;
  type?: 'website' | 'article';
  /** The social card; the site's own by default. */
  image?: string;
}): Metadata {
  return {
    title,
    description,
    alternates: alternates(path),
    openGraph: { title: title ?? siteConfig.title, description, url: path, type, siteName: siteConfig.title, images: [image] },
    robots: noindex ? { index: false, follow: true } : undefined,
  };
}

export function docMetadata(doc: Doc): Metadata {
  // `image` of Docusaurus front matter, or the card the build draws for the doc.
  const meta = pageMetadata({ title: doc.pageTitle, description: doc.description, path: doc.url, noindex: doc.unlisted, type: 'article', image: pageImage(doc.url, doc.image) });
  if (doc.keywords.length > 0) meta.keywords = doc.keywords;
  // Docs pages also offer the feed of documentation changes beside the blog's feeds.
  const base = alternates(doc.url);
  const types = base.types as Record<string, string | { url: string; title: string }[]>;
  const feeds = types['application/atom+xml'];
  const atom = [...(Array.isArray(feeds) ? feeds : []), { url: DOCS_CHANGES_PATH, title: `${siteConfig.title} — documentation changes (Atom)` }];
  meta.alternates = { ...base, types: { ...types, 'application/atom+xml': atom } };
  return meta;
}
