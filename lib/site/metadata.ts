import type { Metadata } from 'next';
import type { Doc } from 'contentlayer/generated';
import { siteConfig } from './config';
import { feedLinks } from '../blog/feed-links';
import { pageImage } from '../seo/social-card';
import { frontMatterFileUrl } from '../content/front-matter-files';
import { twinPath } from '../twin/urls';
import { routeUrlPath } from '../markup/urls';
import { DOCS_CHANGES_PATH } from '../docs/changes-feed';
import { docById, lastVersion, versionOf } from './index';
import type { DocsVersion } from '../docs/versioning';
import type { HeadTags } from '../content/head-tags';
import { withHeadTags } from '../seo/head-tags';
import { SITE_TWITTER, siteMetadata } from '../seo/site-metadata';

/** A page's metadata with its `<head>` block applied (lib/seo/head-tags.ts). */
export const withPageHeadTags = (meta: Metadata, tags: unknown): Metadata => withHeadTags(meta, tags as HeadTags, { twitter: SITE_TWITTER, other: layoutMetadata.other });

/**
 * The root layout's metadata (app/layout.tsx), which pages' own tags are laid over. No canonical URL:
 * a page without its own (the 404 page) must not claim the home page's.
 */
export const layoutMetadata: Metadata = siteMetadata(siteConfig, alternates());

/** The URL search engines should index for a doc: its own, or the same doc's in the last version. */
function canonicalDocUrl(doc: Doc, version: DocsVersion): string {
  if (version.isLast) return doc.url;
  const latest = docById(doc.docId, lastVersion.name);
  return latest && !latest.unlisted ? latest.url : doc.url;
}

/**
 * `alternates` of a page. Next replaces the layout's `alternates` as a whole, so the feed links must
 * be repeated wherever a page sets its canonical URL. A page with a canonical URL also names its
 * Markdown twin (written by the post-build step, scripts/lib/markdown-twins.ts). Routes are given
 * as their files name them: Next reads a path with the URL parser, which would cut one at a `#` or `?`.
 */
export function alternates(canonical?: string, page: string | undefined = canonical): NonNullable<Metadata['alternates']> {
  const types: Record<string, string | { url: string; title: string }[]> = feedLinks(siteConfig);
  if (page) types['text/markdown'] = routeUrlPath(twinPath(page));
  return { canonical: canonical && routeUrlPath(canonical), types };
}

/** Head tags of a page with its own title and description. */
export function pageMetadata({
  title,
  description,
  path,
  noindex = false,
  type = 'website',
  image = siteConfig.image,
}: {
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
    openGraph: { title: title ?? siteConfig.title, description, url: routeUrlPath(path), type, siteName: siteConfig.title, images: [image] },
    robots: noindex ? { index: false, follow: true } : undefined,
  };
}

export function docMetadata(doc: Doc): Metadata {
  const version = versionOf(doc);
  // `image` of Docusaurus front matter, or the card the build draws for the doc. A `noIndex` version's
  // pages are noindex, which also keeps them out of the sitemap (scripts/lib/postbuild-run.ts).
  const meta = pageMetadata({
    title: doc.pageTitle,
    description: doc.summary,
    path: doc.url,
    noindex: doc.unlisted || version.noIndex,
    type: 'article',
    image: pageImage(doc.url, doc.image && frontMatterFileUrl(doc.image, doc._raw.sourceFilePath, 'image')),
  });
  if (doc.keywords.length > 0) meta.keywords = doc.keywords;
  // Docs pages also offer the feed of documentation changes beside the blog's feeds. Another version's
  // page names the same doc in the last version as canonical where it exists, so search engines rank one.
  const base = alternates(canonicalDocUrl(doc, version), doc.url);
  const types = base.types as Record<string, string | { url: string; title: string }[]>;
  const feeds = types['application/atom+xml'];
  const atom = [...(Array.isArray(feeds) ? feeds : []), { url: DOCS_CHANGES_PATH, title: `${siteConfig.title} — documentation changes (Atom)` }];
  meta.alternates = { ...base, types: { ...types, 'application/atom+xml': atom } };
  return withPageHeadTags(meta, doc.headTags);
}
