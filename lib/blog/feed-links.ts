import type { SiteConfig } from '../config/types';
import { feedOptions } from '../config/blog-options';

export const FEED_PATHS = { rss: '/blog/rss.xml', atom: '/blog/atom.xml', json: '/blog/feed.json' } as const;

/** Marks page parts that are controls, not content (a code block's Copy button): feeds leave them out. */
export const FEED_EXCLUDE_ATTRIBUTE = 'data-feed-exclude';

const MIME = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/feed+json' } as const;

/** `<link rel="alternate">` entries for every configured feed, for every page's head. */
export function feedLinks(config: SiteConfig): Record<string, { url: string; title: string }[]> {
  const links: Record<string, { url: string; title: string }[]> = {};
  const feed = feedOptions(config.title, config.blog);
  for (const type of feed.type) {
    links[MIME[type]] = [{ url: FEED_PATHS[type], title: `${feed.title} (${type.toUpperCase()})` }];
  }
  return links;
}
