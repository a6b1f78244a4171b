/**
 * The addresses a blog post had on a Docusaurus site, kept working after the move. Docusaurus gives
 * `2023-11-13-release.md` the URL /blog/2023/11/13/release and `release.md` /blog/release (a
 * front-matter `slug: welcome` gives /blog/welcome instead), where this site serves a post at its
 * date (/blog/2023/11/13). Bookmarks, feed readers and other sites keep linking the old address, so
 * the export gets a small page there that sends the visitor on.
 */
import type { Redirect } from '../redirects/redirect-page';
import { pathDateOf, postNamePath } from './posts';

/**
 * The URL Docusaurus gives the post in `sourceFile` (its file, or its folder's `index.md(x)`): its
 * front matter `slug` under /blog; else, for a path that holds a date, the date as written with
 * slashes, then the folders before it and the name after it (`2021/05-12-launch/index.md` →
 * /blog/2021/05/12/launch); else the path itself without its extension.
 */
export function docusaurusPostUrl(sourceFile: string, slug?: string): string {
  if (slug !== undefined) return `/blog/${slug.replace(/^\/+|\/+$/g, '')}`;
  const dated = pathDateOf(sourceFile);
  const path = dated ? `${dated.written.replaceAll('-', '/')}/${dated.folder}${dated.text}` : postNamePath(sourceFile);
  // A name that is only a date leaves a slash at the end, which Docusaurus drops.
  return `/blog/${path}`.replace(/\/+$/, '');
}

/**
 * True for a link to the address Docusaurus gives a dated post (/blog/2022/01/21/recap, with a query or
 * fragment or not): no page here, where a post is served at its date, but the small page that leads
 * to it. Such a link is a plain link, since the router would prefetch it as a route and log a 404 for
 * route data that a redirect page does not have.
 */
const isDatedPostAddress = (href: string) => /^\/blog\/\d{4}\/\d{2}\/\d{2}\/[^/?#]/.test(href);

/** The blog's own pages one folder under /blog (app/blog/); any other name there is a post's slug. */
const BLOG_SECTIONS: ReadonlySet<string> = new Set(['archive', 'authors', 'page', 'tags']);

/**
 * True for a link to the address Docusaurus gives a post, dated (/blog/2022/01/21/recap) or by its
 * `slug` (/blog/recap, as a post's relative link `./recap` is written: lib/blog/post-links.ts), with a
 * query or fragment or not. The same holds for both: only the small page that leads to the post is
 * there, so the link is a plain one.
 */
export function isDocusaurusPostAddress(href: string): boolean {
  if (isDatedPostAddress(href)) return true;
  const name = /^\/blog\/([^/?#]+)\/?(?:[?#]|$)/.exec(href)?.[1];
  return name !== undefined && !BLOG_SECTIONS.has(name) && !/^\d{4}$/.test(name) && !/\.[a-z\d]+$/i.test(name);
}

/**
 * A redirect for each post whose Docusaurus address differs from its URL here, unless the export
 * already serves that address (a page or file of the site wins).
 */
export function postRedirects(posts: readonly { url: string; title: string; sourceFile: string; slug?: string }[], routes: ReadonlySet<string>): Redirect[] {
  return posts.flatMap((post) => {
    const from = docusaurusPostUrl(post.sourceFile, post.slug);
    return from === post.url || routes.has(from) ? [] : [{ from, to: post.url, title: post.title }];
  });
}
