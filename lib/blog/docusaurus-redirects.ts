/**
 * The addresses a blog post had on a Docusaurus site, kept working after the move. Docusaurus gives
 * `2023-11-13-release.md` the URL /blog/2023/11/13/release and `release.md` /blog/release (a
 * front-matter `slug: welcome` gives /blog/welcome instead), where this site serves a post at its
 * date (/blog/2023/11/13). Bookmarks, feed readers and other sites keep linking the old address, so
 * the export gets a small page there that sends the visitor on.
 */
import { posix } from 'node:path';
import { escapeHtml } from '../markup/escape';
import { absoluteUrl } from '../twin/urls';
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

export interface PostRedirect {
  /** The Docusaurus address, a route of the export. */
  from: string;
  /** The post's URL on this site. */
  to: string;
  title: string;
}

/**
 * A redirect for each post whose Docusaurus address differs from its URL here, unless the export
 * already serves that address (a page or file of the site wins).
 */
export function postRedirects(posts: readonly { url: string; title: string; sourceFile: string; slug?: string }[], routes: ReadonlySet<string>): PostRedirect[] {
  return posts.flatMap((post) => {
    const from = docusaurusPostUrl(post.sourceFile, post.slug);
    return from === post.url || routes.has(from) ? [] : [{ from, to: post.url, title: post.title }];
  });
}

/** Where `to` is from the page at `from`, as a relative URL, so that it holds under any base URL. */
export function relativeUrl(from: string, to: string): string {
  const up = posix.relative(posix.dirname(from), posix.dirname(to));
  return `${up ? `${up}/` : ''}${posix.basename(to)}`;
}

/** Marks a redirect page on its `<html>`, so that the steps and tests that read the export's pages pass it by. */
const REDIRECT_PAGE_ATTRIBUTE = 'data-redirect-page';
const REDIRECT_PAGE_MARK = new RegExp(`^<!doctype html>\\s*<html[^>]* ${REDIRECT_PAGE_ATTRIBUTE}[\\s>]`, 'i');

/** Whether an exported HTML file is a redirect page (these come first in one), not a page of the site. */
export function isRedirectPage(html: string): boolean {
  return REDIRECT_PAGE_MARK.test(html.slice(0, 200));
}

/**
 * The redirect page: sends the visitor on at once (a refresh, which works without scripts and under
 * the strictest policy), tells search engines where the post lives, and links it for a browser that
 * does not follow the refresh.
 */
export function redirectPageHtml(redirect: PostRedirect, siteUrl: string, lang: string): string {
  const target = escapeHtml(relativeUrl(redirect.from, redirect.to));
  const canonical = escapeHtml(absoluteUrl(siteUrl, redirect.to));
  const title = escapeHtml(redirect.title);
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" ${REDIRECT_PAGE_ATTRIBUTE}>
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${canonical}">
<title>${title}</title>
</head>
<body>
<main>
<h1>${title}</h1>
<p>This post has moved to <a href="${target}">${canonical}</a>.</p>
</main>
</body>
</html>
`;
}
