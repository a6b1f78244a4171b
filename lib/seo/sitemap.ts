/** sitemap.xml and robots.txt for the public pages (drafts and unlisted pages are left out by the caller). */
import { escapeXml } from '../markup/escape';
import { routeUrlPath } from '../markup/urls';

/**
 * A route is the path as the file is named (`/docs/recipes/descendant styles`); a sitemap takes URLs, so a
 * space or a letter outside ASCII is percent-encoded there, as the URL parser (and Docusaurus's sitemap) writes it.
 */
export function buildSitemap(paths: readonly string[], siteUrl: string): string {
  const unique = [...new Set(paths)].sort();
  const loc = (path: string) => (path === '/' ? siteUrl : `${siteUrl}${routeUrlPath(path)}`);
  const urls = unique.map((path) => `  <url><loc>${escapeXml(loc(path))}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRobotsTxt(siteUrl: string, baseUrl = '/'): string {
  return `User-agent: *\nAllow: ${baseUrl}\n\nSitemap: ${siteUrl}${baseUrl}sitemap.xml\n`;
}
