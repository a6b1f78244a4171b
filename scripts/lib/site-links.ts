/**
 * The early link check's glue (lib/checks/site-links.ts): what the sources say the export will have,
 * read from app/, public/, the configuration and the docs and posts the authoring checks gathered,
 * and the links of each page the build makes.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../../lib/config/types';
import type { ContentFile } from '../../lib/checks/content';
import type { Finding } from '../../lib/checks/findings';
import { brokenSiteLinkFindings, type LinkingPage } from '../../lib/checks/site-links';
import { knownSiteRoutes, type SiteRoutes } from '../../lib/checks/site-routes';
import { formatOf, frontMatterFormatOf } from '../../lib/content/markdown-format';
import { contentFilesOnDisk } from '../../lib/content/remark-markdown-links';
import { markdownLinkRoute } from '../../lib/content/routes';
import { versionOfContentPath, type DocsVersion } from '../../lib/docs/versioning';
import { listFiles } from './export-files';
import { blogOptions } from '../../lib/config/blog';
import { docusaurusPostUrl } from '../../lib/blog/docusaurus-redirects';

/** The dynamic routes of app/ whose pages are the docs' and the posts', which the content lists. */
const CONTENT_ROUTES: ReadonlySet<string> = new Set(['docs/[...slug]', 'blog/[year]/[month]/[day]']);

export interface SiteContent {
  contentDir: string;
  config: Pick<SiteConfig, 'baseUrl' | 'clientRedirects' | 'markdown' | 'blog'> & { docs: Pick<SiteConfig['docs'], 'routeBasePath'> };
  files: readonly ContentFile[];
  /** The docs versions the build makes. */
  versions: readonly DocsVersion[];
  /** The files of public/, which stands beside content/ (paths relative to it, with `/`). */
  publicFiles: readonly string[];
  /** Each doc file's URL, drafts included. */
  docUrls: ReadonlyMap<string, string>;
  /** Files the build leaves out (drafts, in production). */
  drafts: ReadonlySet<string>;
  generatedIndexes: readonly string[];
  /** Paths whose pages the checks could not list (a version whose sidebars did not resolve): left open. */
  unlisted: readonly string[];
  /** The posts the build makes, by file. */
  posts: ReadonlyMap<string, { url: string; slug?: string }>;
}

const filesUnder = (dir: string) => (existsSync(dir) ? listFiles(dir) : []);

/** What the export will have (lib/checks/site-routes.ts), from the sources. */
export function siteRoutesOf(content: SiteContent): SiteRoutes {
  const built = new Set(content.versions.map((v) => v.name));
  const known = knownSiteRoutes({
    // The pages are the project's code, wherever the content is read from.
    appFiles: filesUnder(join(process.cwd(), 'app')),
    contentRoutes: CONTENT_ROUTES,
    publicFiles: content.publicFiles,
    docUrls: [...content.docUrls].filter(([path]) => !content.drafts.has(path) && built.has(versionOfContentPath(path).version)).map(([, url]) => url),
    versionPaths: content.versions.map((v) => v.path),
    generatedIndexes: content.generatedIndexes,
    posts: [...content.posts].map(([path, post]) => ({ ...post, sourceFile: path })),
    clientRedirects: content.config.clientRedirects,
    blog: blogOptions(content.config) !== null,
  });
  return { routes: known.routes, open: [...known.open, ...content.unlisted] };
}

/** The links of every page the build makes that go to no page or file of the export (onBrokenLinks). */
export function siteLinkFindings(content: SiteContent, site: SiteRoutes): Finding[] {
  const versionPath = new Map(content.versions.map((v) => [v.name, v.path]));
  // Many pages link the same few files: each is read and its front matter parsed once.
  const disk = contentFilesOnDisk(content.contentDir);
  const exists = new Map<string, boolean>();
  const frontMatter = new Map<string, Record<string, unknown>>();
  const diskFiles = {
    exists: (path: string) => exists.get(path) ?? exists.set(path, disk.exists(path)).get(path)!,
    frontMatter: (path: string) => frontMatter.get(path) ?? frontMatter.set(path, disk.frontMatter(path)).get(path)!,
  };
  const pages = content.files.flatMap((file): LinkingPage[] => {
    const post = content.posts.get(file.path);
    // A post's relative links are written as they led from its Docusaurus address (lib/blog/post-links.ts).
    const route = content.docUrls.get(file.path) ?? (post && docusaurusPostUrl(file.path, post.slug));
    const version = content.docUrls.has(file.path) ? versionOfContentPath(file.path).version : undefined;
    // A draft's page, or a page of a version the build leaves out, is not there to hold the link.
    if (!route || content.drafts.has(file.path) || (version !== undefined && !versionPath.has(version))) return [];
    const format = formatOf(file.path, frontMatterFormatOf(file.source), content.config.markdown?.format);
    return [{ path: file.path, source: file.source, format, route, versionPath: version && versionPath.get(version) }];
  });
  const docs = [...content.docUrls].flatMap(([path, url]) => {
    const base = versionPath.get(versionOfContentPath(path).version);
    return base !== undefined && !content.drafts.has(path) ? [{ path, url, versionPath: base }] : [];
  });
  return brokenSiteLinkFindings(pages, {
    site,
    docs,
    fileLink: (from, href) => markdownLinkRoute(from, href, diskFiles, versionPath),
    drafts: content.drafts,
    baseUrl: content.config.baseUrl,
    docsBase: content.config.docs.routeBasePath,
    blog: blogOptions(content.config) !== null,
  });
}
