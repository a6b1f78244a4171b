/**
 * The blog's data for this build: posts with their authors, tags and reading time resolved, and the
 * authoring findings (inline authors or tags, missing truncate markers) for the build report.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Post } from 'contentlayer/generated';
import type { Finding } from '../checks/findings';
import type { TocItem } from '../content/toc';
import { authors, posts as publishedPosts, siteConfig } from './index';
import { authorsWithPosts, type Author } from '../blog/authors';
import { postAuthors, resolvePostAuthors, inlineTagFindings, truncateFinding } from '../blog/checks';
import { assertUniquePostUrls, formatPostDate, groupByYear, sidebarPosts, sortPosts } from '../blog/posts';
import { pageLocale } from './page-actions';
import { readingTimeMinutes } from '../blog/reading-time';
import { parseTags, tagFor, type Tag } from '../blog/tags';
import { loadPageMeta } from './page-meta';
import type { PageMeta } from '../content/page-meta';
import type { HeadTags } from '../content/head-tags';
import { frontMatterFileUrl } from '../content/front-matter-files';
import { blogOptions } from '../config/blog';
import { withBlogDefaults, type BlogOptionsWithDefaults } from '../config/blog-options';
import type { BlogConfig } from '../config/types';

export interface BlogPost {
  url: string;
  title: string;
  date: string;
  /** The date as the page writes it, in the site's locale and calendar. */
  formattedDate: string;
  description: string;
  image?: string;
  authors: Author[];
  tags: Tag[];
  readingTime: number;
  excerptCode: string;
  bodyCode: string;
  /** The Infima utility classes its body uses (lib/content/infima.ts). */
  infimaClasses: string[];
  /** What a `<head>` block in its body sets (lib/content/head-tags.ts). */
  headTags: HeadTags;
  truncated: boolean;
  /** Empty when the post's front matter sets hide_table_of_contents. */
  toc: TocItem[];
  /** Front matter `keywords`, for the page's keywords meta tag. */
  keywords: string[];
  unlisted: boolean;
  sourceFile: string;
  /** Front matter `slug`: the post's address on Docusaurus, /blog/<slug>, which leads to it. */
  slug?: string;
  meta: PageMeta;
}

const TAGS_FILE = 'content/tags.yml';
// A Docusaurus blog may have no tags file: its tags are then all inline, and none is reported.
const tagsFile = join(process.cwd(), TAGS_FILE);
const tagsFileFound = existsSync(tagsFile);
export const declaredTags: ReadonlyMap<string, Tag> = tagsFileFound ? parseTags(readFileSync(tagsFile, 'utf8'), TAGS_FILE) : new Map();

const findings: Finding[] = [];

function toBlogPost(post: Post): BlogPost {
  const file = `content/${post._raw.sourceFilePath}`;
  const resolved = resolvePostAuthors(postAuthors(post, file), authors, file);
  // A picture the post itself gives an author (`image_url: ./ada.png`, not authors.yml's) may sit beside the post.
  const postAuthorList = resolved.authors.map((author) =>
    author.imageUrl && author.imageUrl !== authors.get(author.key)?.imageUrl
      ? { ...author, imageUrl: frontMatterFileUrl(author.imageUrl, post._raw.sourceFilePath, `author "${author.name}" image_url`) }
      : author,
  );
  findings.push(...resolved.findings, ...inlineTagFindings(post.tags, tagsFileFound ? declaredTags : null, file), ...truncateFinding(post.truncated, file));
  return {
    url: post.url,
    title: post.pageTitle,
    date: post.postDate,
    formattedDate: formatPostDate(post.postDate, pageLocale),
    description: post.summary,
    image: post.image && frontMatterFileUrl(post.image, post._raw.sourceFilePath, 'image'),
    authors: postAuthorList,
    tags: post.tags.map((key) => tagFor(key, declaredTags)),
    readingTime: readingTimeMinutes(post.plainText),
    excerptCode: post.excerptCode,
    bodyCode: post.body.code,
    infimaClasses: post.infimaClasses as string[],
    headTags: post.headTags as HeadTags,
    truncated: post.truncated,
    toc: post.hide_table_of_contents ? [] : (post.toc as TocItem[]),
    keywords: post.keywords,
    unlisted: post.unlisted,
    sourceFile: file,
    ...(post.slug !== undefined && { slug: post.slug }),
    // Docusaurus's blog front matter has last_update but no custom_edit_url.
    meta: loadPageMeta('blog', { path: post._raw.sourceFilePath.replace(/^blog\//, ''), permalink: post.url, lastUpdate: post.last_update, customEditUrl: undefined }),
  };
}

/** Every post of this build, newest first (unlisted ones included: they have pages). */
export const blogPosts: BlogPost[] = (() => {
  const all = sortPosts(publishedPosts.map(toBlogPost));
  assertUniquePostUrls(all);
  return all;
})();

/** Posts that appear in lists, feeds and search. */
export const listedPosts: BlogPost[] = blogPosts.filter((post) => !post.unlisted);

export const blogFindings: readonly Finding[] = findings;

const options = blogOptions(siteConfig);

/**
 * The blog's options with what Docusaurus defaults filled in, or null with `blog: false`. The pages
 * under app/blog/ render as not found without them, and the post-build step removes such pages
 * (scripts/lib/not-found-renders.ts).
 */
export const blogConfig: BlogOptionsWithDefaults<BlogConfig> | null = options && withBlogDefaults(siteConfig.title, options);

export function postByUrl(url: string): BlogPost | undefined {
  return blogPosts.find((post) => post.url === url);
}

export const postsByYear = () => groupByYear(listedPosts);
/** What the blog's sidebar lists (blog.blogSidebarCount), grouped by year. */
export const sidebarPostsByYear = () => sidebarPosts(listedPosts, blogConfig?.blogSidebarCount);

export function postsByTag(tagKey: string): BlogPost[] {
  return listedPosts.filter((post) => post.tags.some((tag) => tag.key === tagKey));
}

export function postsByAuthor(authorKey: string): BlogPost[] {
  return listedPosts.filter((post) => post.authors.some((author) => author.key === authorKey));
}

/** Tags in use, with counts, sorted by label. */
export function usedTags(): { tag: Tag; count: number }[] {
  const counts = new Map<string, { tag: Tag; count: number }>();
  for (const post of listedPosts) {
    for (const tag of post.tags) counts.set(tag.key, { tag, count: (counts.get(tag.key)?.count ?? 0) + 1 });
  }
  return [...counts.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label));
}

/** Authors of content/authors.yml with at least one listed post. */
export function blogAuthors(): { author: Author; count: number }[] {
  return authorsWithPosts(listedPosts);
}

export { authorUrl } from '../blog/authors';
