import { posix } from 'node:path';
import { blogPostUrl, isPostPath, postDateOf } from '../blog/posts';
import { docUrlOf } from '../docs/routes';
import { CURRENT_VERSION_NAME, versionOfContentPath } from '../docs/versioning';

/**
 * The URL a content file becomes, as the build makes it: a doc's from its path under content/ and its
 * front matter `id`, `slug` and `parse_number_prefixes` (lib/docs/routes.ts: number prefixes dropped,
 * an index, README or folder-named file names its folder); a post's from its date, the front matter
 * `date` or else the file name's (blog/YYYY-MM-DD-slug.mdx → /blog/YYYY/MM/DD). Null for anything else.
 */
export function contentRoute(path: string, frontMatter: Record<string, unknown> = {}, docsBase = '/docs', versionBases?: ReadonlyMap<string, string>): string | null {
  let normalized = path.replaceAll('\\', '/').replace(/^\.?\//, '');
  // A cut version's doc (versioned_docs/version-<name>/…) is routed as a doc under its version's base.
  const versioned = versionOfContentPath(normalized);
  if (versioned.version !== CURRENT_VERSION_NAME) {
    const base = versionBases?.get(versioned.version);
    if (!base) return null;
    docsBase = base;
    normalized = versioned.docsPath;
  } else if (versionBases?.has('current')) {
    // The docs folder is served at /docs/next when a cut version is the last one.
    docsBase = versionBases.get('current')!;
  }
  if (/^docs\/.+\.mdx?$/.test(normalized)) {
    const text = (key: string) => (typeof frontMatter[key] === 'string' ? (frontMatter[key] as string) : undefined);
    const parse = frontMatter.parse_number_prefixes === false ? false : undefined;
    return docUrlOf(normalized, { id: text('id'), slug: text('slug'), parse_number_prefixes: parse }, docsBase);
  }
  if (!isPostPath(normalized)) return null;
  const date = postDateOf(frontMatter.date, normalized);
  try {
    return date ? blogPostUrl(date) : null;
  } catch {
    // A written date that is no date: the file name's, if it has one (the check names the mistake).
    const named = postDateOf(undefined, normalized);
    return named ? blogPostUrl(named) : null;
  }
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
