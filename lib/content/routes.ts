import { posix } from 'node:path';
import { blogPostUrl, isPostPath, postDateOf } from '../blog/posts';
import { docUrlOf } from '../docs/routes';
import { isOffSiteUrl, splitSuffix } from '../markup/urls';
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

/** A path that names a Markdown file, `.md` or `.mdx` in any case, as Docusaurus tells one. */
export const isMarkdownFile = (path: string): boolean => /\.mdx?$/i.test(path);

/**
 * A Markdown link (`./setup.md?tab=npm#install`) read as Docusaurus reads one (resolveMarkdownLinks
 * in @docusaurus/mdx-loader): a link of this site whose path, before any query or fragment, names a
 * Markdown file. The build rewrites its path to the page's URL and keeps the query and fragment, as
 * Docusaurus does. Null for any other link.
 */
export function markdownLink(href: string): { file: string; suffix: string } | null {
  if (isOffSiteUrl(href)) return null;
  const [file, suffix] = splitSuffix(href);
  return isMarkdownFile(file) ? { file, suffix } : null;
}

/**
 * For a Markdown link: the content path it resolves to (the first of Docusaurus's places to look that
 * `exists`, else the likeliest one, for the message), and its query and anchor. Null for other links.
 */
export function markdownLinkTarget(fromPath: string, href: string, exists: (path: string) => boolean): { path: string; suffix: string } | null {
  const link = markdownLink(href);
  if (!link) return null;
  const candidates = markdownLinkCandidates(fromPath.replaceAll('\\', '/'), link.file);
  return { path: candidates.find(exists) ?? candidates[0]!, suffix: link.suffix };
}

/** How the build reads content files for file links: whether one exists, and its front matter. */
export interface ContentFiles {
  exists: (path: string) => boolean;
  frontMatter: (path: string) => Record<string, unknown>;
}

/**
 * The URL a Markdown link becomes as the build rewrites it (remark-markdown-links.ts): the route of the
 * file it resolves to, by that file's own front matter (slug, id, date), with the link's query and
 * anchor. Null when the build leaves the link as written: no such file, or one that is no page.
 */
export function markdownLinkRoute(fromPath: string, href: string, files: ContentFiles, versionBases?: ReadonlyMap<string, string>): { path: string; route: string; suffix: string } | null {
  const target = markdownLinkTarget(fromPath, href, files.exists);
  if (!target || !files.exists(target.path)) return null;
  const route = contentRoute(target.path, files.frontMatter(target.path), '/docs', versionBases);
  return route ? { ...target, route } : null;
}

/** The folder of a docs version or of the blog that a content file belongs to, as Docusaurus's content path. */
function contentFolderOf(path: string): string | null {
  const versioned = /^(.*?versioned_docs\/version-[^/]+)\//.exec(path)?.[1];
  if (versioned) return versioned;
  const top = path.split('/')[0];
  return top === 'docs' || top === 'blog' ? top : null;
}

/**
 * The files a Markdown link may mean, in the order Docusaurus tries them: `./a.md` and `../a.md` from
 * the linking file's folder; `/a.md` from the content folder it belongs to (its docs version's, or the
 * blog's), then from content/ (Docusaurus's site folder, so `/docs/a.md` works); a bare `a.md` from the
 * linking file's folder, then as `/a.md`.
 */
function markdownLinkCandidates(fromPath: string, file: string): string[] {
  const here = posix.dirname(fromPath);
  const folder = contentFolderOf(fromPath);
  const fromRoots = (link: string) => {
    const fromSite = link.replace(/^\/?(content\/)?/, '');
    const fromFolder = folder ? [posix.join(folder, link)] : [];
    // A link that names a content folder (`/docs/a.md`) most likely means it, when neither exists.
    return /^(docs|blog|versioned_docs)\//.test(fromSite) ? [fromSite, ...fromFolder] : [...fromFolder, fromSite];
  };
  const candidates = file.startsWith('./') || file.startsWith('../') ? [posix.join(here, file)] : file.startsWith('/') ? fromRoots(file) : [posix.join(here, file), ...fromRoots(`/${file}`)];
  return [...new Set(candidates.map((path) => posix.normalize(path).replace(/^\.\//, '')))];
}
