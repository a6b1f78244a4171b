import { Feed } from 'feed';
import { load } from 'cheerio';
import { FEED_EXCLUDE_ATTRIBUTE, FEED_PATHS } from './feed-links';
import { absoluteUrl, isRootPath } from '../markup/urls';

export interface FeedItemInput {
  title: string;
  /** The post's route, as its file names it (`/blog/2025/01/25/My Post`), not percent-encoded. */
  url: string;
  /** YYYY-MM-DD. */
  date: string;
  description: string;
  /** The post's rendered HTML, as on its page. */
  contentHtml: string;
  authors: { name: string; url?: string; email?: string }[];
  tags: { label: string; url: string }[];
}

export interface FeedOptions {
  siteUrl: string;
  title: string;
  description: string;
  copyright: string;
  language: string;
  types: Array<'rss' | 'atom' | 'json'>;
}

/** A post's content as its page renders it (`selector` finds it), without the page's controls. */
export function postContentHtml(pageHtml: string, selector: string): string {
  const $ = load(pageHtml);
  const content = $(selector).first();
  content.find(`[${FEED_EXCLUDE_ATTRIBUTE}]`).remove();
  return content.html() ?? '';
}

/** Site-relative href and src attributes made absolute, so the feed works in any reader. */
export function absolutizeHtml(html: string, siteUrl: string): string {
  const $ = load(html, null, false);
  for (const attr of ['href', 'src']) {
    $(`[${attr}]`).each((_, el) => {
      const value = $(el).attr(attr);
      if (value && isRootPath(value)) $(el).attr(attr, `${siteUrl}${value}`);
    });
  }
  return $.html();
}

/** RSS 2.0, Atom 1.0 and JSON Feed 1 documents for the given posts (newest first). */
export function buildFeeds(items: readonly FeedItemInput[], options: FeedOptions): Partial<Record<'rss' | 'atom' | 'json', string>> {
  const blogUrl = `${options.siteUrl}/blog`;
  const updated = items[0] ? new Date(`${items[0].date}T00:00:00Z`) : new Date(0);
  const feed = new Feed({
    id: blogUrl,
    title: options.title,
    description: options.description,
    link: blogUrl,
    language: options.language,
    copyright: options.copyright,
    updated,
    generator: 'site build',
    feedLinks: Object.fromEntries(options.types.map((type) => [type, `${options.siteUrl}${FEED_PATHS[type]}`])),
  });
  for (const item of items) {
    const link = absoluteUrl(options.siteUrl, item.url);
    feed.addItem({
      id: link,
      title: item.title,
      link,
      date: new Date(`${item.date}T00:00:00Z`),
      description: item.description,
      content: absolutizeHtml(item.contentHtml, options.siteUrl),
      author: item.authors.map((author) => ({ name: author.name, link: author.url, email: author.email })),
      category: item.tags.map((tag) => ({ name: tag.label, domain: `${options.siteUrl}${tag.url}` })),
    });
  }
  const out: Partial<Record<'rss' | 'atom' | 'json', string>> = {};
  if (options.types.includes('rss')) out.rss = feed.rss2();
  if (options.types.includes('atom')) out.atom = feed.atom1();
  if (options.types.includes('json')) out.json = feed.json1();
  return out;
}
