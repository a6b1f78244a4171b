import { posix } from 'node:path';
import { docsTagsBase } from '../docs/tags';
import { docusaurusPostUrl } from '../blog/docusaurus-redirects';
import { FEED_PATHS } from '../blog/feed-links';
import { PAGEFIND_FOLDER } from '../search/pagefind-engine';
import { MUSIC_URL } from '../music/score-urls';
import { ASSET_URL_PREFIX } from '../content/doc-assets';
import { socialCardPath } from '../seo/social-card';
import { INTERACTIVE_BUNDLE_FOLDER } from '../api/interactive-bundle';
import { SERVICE_WORKER_FILE } from '../offline/names';
import { LLMS_FILES } from '../twin/headers';
import { routeOf, type ClientRedirectsOptions } from '../redirects/client-redirects';
import { redirectFileOf } from '../redirects/redirect-page';
import { routesOfExport } from './links';
import { isBlogRoute } from '../config/blog';

/**
 * The routes and files an export will have, as far as the sources tell before `next build`, for the
 * early link check (site-links.ts). It must never miss a route the export has: a link it rejects
 * fails the owner's build. So where the sources cannot list what the build makes (a tag's page, an
 * author's, the search index's files), the whole path is `open` and its links are left to the link
 * check over the export. scripts/lib/site-links.build-test.ts holds it to that against a real export.
 */
export interface SiteRoutes {
  /** Routes (clean URLs) and file paths the export certainly has. */
  routes: ReadonlySet<string>;
  /** Paths under which the export may have anything: `/docs/tags` covers itself and `/docs/tags/x`. */
  open: readonly string[];
}

/** Whether `path` is `prefix` or under it. */
export const isUnder = (path: string, prefix: string): boolean => prefix === '/' || path === prefix || path.startsWith(`${prefix}/`);

/**
 * Whether no page or file of the export can answer `path`. A page is answered by its files too
 * (`/docs/About.html`, its payload `.txt`, its Markdown twin `.md`) and the router's `__next.*`
 * files beside it.
 */
export function isCertainlyMissing(path: string, site: SiteRoutes): boolean {
  const known = (route: string) => site.routes.has(route) || site.open.some((prefix) => isUnder(route, prefix));
  if (known(path) || posix.basename(path).startsWith('__next')) return false;
  const page = /^(.*)\.(?:html|txt|md)$/.exec(path)?.[1];
  return page === undefined || !known(page === '/index' ? '/' : page.replace(/\/index$/, ''));
}

/**
 * What the post-build step and `next build` write that no source names: the router's files, the
 * search index, feeds, sitemap, twins' lists, the service worker, social cards, music, files beside
 * docs and the interactive reference's bundle (written into public/ by its own step).
 */
export function generatedRoutes({ blog }: { blog: boolean }): SiteRoutes {
  return {
    routes: new Set([
      '/sitemap.xml',
      '/robots.txt',
      '/_headers',
      '/404',
      '/404.html',
      '/_not-found',
      '/_not-found.html',
      `/${SERVICE_WORKER_FILE}`,
      ...LLMS_FILES,
      ...(blog ? Object.values(FEED_PATHS) : []),
    ]),
    open: ['/_next', `/${PAGEFIND_FOLDER}`, MUSIC_URL, ASSET_URL_PREFIX.replace(/\/$/, ''), posix.dirname(socialCardPath('/')), `/${INTERACTIVE_BUNDLE_FOLDER}`],
  };
}

/** Files of the App Router that make no route of their own. */
const NOT_ROUTES = /^(layout|template|loading|error|global-error|not-found|default)\.[jt]sx?$/;
/** Metadata files that Next serves at their own path (`app/icon.png` is /icon.png). */
const METADATA_FILES = /^(favicon\.ico|(icon|apple-icon|opengraph-image|twitter-image)\d*\.\w+|robots\.txt|sitemap\.xml|manifest\.(json|webmanifest))$/;

/**
 * The routes of the app/ folder, from its files (paths under app/): each page and route handler, and
 * each dynamic segment as an open path, but for the dynamic routes in `listed` (`docs/[...slug]`),
 * whose pages the caller lists from the content. Route groups and parallel routes name no segment;
 * private folders (`_components`) hold none.
 */
export function appRoutes(files: readonly string[], listed: ReadonlySet<string>): SiteRoutes {
  const routes = new Set<string>();
  const open = new Set<string>();
  for (const file of files) {
    const parts = file.replaceAll('\\', '/').split('/');
    const name = parts.pop()!;
    if (parts.some((part) => part.startsWith('_'))) continue;
    const isPage = /^(page|route)(\.[\w-]+)*\.[jt]sx?$/.test(name) && !NOT_ROUTES.test(name);
    if (!isPage && !METADATA_FILES.test(name)) continue;
    const segments = parts.filter((part) => !/^\(.*\)$/.test(part) && !part.startsWith('@'));
    const dynamic = segments.findIndex((part) => part.startsWith('['));
    const path = (list: string[]) => `/${list.join('/')}`;
    if (dynamic === -1) routes.add(isPage ? path(segments) : path([...segments, name]));
    else if (!listed.has(segments.join('/'))) open.add(path(segments.slice(0, dynamic)));
  }
  return { routes, open: [...open] };
}

/** A path no page of the site has, standing for any page under an open path when `createRedirects` is asked about it. */
const ANY_PAGE = '\u0000any';

/**
 * The addresses `clientRedirects` (site.config.ts) makes pages at, as the post-build step does
 * (lib/redirects/client-redirects.ts): every listed `from`, and what `createRedirects` gives for each
 * page. The pages under an open path cannot be listed, so it is asked about a stand-in page there,
 * and what it derives from the stand-in is open too (a rule that maps `/docs/tags/…` to `/tags/…`).
 */
export function redirectRoutes(options: ClientRedirectsOptions | undefined, pages: readonly string[], open: readonly string[]): SiteRoutes {
  const routes = new Set<string>();
  const derived = new Set<string>();
  if (!options) return { routes, open: [] };
  for (const { from } of options.redirects ?? []) for (const one of typeof from === 'string' ? [from] : from) routes.add(routeOf(one));
  const ask = (page: string) => {
    const froms = options.createRedirects?.(page) ?? [];
    return typeof froms === 'string' ? [froms] : froms;
  };
  for (const page of [...pages, ...open]) for (const from of ask(page)) routes.add(routeOf(from));
  for (const prefix of open) {
    for (const from of ask(`${prefix.replace(/\/$/, '')}/${ANY_PAGE}`)) {
      const at = from.indexOf(ANY_PAGE);
      if (at === -1) routes.add(routeOf(from));
      else derived.add(routeOf(from.slice(0, at)));
    }
  }
  return { routes, open: [...derived] };
}

/** What the sources say about the export (scripts/lib/site-links.ts reads them). */
export interface SiteSources {
  /** Files under app/, as paths under it. */
  appFiles: readonly string[];
  /** The dynamic routes of app/ whose pages are the docs' and posts' (`docs/[...slug]`). */
  contentRoutes: ReadonlySet<string>;
  /** Files under public/, as paths under it. */
  publicFiles: readonly string[];
  /** The URL of every doc the build makes, of every version. */
  docUrls: readonly string[];
  /** The path of each docs version the build makes, where its main doc is shown. */
  versionPaths: readonly string[];
  /** The pages of categories whose link is a generated index. */
  generatedIndexes: readonly string[];
  /** Every post the build makes, with what gives it its Docusaurus address. */
  posts: readonly { url: string; sourceFile: string; slug?: string }[];
  /**
   * Whether the site has a blog. With `blog: false` the export has none of app/blog/'s pages (they
   * render as not found, and the post-build step removes them) and no feeds.
   */
  blog: boolean;
  clientRedirects?: ClientRedirectsOptions;
}

/** The routes, without the blog's when the site has none. */
function withoutBlog(routes: SiteRoutes, blog: boolean): SiteRoutes {
  if (blog) return routes;
  return { routes: new Set([...routes.routes].filter((route) => !isBlogRoute(route))), open: routes.open.filter((path) => !isBlogRoute(path)) };
}

/** The routes the export will have, from its sources; see SiteRoutes. */
export function knownSiteRoutes(sources: SiteSources): SiteRoutes {
  const app = withoutBlog(appRoutes(sources.appFiles, sources.contentRoutes), sources.blog);
  const generated = generatedRoutes(sources);
  const pages = [...app.routes, ...sources.docUrls, ...sources.versionPaths, ...sources.generatedIndexes, ...sources.posts.map((post) => post.url)];
  // Each version's tag pages, under its own path (lib/site/doc-page.ts), from tags the check does not gather.
  const open = [...app.open, ...generated.open, ...sources.versionPaths.map((path) => docsTagsBase(path.replace(/\/$/, '')))];
  const redirects = redirectRoutes(sources.clientRedirects, pages, open);
  // Each redirect is a page written as a file (`/old` is old.html, `/old.html` answers `/old` too).
  const redirectPages = routesOfExport([...redirects.routes, ...sources.posts.map((post) => docusaurusPostUrl(post.sourceFile, post.slug))].map(redirectFileOf));
  // Each version's own llms.txt (lib/twin/twin-files.ts), which the last version's path does not get: allowing it there is only lenient.
  const versionLists = sources.versionPaths.map((path) => `${path.replace(/\/$/, '')}/${posix.basename(LLMS_FILES[0])}`);
  return {
    routes: new Set([...pages, ...generated.routes, ...routesOfExport(sources.publicFiles), ...redirectPages, ...versionLists]),
    open: [...new Set([...open, ...redirects.open])],
  };
}
