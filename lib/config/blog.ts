/**
 * Whether this site has a blog: the one place that decides. Docusaurus sites that are docs alone write
 * `blog: false` in the classic preset, and site.config.ts takes it as it is: the build then reads no
 * post, writes no /blog page, feed or twin, and a link to /blog is a broken link.
 */

/** Where the blog's pages, feeds and posts live. */
export const BLOG_BASE = '/blog';

/** The folder under content/ whose Markdown files are the posts. */
export const BLOG_FOLDER = 'blog';

/**
 * The blog's options, or null when `blog: false` leaves the blog out. Generic, so that a reader that
 * takes a narrower shape of the configuration (lib/content/exclude.ts's) gets its own type back.
 */
export function blogOptions<Options extends object>(config: { readonly blog: Options | false }): Options | null {
  return config.blog === false ? null : config.blog;
}

/** Whether `route` (a clean URL of the site) is the blog's: /blog itself or a page under it. */
export function isBlogRoute(route: string): boolean {
  return route === BLOG_BASE || route.startsWith(`${BLOG_BASE}/`);
}

/**
 * The folders under content/ whose Markdown files the content build reads, as Docusaurus's plugins
 * watch them: each docs version's (`contentDir`, a cut version's maybe outside content/), and the
 * blog's unless the site has none.
 */
export function contentFoldersOf(versions: readonly { contentDir: string }[], config: Parameters<typeof blogOptions>[0]): string[] {
  const docsFolders = ['docs', ...versions.filter((v) => v.contentDir !== 'docs').map((v) => v.contentDir)];
  return [...docsFolders, ...(blogOptions(config) ? [BLOG_FOLDER] : [])];
}
