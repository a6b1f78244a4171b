import type { SiteConfig } from '../config/types';
import { blogOptions } from '../config/blog';
import { feedOptions } from '../config/blog-options';

export const FEED_PATHS = { rss: '/blog/rss.xml', atom: '/blog/atom.xml', json: '/blog/feed.json' } as const;

/** Marks page parts that are controls, not content (a code block's Copy button): feeds leave them out. */
export const FEED_EXCLUDE_ATTRIBUTE = 'data-feed-exclude';

const MIME = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/feed+json' } as const;

/** `<link rel="alternate">` entries for every configured feed, for every page's head; none without a blog. */
export function feedLinks(config: Pick<SiteConfig, 'title' | 'blog'>): Record<string, { url: string; title: string }[]> {
  const links: Record<string, { url: string; title: string }[]> = {};
  const blog = blogOptions(config);
  if (!blog) return links;
  const feed = feedOptions(config.title, blog);
  for (const type of feed.type) links[MIME[type]] = [{ url: FEED_PATHS[type], title: `${feed.title} (${type.toUpperCase()})` }];
  return links;
}
