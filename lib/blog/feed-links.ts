import type { SiteConfig } from '../config/types';

export const FEED_PATHS = { rss: '/blog/rss.xml', atom: '/blog/atom.xml', json: '/blog/feed.json' } as const;

/** Marks page parts that are controls, not content (a code block's Copy button): feeds leave them out. */
export const FEED_EXCLUDE_ATTRIBUTE = 'data-feed-exclude';

const MIME = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/feed+json' } as const;

/** `<link rel="alternate">` entries for every configured feed, for every page's head. */
export function feedLinks(config: SiteConfig): Record<string, { url: string; title: string }[]> {
  const links: Record<string, { url: string; title: string }[]> = {};
  for (const type of config.blog.feedOptions.type) {
    links[MIME[type]] = [{ url: FEED_PATHS[type], title: `${config.blog.feedOptions.title} (${type.toUpperCase()})` }];
  }
  return links;
}
