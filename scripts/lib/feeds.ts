/** The post-build step "feeds": the blog's RSS, Atom and JSON feeds, each post's content as its page renders it. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFeeds, postContentHtml } from '../../lib/blog/feed';
import { FEED_PATHS } from '../../lib/blog/feed-links';
import type { SiteConfig } from '../../lib/config/types';
import { blogOptions } from '../../lib/config/blog';
import { feedOptions } from '../../lib/config/blog-options';
import type { BlogPost } from '../../lib/site/blog';
import type { ExportPage } from './export-files';
import type { StepResult } from './postbuild-context';

type FeedPost = Pick<BlogPost, 'title' | 'url' | 'date' | 'description' | 'authors' | 'tags'>;

export interface FeedsContext {
  out: string;
  config: Pick<SiteConfig, 'title' | 'url' | 'i18n' | 'blog'>;
  pages: readonly Pick<ExportPage, 'route' | 'html'>[];
  site: { listedPosts: readonly FeedPost[] };
}

/** Writes the feeds; none with `blog: false`, as Docusaurus writes none without its blog plugin. */
export function feedsStep({ out, config, pages, site }: FeedsContext): StepResult {
  const blog = blogOptions(config);
  if (!blog) return {};
  const feed = feedOptions(config.title, blog);
  const language = config.i18n.localeConfigs[config.i18n.defaultLocale]?.htmlLang ?? 'en';
  const feeds = buildFeeds(
    site.listedPosts.map((post) => {
      const page = pages.find((p) => p.route === post.url);
      return {
        title: post.title,
        url: post.url,
        date: post.date,
        description: post.description,
        contentHtml: page ? postContentHtml(page.html, '.blog-post__article .markdown') : '',
        authors: post.authors.map((a) => ({ name: a.name, url: a.url })),
        tags: post.tags.map((t) => ({ label: t.label, url: t.url })),
      };
    }),
    { siteUrl: config.url, language, types: feed.type, ...feed },
  );
  for (const [type, body] of Object.entries(feeds)) writeFileSync(join(out, FEED_PATHS[type as keyof typeof FEED_PATHS]), body);
  return { summary: `${Object.keys(feeds).length} feeds` };
}
