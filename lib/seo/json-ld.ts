/**
 * Structured data (schema.org in JSON-LD) for search engines. A blog post is a BlogPosting, as
 * Docusaurus describes its posts.
 */
import { absoluteUrl, siteAddress } from '../markup/urls';

export interface BlogPostingInput {
  title: string;
  description: string;
  /** The post's route, as its file names it (not percent-encoded). */
  url: string;
  /** YYYY-MM-DD or an ISO date. */
  date: string;
  /** The last change, when known (front matter `last_update.date`); the publishing date otherwise. */
  dateModified?: string;
  /** The post's image: a URL, from the site's root or absolute. */
  image: string;
  authors: { name: string; url?: string }[];
  keywords?: string[];
}

export function blogPostingJsonLd(post: BlogPostingInput, siteUrl: string): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, post.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.dateModified ?? post.date,
    image: siteAddress(siteUrl, post.image),
    ...(post.authors.length > 0 && { author: post.authors.map((a) => ({ '@type': 'Person', name: a.name, ...(a.url ? { url: siteAddress(siteUrl, a.url) } : {}) })) }),
    ...(post.keywords && post.keywords.length > 0 ? { keywords: post.keywords } : {}),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`. `<` is escaped so that no text in the data can
 * close the script element early; JSON readers decode it back.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
