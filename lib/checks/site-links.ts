import { posix } from 'node:path';
import type { Finding } from './findings';
import { contentDisplayPath } from './content';
import { renderedLinks } from './rendered-links';
import { docsAtRootHint, docusaurusPostHint, resolveInternalLink, underBase } from './links';
import { isCertainlyMissing, type SiteRoutes } from './site-routes';
import { isRelativeFileUrl } from '../content/doc-assets';
import type { SourceFormat } from '../content/markdown-format';
import { isDocContentPath, versionOfContentPath } from '../docs/versioning';
import { docPathInfo, isCategoryIndex } from '../docs/routes';
import { markdownLink } from '../content/routes';
import { isOffSiteUrl } from '../markup/urls';
import { editDistance } from '../search/typo';
import { isBlogRoute } from '../config/blog';

/**
 * Links to pages of the site that go nowhere, found in the sources before the build: the link check
 * over the export (links.ts) finds them too, but only after `next build`, minutes later on a large
 * site. This check must agree with it: it reports a link only when the export cannot have its path
 * (site-routes.ts), and only links the page renders as written (rendered-links.ts). What it cannot
 * tell (anchors, links a component makes) is left to the link check, which stays the authority.
 */

/** A page whose links are checked. */
export interface LinkingPage {
  /** Path under content/. */
  path: string;
  source: string;
  format: SourceFormat;
  /** The page's own URL, which relative links resolve from. */
  route: string;
  /** A doc's version's path, where a link written for docs at the site's root most likely leads. */
  versionPath?: string;
}

export interface SiteLinkContext {
  site: SiteRoutes;
  /** Every doc the build makes, with its version's path: for a link written as the doc's file path. */
  docs: readonly { path: string; url: string; versionPath: string }[];
  /** The URL the build rewrites a .md/.mdx link to (lib/content/routes.ts, markdownLinkRoute), or null. */
  fileLink: (from: string, href: string) => { path: string; route: string } | null;
  /** Content files that are drafts, which the build leaves out. */
  drafts: ReadonlySet<string>;
  baseUrl: string;
  docsBase: string;
  /** Whether the site has a blog: with `blog: false` a link into /blog is named as such. */
  blog: boolean;
}

/** The end of the message for a link into the blog of a site without one. */
export const NO_BLOG_HINT = ' The site has no blog (blog: false in site.config.ts): remove the link, or give blog its options to build the blog.';

/** A link from `from` to the content file `to`, as a relative file link. */
const fileLinkBetween = (from: string, to: string) => {
  const relative = posix.relative(posix.dirname(from), to);
  return relative.startsWith('.') ? relative : `./${relative}`;
};

/** The doc whose file path, under its version's path, is `path`: a link written as `/docs/guide/01-setup` for a doc at /docs/guide/setup. */
function docAtFilePath(path: string, docs: SiteLinkContext['docs']) {
  const lower = path.toLowerCase();
  return docs.find(
    (doc) =>
      `${doc.versionPath}/${versionOfContentPath(doc.path)
        .docsPath.replace(/^docs\//, '')
        .replace(/\.mdx?$/, '')}`.toLowerCase() === lower,
  );
}

/** The page nearest to `path`: one ending the same (a version or folder left out), else the closest by edits; ties go to the page nearest the linking one. */
function nearestPage(path: string, from: string, routes: ReadonlySet<string>): string | undefined {
  const pages = [...routes].filter((route) => !/\.\w+$/.test(route) && route !== path);
  const shared = (route: string) => {
    let i = 0;
    while (i < route.length && route[i] === from[i]) i++;
    return i;
  };
  const best = (candidates: string[]) => candidates.sort((a, b) => shared(b) - shared(a) || a.localeCompare(b))[0];
  const tail = path.split('/').slice(2).join('/');
  const ending = tail ? pages.filter((route) => route.toLowerCase().endsWith(`/${tail.toLowerCase()}`)) : [];
  if (ending.length) return best(ending);
  const max = Math.max(2, Math.floor(path.length / 8));
  let closest: string[] = [];
  let distance = max + 1;
  for (const route of pages) {
    const edits = editDistance(path.toLowerCase(), route.toLowerCase(), Math.min(max, distance));
    if (edits < distance) [closest, distance] = [[route], edits];
    else if (edits === distance && edits <= max) closest.push(route);
  }
  return best(closest);
}

/** Whether a doc (a path under content/) is its folder's own page, which Docusaurus gives a URL ending in a slash. */
const isFolderPage = (path: string): boolean => isDocContentPath(path) && isCategoryIndex(docPathInfo(versionOfContentPath(path).docsPath));

/**
 * Where a relative link led on Docusaurus with `trailingSlash: true`, which resolves it from the page's
 * URL as a folder, as the sentence that says so and names the doc's file to link instead; null when no
 * page of the export is there.
 */
function asFolderAdvice(href: string, page: LinkingPage, context: SiteLinkContext): { path: string; advice: string } | null {
  if (href.startsWith('/')) return null;
  const asFolder = resolveInternalLink(`${page.route}/`, href);
  if (!asFolder || !context.site.routes.has(asFolder.path)) return null;
  const doc = context.docs.find((d) => d.url === asFolder.path);
  const file = doc ? `${fileLinkBetween(page.path, doc.path)}${asFolder.hash ? `#${asFolder.hash}` : ''}` : undefined;
  // A folder's own page (index.md, README.md) has such a URL under Docusaurus's default trailingSlash too.
  const why = isFolderPage(page.path)
    ? "Docusaurus serves a folder's own page (index.md, README.md) at a URL that ends in a slash unless trailingSlash is false"
    : isDocContentPath(page.path) && page.route === (page.versionPath ?? context.docsBase)
      ? // `slug: /`: Docusaurus's /docs/, or the site's / itself under routeBasePath: '/'.
        "Docusaurus serves the docs' own root page (slug: /) at a URL that ends in a slash unless trailingSlash is false"
      : 'It was written for page URLs that end in a slash (trailingSlash: true)';
  return {
    path: asFolder.path,
    advice: `${why}, where it led to ${asFolder.path}; link to ${file ? `the doc's file instead (${file})` : 'that page by its path'}, which resolves whatever form URLs take.`,
  };
}

/** What the link was probably meant to reach, as the sentence that ends the message. */
function hintFor(path: string, href: string, page: LinkingPage, context: SiteLinkContext): string {
  if (!context.blog && isBlogRoute(path)) return NO_BLOG_HINT;
  const doc = docAtFilePath(path, context.docs);
  if (doc)
    return ` The doc at ${contentDisplayPath(doc.path)} is at ${doc.url}: link to that, or to the file (${fileLinkBetween(page.path, doc.path)}), which leads to the doc's page whatever its URL.`;
  const known = context.site.routes;
  const folder = asFolderAdvice(href, page, context);
  if (folder) return ` ${folder.advice}`;
  const written = docusaurusPostHint(path, known) ?? docsAtRootHint(path, known, page.versionPath) ?? docsAtRootHint(path, known, context.docsBase);
  if (written) return ` It is ${written.replace('; ', ': ')}.`;
  const nearest = nearestPage(path, page.route, known);
  return nearest ? ` The nearest page is ${nearest}; fix the path.` : ' Fix the path, or add the page (content/, app/) or file (public/) it names.';
}

/** One finding per page and link: the first line in its place, the others in the message. */
function finding(page: LinkingPage, lines: number[], message: string): Finding {
  const others = lines.length > 1 ? ` (also on line${lines.length > 2 ? 's' : ''} ${lines.slice(1).join(', ')})` : '';
  return { check: 'onBrokenLinks', file: `${contentDisplayPath(page.path)}:${lines[0]}`, message: `${message}${others}` };
}

/** What is wrong with one link, or null when the export may have its page. */
function problemOf(href: string, page: LinkingPage, context: SiteLinkContext): string | null {
  if (href.startsWith('#') || href.startsWith('?') || href.startsWith('@') || isOffSiteUrl(href)) return null;
  if (markdownLink(href)) {
    // A file link becomes the target's URL; one to no file stays as written, for onBrokenMarkdownLinks.
    const target = context.fileLink(page.path, href);
    if (!target || !isCertainlyMissing(target.route, context.site)) return null;
    const shown = contentDisplayPath(target.path);
    return context.drafts.has(target.path)
      ? `the link "${href}" leads to ${shown}, a draft, which the build leaves out, so its page ${target.route} will not exist. Publish the doc (remove draft: true) or remove the link.`
      : `the link "${href}" leads to ${shown}, which this build makes no page of (a partial, a file docs.exclude or blog.exclude names, another site variant's doc, or a version the build leaves out), so ${target.route} will not exist. Link to a page of this build.`;
  }
  // Files beside the page are published under new names; the missing-file check judges them.
  if (isRelativeFileUrl(href)) return null;
  const resolved = resolveInternalLink(page.route, href);
  const path = resolved && underBase(resolved.path, context.baseUrl);
  if (!path || !isCertainlyMissing(path, context.site)) return null;
  const to = path === href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1') ? '' : ` (${path} from this page)`;
  return `the link "${href}"${to} leads to no page or file of the site.${hintFor(path, href, page, context)}`;
}

/** A relative link whose path ends in a slash (`../queries/`), as pages of a `trailingSlash: true` site write them. */
const FOLDER_STYLE_LINK = /^(?![a-z][a-z0-9+.-]*:)[^/?#][^?#]*\/(?:[?#]|$)/i;

/**
 * A link written for `trailingSlash: true` that leads to a page here too, but another one: one folder
 * higher, often the same page of another docs version (`../../guides/x/` from /docs/next/api/y). It
 * is not broken, so the link check passes it; the reader lands elsewhere.
 */
function misresolvedFolderLink(href: string, page: LinkingPage, context: SiteLinkContext): string | null {
  if (!FOLDER_STYLE_LINK.test(href)) return null;
  const here = resolveInternalLink(page.route, href);
  const folder = asFolderAdvice(href, page, context);
  if (!here || !folder || folder.path === here.path) return null;
  return `the link "${href}" leads to ${here.path} here. ${folder.advice}`;
}

/**
 * Links of built pages that go to no page or file of the export (onBrokenLinks), with the fix, and
 * links written for `trailingSlash: true` that lead to another page here than there (trailingSlashLinks).
 */
export function brokenSiteLinkFindings(pages: readonly LinkingPage[], context: SiteLinkContext): Finding[] {
  return pages.flatMap((page) => {
    const byHref = new Map<string, number[]>();
    for (const { href, line } of renderedLinks(page.source, page.format)) byHref.set(href, [...(byHref.get(href) ?? []), line]);
    return [...byHref].flatMap(([href, lines]) => {
      const problem = problemOf(href, page, context);
      if (problem) return [finding(page, [...new Set(lines)], problem)];
      const elsewhere = misresolvedFolderLink(href, page, context);
      return elsewhere ? [{ ...finding(page, [...new Set(lines)], elsewhere), check: 'trailingSlashLinks' }] : [];
    });
  });
}
