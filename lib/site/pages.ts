/**
 * Which content pages this build has, for a page that lists routes it does not own (the
 * accessibility statement lists the routes the test suite scans, and a site moved here has its own
 * docs and posts instead of this site's).
 */
import { docByUrl, docsVersions, generatedIndexes, lastVersion, versionMainDoc } from './index';
import { blogConfig, postByUrl } from './blog';
import { isBlogRoute } from '../config/blog';

/** Whether the docs or the blog have a page at `route`; undefined for a route they do not own (one of the app's pages, the blog's own when it has one). */
export function contentPageAt(route: string): boolean | undefined {
  if (route === lastVersion.path) return versionMainDoc(lastVersion) !== undefined;
  if (docsVersions.some((version) => route.startsWith(`${version.path}/`))) return docByUrl(route) !== undefined || generatedIndexes.some((page) => page.href === route);
  // Without a blog (blog: false) the export has none of its pages.
  if (isBlogRoute(route) && !blogConfig) return false;
  // A post's URL is its date (lib/blog/posts.ts, blogPostUrl).
  if (/^\/blog\/\d{4}\//.test(route)) return postByUrl(route) !== undefined;
  return undefined;
}
