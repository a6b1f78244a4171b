import { Parser } from 'htmlparser2';
import type { Finding } from './findings';
import { isOffSiteUrl, NO_LINK_CHECK_ATTRIBUTE, ownAddressPath, percentDecoded } from '../markup/urls';
import { isMarkdownFile } from '../content/routes';

/**
 * Internal link checking over the built export: every href and src of every page must reach a page
 * or file of the export, honouring clean URLs (/docs/About serves docs/About.html) and the base URL.
 */

export interface ExportedPage {
  /** Clean URL of the page, e.g. /docs/About. */
  route: string;
  html: string;
  /** The content file the page was made from, when there is one. */
  sourceFile?: string;
}

export interface PageLinks {
  links: string[];
  ids: Set<string>;
}

export interface BrokenLink {
  page: string;
  sourceFile?: string;
  target: string;
  /** What the link was probably meant to reach, when that can be told. */
  hint?: string;
}

/**
 * For a link to a blog post by its Docusaurus URL (`/blog/2023/11/13/slug`), which this site does not
 * serve, the post of that day's URL, where there is one: a post's URL here is its date.
 */
export function docusaurusPostHint(path: string, routes: ReadonlySet<string>): string | undefined {
  const day = /^(\/blog\/\d{4}\/\d{2}\/\d{2})\/[^/]+\/?$/.exec(path)?.[1];
  return day && routes.has(day) ? `a Docusaurus post URL; this site's post of that day is ${day}` : undefined;
}

/**
 * For a link written for a Docusaurus site whose docs were at its root (`routeBasePath: '/'`, as in
 * `/cli/commands/build`), or for a second docs plugin moved into a folder of the docs (`/community/…`
 * of a plugin at `routeBasePath: 'community'`), the doc's address here, under `docsBase`, when the
 * export has it.
 */
export function docsAtRootHint(path: string, routes: ReadonlySet<string>, docsBase: string | undefined): string | undefined {
  if (!docsBase || docsBase === '/' || path === docsBase || path.startsWith(`${docsBase}/`)) return undefined;
  const doc = `${docsBase}${path}`;
  if (!routes.has(doc)) return undefined;
  // The folder has a page of its own, as a moved plugin's root does: the link may have been written for either.
  const folder = /^\/[^/]+(?=\/)/.exec(path)?.[0];
  const plugin = folder && routes.has(`${docsBase}${folder}`) ? ` or for a docs plugin at ${folder} (routeBasePath: '${folder.slice(1)}')` : '';
  return `written for docs at the site's root (routeBasePath: '/')${plugin}; the page is ${doc}`;
}

export interface BrokenAnchor extends BrokenLink {
  anchor: string;
  /** Written with the site's own address: the host's page may have the anchor, so it is only a warning. */
  fullAddress?: true;
}

/** Clean routes and plain file paths that the export serves, from its file list (paths relative to out/). */
export function routesOfExport(files: readonly string[]): Set<string> {
  const routes = new Set<string>();
  for (const file of files) {
    const path = `/${file.replaceAll('\\', '/')}`;
    routes.add(path);
    if (path.endsWith('.html')) {
      const clean = path.slice(0, -'.html'.length);
      if (clean.endsWith('/index')) routes.add(clean.slice(0, -'/index'.length) || '/');
      else routes.add(clean);
    }
  }
  return routes;
}

/** Which attribute of which element is a link. */
const LINK_ATTRIBUTES: Readonly<Record<string, string>> = {
  a: 'href',
  link: 'href',
  area: 'href',
  img: 'src',
  script: 'src',
  source: 'src',
  iframe: 'src',
  video: 'src',
  audio: 'src',
};

/** Social cards: a missing image is invisible on the page but broken wherever the link is shared. */
const isCardImage = (attributes: Readonly<Record<string, string>>) => attributes.property === 'og:image' || attributes.name === 'twitter:image';

/**
 * Every href/src of a page and every id in it. Read by htmlparser2's streaming parser, which builds no
 * tree: a DOM of each page (cheerio's parse5) took 12 times as long, 41 s of a 1,000-page build
 * (BENCHMARKS.md, "Build at scale"). Raw-text elements (script, style) hold no links, as in a browser.
 */
export function extractPageLinks(html: string): PageLinks {
  const links: string[] = [];
  const ids = new Set<string>();
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const attribute = LINK_ATTRIBUTES[name];
        if (attribute !== undefined && attributes[attribute] !== undefined && !(NO_LINK_CHECK_ATTRIBUTE in attributes)) links.push(attributes[attribute]);
        else if (name === 'meta' && attributes.content !== undefined && isCardImage(attributes)) links.push(attributes.content);
        if (attributes.id) ids.add(attributes.id);
        if (name === 'a' && attributes.name) ids.add(attributes.name);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { links, ids };
}

/**
 * The site path and fragment a link points to, or null when it leaves the site. `fullAddress` marks a
 * link written with the site's own address (`https://docs.example/team`).
 */
export function resolveInternalLink(fromRoute: string, href: string, siteUrl?: string): { path: string; hash: string; fullAddress?: true } | null {
  const written = href.trim();
  if (written === '' || /^(mailto|tel|javascript|data|blob):/i.test(written)) return null;
  const ownPath = ownAddressPath(written, siteUrl);
  const fullAddress = ownPath !== null;
  const target = ownPath ?? written;
  if (isOffSiteUrl(target)) return null;
  const url = new URL(target, `http://site.invalid${fromRoute}`);
  let path = percentDecoded(url.pathname);
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return { path, hash: percentDecoded(url.hash.replace(/^#/, '')), ...(fullAddress && { fullAddress: true as const }) };
}

/** Strips the base URL; a link outside it is reported as is. */
export function underBase(path: string, baseUrl: string): string | null {
  if (baseUrl === '/') return path;
  const base = baseUrl.replace(/\/$/, '');
  if (path === base) return '/';
  return path.startsWith(`${base}/`) ? path.slice(base.length) : null;
}

export interface LinkReport {
  brokenLinks: BrokenLink[];
  brokenAnchors: BrokenAnchor[];
  /**
   * Links written with the site's own address that no page of the export answers. Docusaurus does not
   * check such links (its host may answer them: a redirect, another app), so they are reported, not failed.
   */
  unansweredFullAddresses: BrokenLink[];
}

export function checkLinks(pages: readonly ExportedPage[], routes: ReadonlySet<string>, options: { baseUrl?: string; siteUrl?: string; docsBase?: string } = {}): LinkReport {
  const baseUrl = options.baseUrl ?? '/';
  const parsed = new Map(pages.map((page) => [page.route, extractPageLinks(page.html)]));
  const brokenLinks: BrokenLink[] = [];
  const brokenAnchors: BrokenAnchor[] = [];
  const unansweredFullAddresses: BrokenLink[] = [];
  for (const page of pages) {
    const { links } = parsed.get(page.route)!;
    const seen = new Set<string>();
    for (const href of links) {
      const resolved = resolveInternalLink(page.route, href, options.siteUrl);
      if (!resolved) continue;
      // Links to .md/.mdx files that did not resolve are reported as broken Markdown links instead.
      if (isMarkdownFile(resolved.path)) continue;
      const path = underBase(resolved.path, baseUrl);
      const key = `${href}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (path === null || !routes.has(path)) {
        const hint = path === null ? undefined : (docusaurusPostHint(path, routes) ?? docsAtRootHint(path, routes, options.docsBase));
        (resolved.fullAddress ? unansweredFullAddresses : brokenLinks).push({ page: page.route, sourceFile: page.sourceFile, target: href, ...(hint && { hint }) });
        continue;
      }
      if (resolved.hash) {
        const target = parsed.get(path);
        if (target && !target.ids.has(resolved.hash)) {
          brokenAnchors.push({ page: page.route, sourceFile: page.sourceFile, target: href, anchor: resolved.hash, ...(resolved.fullAddress && { fullAddress: true as const }) });
        }
      }
    }
  }
  return { brokenLinks, brokenAnchors, unansweredFullAddresses };
}

/** The report for the build log: per source page, each broken target. */
export function formatBrokenLinks(broken: readonly BrokenLink[]): string {
  const byPage = new Map<string, BrokenLink[]>();
  for (const link of broken) byPage.set(link.page, [...(byPage.get(link.page) ?? []), link]);
  const lines = [`Broken links found (${broken.length}):`];
  for (const [page, links] of byPage) {
    const source = links[0]?.sourceFile;
    lines.push(`- On page ${page}${source ? ` (source: ${source})` : ''}, these links go nowhere:`);
    for (const link of links) lines.push(`    -> ${link.target}${link.hint ? ` (${link.hint})` : ''}`);
  }
  return lines.join('\n');
}

/**
 * A source file's links written with the site's own address that no exported page answers, as one
 * warning. By file, not page: a doc shown at two routes (the last version's main doc is at `/docs`
 * and at its own path) has one set of links to fix.
 */
export function fullAddressFindings(links: readonly BrokenLink[]): Finding[] {
  const byFile = new Map<string, Set<string>>();
  for (const link of links) {
    const file = link.sourceFile ?? link.page;
    byFile.set(file, (byFile.get(file) ?? new Set()).add(link.target));
  }
  return [...byFile].map(([file, targets]) => ({
    check: 'fullAddressLinks',
    file,
    message: `${targets.size === 1 ? 'a link written' : `${targets.size} links written`} with the site's own address (url in site.config.ts) that no page of the export answers: ${[...targets].join(', ')}. If the host answers ${targets.size === 1 ? 'it' : 'them'} (a redirect, another app), nothing is wrong; else write the path of the page that is meant. Docusaurus does not check such links, so they do not fail the build.`,
  }));
}

/**
 * A broken anchor as a finding of onBrokenAnchors, on the page's source file when it has one; of a link
 * written with the site's own address, a warning (fullAddressLinks), as such a link's missing page is.
 */
export function brokenAnchorFinding(anchor: BrokenAnchor): Finding {
  const file = anchor.sourceFile ?? anchor.page;
  if (anchor.fullAddress) {
    return {
      check: 'fullAddressLinks',
      file,
      message: `link ${anchor.target}, written with the site's own address, points to an anchor "#${anchor.anchor}" that the page here does not have. If the host's page has it (another app), nothing is wrong; else fix the anchor. Docusaurus does not check such links, so they do not fail the build.`,
    };
  }
  return { check: 'onBrokenAnchors', file, message: `link ${anchor.target} points to an anchor "#${anchor.anchor}" that does not exist on its page.` };
}
