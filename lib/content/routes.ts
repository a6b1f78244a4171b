import { posix } from 'node:path';

/**
 * The URL a content file becomes, from its path under content/: docs/X.mdx → /docs/X (an index file
 * names its folder), blog/YYYY-MM-DD-slug.mdx → /blog/YYYY/MM/DD. Null for anything else.
 */
export function contentRoute(path: string, docsBase = '/docs'): string | null {
  const normalized = path.replaceAll('\\', '/').replace(/^\.?\//, '');
  const doc = /^docs\/(.+)\.mdx?$/.exec(normalized);
  if (doc) return `${docsBase}/${doc[1]!.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
  const post = /^blog\/(\d{4})-(\d{2})-(\d{2})[^/]*\.mdx?$/.exec(normalized);
  if (post) return `/blog/${post[1]}/${post[2]}/${post[3]}`;
  return null;
}

const MARKDOWN_FILE = /^([^#?]+\.mdx?)(#.*)?$/;

/** For a link to a .md/.mdx file: the content path it resolves to, and its anchor. Null for other links. */
export function markdownLinkTarget(fromPath: string, href: string): { path: string; hash: string } | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return null;
  const match = MARKDOWN_FILE.exec(href);
  if (!match) return null;
  const base = href.startsWith('/') ? '' : posix.dirname(fromPath.replaceAll('\\', '/'));
  const path = posix.normalize(posix.join(base, match[1]!.replace(/^\/(content\/)?/, ''))).replace(/^\.\//, '');
  return { path, hash: match[2] ?? '' };
}
