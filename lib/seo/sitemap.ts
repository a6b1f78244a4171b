/** sitemap.xml and robots.txt for the public pages (drafts and unlisted pages are left out by the caller). */
import { escapeXml } from '../markup/escape';

export function buildSitemap(paths: readonly string[], siteUrl: string): string {
  const unique = [...new Set(paths)].sort();
  const urls = unique.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path === '/' ? '' : path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRobotsTxt(siteUrl: string, baseUrl = '/'): string {
  return `User-agent: *\nAllow: ${baseUrl}\n\nSitemap: ${siteUrl}${baseUrl}sitemap.xml\n`;
}
