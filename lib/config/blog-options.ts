/**
 * The blog options Docusaurus gives a default, filled in as it fills them, so that a moved
 * configuration's `blog: { postsPerPage: 10, feedOptions: { type: 'all' } }` means here what it meant
 * there. Pure: the configuration comes in as an argument.
 */
import type { BlogConfig } from './types';

export const FEED_TYPES = ['rss', 'atom', 'json'] as const;
export type FeedType = (typeof FEED_TYPES)[number];

/** The blog options with Docusaurus defaults, as site.config.ts may write them (the schema's type). */
export type BlogOptionsInput = Pick<BlogConfig, 'showReadingTime' | 'feedOptions' | 'postsPerPage' | 'blogTitle' | 'blogDescription'>;

export interface FeedOptions {
  type: FeedType[];
  title: string;
  description: string;
  copyright: string;
}

/**
 * Docusaurus's feed defaults: rss and atom, 'all' for the three, null for none; the site's title, and
 * "<title> Blog" as the description (plugin-content-blog's options.ts and feed.ts).
 */
export function feedOptions(siteTitle: string, blog: BlogOptionsInput): FeedOptions {
  const { type, title, description, copyright } = blog.feedOptions ?? {};
  const types: FeedType[] = type === undefined ? ['rss', 'atom'] : type === null ? [] : type === 'all' ? [...FEED_TYPES] : typeof type === 'string' ? [type] : [...type];
  return { type: types, title: title ?? siteTitle, description: description ?? `${siteTitle} Blog`, copyright: copyright ?? '' };
}

/** "N min read" on posts and lists: on unless set to false, as in Docusaurus. */
export const showReadingTime = (blog: BlogOptionsInput): boolean => blog.showReadingTime ?? true;

/** Posts on each page of the blog list: 10 unless set, as in Docusaurus (plugin-content-blog's options.ts). */
export const postsPerPage = (blog: BlogOptionsInput): number | 'ALL' => blog.postsPerPage ?? 10;

/** The blog's options as its pages read them: those Docusaurus defaults filled in by the functions above. */
export type BlogOptionsWithDefaults<Options extends BlogOptionsInput> = Omit<Options, 'showReadingTime' | 'feedOptions' | 'postsPerPage' | 'blogTitle' | 'blogDescription'> & {
  showReadingTime: boolean;
  feedOptions: FeedOptions;
  postsPerPage: number | 'ALL';
  blogTitle: string;
  blogDescription: string;
};

export function withBlogDefaults<Options extends BlogOptionsInput>(siteTitle: string, blog: Options): BlogOptionsWithDefaults<Options> {
  const feeds = feedOptions(siteTitle, blog);
  // The list's title is Docusaurus's default, 'Blog'; its description, where Docusaurus's is 'Blog' too, the feeds'.
  return {
    ...blog,
    showReadingTime: showReadingTime(blog),
    feedOptions: feeds,
    postsPerPage: postsPerPage(blog),
    blogTitle: blog.blogTitle ?? 'Blog',
    blogDescription: blog.blogDescription ?? feeds.description,
  };
}
