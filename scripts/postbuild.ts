/**
 * After `next build`: writes the feeds, sitemap and robots.txt into the export, builds the search
 * index, then checks every internal link. Broken links fail the build; the other authoring findings
 * are printed together at the end as warnings (or fail, as configured in site.config.ts).
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteConfig, docs } from '../lib/site';
import { blogFindings, blogPosts, listedPosts } from '../lib/site/blog';
import { buildFeeds, postContentHtml } from '../lib/blog/feed';
import { FEED_PATHS } from '../lib/blog/feed-links';
import { buildRobotsTxt, buildSitemap } from '../lib/seo/sitemap';
import { checkLinks, formatBrokenLinks, routesOfExport, type ExportedPage } from '../lib/checks/links';
import { bySeverity, formatFinding, type Finding } from '../lib/checks/findings';
import type { CheckSeverity } from '../lib/config/types';
import { cspSources, headersFile, pagePolicy, pageScripts, withCspMeta } from './lib/csp';
import { exportedHtmlPages, listFiles, routeOfHtmlFile } from './lib/export-files';
import { buildRecords, writeSearchIndex } from './lib/search-index';
import { SEARCH_KEYS_FILE, docSectionOf, searchPageInfo, searchPageKeys } from './lib/search-pages';
import { writeSocialCards } from './lib/social-cards';
import { buildIdOf, writeRetiringServiceWorker, writeServiceWorker } from './lib/service-worker';
import type { SocialCard } from '../lib/seo/social-card';
import { runContentChecks } from './lib/content-checks';
import { readAuthoringFindings } from './lib/authoring-findings';
import { loadSidebars } from '../lib/docs/sidebars-file';
import { isInteractiveHash } from '../lib/api/interactive';
import { writeMarkdownTwins } from './lib/markdown-twins';
import { twinHeaders } from '../lib/twin/headers';
import { writeMusicAssets } from './lib/music-assets';
import { removeNotFoundRenders } from './lib/not-found-renders';
import { copyContentAssets } from './lib/content-assets';
import { isOwnRoute } from '../lib/config/overlay';
import { overlay } from '../site.variant';

const OUT = process.env.SITE_DIR ?? 'out';
const locale = siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale]?.htmlLang ?? 'en';

// Routes that rendered the not-found page are removed first, so they answer 404 and no step lists them.
removeNotFoundRenders(OUT, listFiles(OUT));
const files = listFiles(OUT);
const htmlPages = exportedHtmlPages(OUT, files);

// Images and files beside docs, under the hashed names their pages link to.
copyContentAssets(htmlPages, OUT);

// Which content file each page was made from, so a report can name the file to fix.
const sourceOf = new Map<string, string>();
for (const doc of docs) sourceOf.set(doc.url, `content/${doc._raw.sourceFilePath}`);
const mainDoc = docs.find((doc) => doc.docId === siteConfig.docs.mainDocId);
if (mainDoc && !sourceOf.has(siteConfig.docs.routeBasePath)) sourceOf.set(siteConfig.docs.routeBasePath, `content/${mainDoc._raw.sourceFilePath}`);
for (const post of blogPosts) sourceOf.set(post.url, post.sourceFile);

// Feeds, with each post's content as rendered on its page.
const feeds = buildFeeds(
  listedPosts.map((post) => {
    const page = htmlPages.find((p) => p.route === post.url);
    const contentHtml = page ? postContentHtml(page.html, '.blog-post__article .markdown') : '';
    return {
      title: post.title,
      url: post.url,
      date: post.date,
      description: post.description,
      contentHtml,
      authors: post.authors.map((a) => ({ name: a.name, url: a.url })),
      tags: post.tags.map((t) => ({ label: t.label, url: t.url })),
    };
  }),
  { siteUrl: siteConfig.url, language: locale, types: siteConfig.blog.feedOptions.type, ...siteConfig.blog.feedOptions },
);
for (const [type, body] of Object.entries(feeds)) writeFileSync(join(OUT, FEED_PATHS[type as keyof typeof FEED_PATHS]), body);

// Sitemap and robots: public pages only (no drafts, which are not built, and no unlisted pages).
const hidden = new Set([...docs.filter((d) => d.unlisted).map((d) => d.url), ...blogPosts.filter((p) => p.unlisted).map((p) => p.url)]);
const noindex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html);
const sitemapPaths = htmlPages
  .filter((p) => !noindex(p.html))
  .map((p) => p.route)
  .filter((route) => route !== '/404' && !route.startsWith('/_') && !isOwnRoute(route, overlay) && !hidden.has(route));
writeFileSync(join(OUT, 'sitemap.xml'), buildSitemap(sitemapPaths, siteConfig.url));
writeFileSync(join(OUT, 'robots.txt'), buildRobotsTxt(siteConfig.url, siteConfig.baseUrl));

// Search: DocSearch-shaped records of the docs, posts and API outline, indexed for the built-in engine.
const records = buildRecords(
  htmlPages.flatMap((p) => {
    const info = searchPageInfo(p.route);
    return info ? [{ html: p.html, info }] : [];
  }),
);
await writeSearchIndex(records, OUT);
writeFileSync(SEARCH_KEYS_FILE, JSON.stringify(searchPageKeys([...new Set(records.map((r) => r.url_without_anchor))])));

// Music: each score's MIDI file and performance, and the piano samples they need (before the link check).
const music = await writeMusicAssets(OUT);
console.log(`music: ${music.scores} scores, ${music.samples} piano samples (${Math.round(music.sampleBytes / 1024)} KB)`);

// Offline reading: the service worker and its precache of the shell, once the search index exists.
// Turned off, the site serves a worker that removes one an earlier build installed.
const offline = siteConfig.offline?.enabled
  ? await writeServiceWorker(OUT, { version: buildIdOf(listFiles(OUT)), baseUrl: siteConfig.baseUrl, shellPages: ['404.html', 'offline.html'] })
  : writeRetiringServiceWorker(OUT);

// Social cards for the docs and posts without a front matter image (their og:image points there).
const cards: SocialCard[] = [
  ...docs.filter((doc) => !doc.image).map((doc) => ({ route: doc.url, title: doc.pageTitle, section: docSectionOf(doc) })),
  ...blogPosts.filter((post) => !post.image).map((post) => ({ route: post.url, title: post.title, section: 'Blog' })),
];
const cardCount = await writeSocialCards(cards, OUT, {
  siteName: siteConfig.title,
  logoFile: join('public', siteConfig.navbar.logo?.src ?? siteConfig.favicon),
  fallbackFile: join('public', siteConfig.image),
});

// Markdown twins, /llms.txt and /llms-full.txt; before the link check, since every page's head links its twin.
const twins = writeMarkdownTwins(OUT, htmlPages);

// Links, checked last so that the files written above count as existing.
const routes = routesOfExport(listFiles(OUT));
const pages: ExportedPage[] = htmlPages.map((p) => ({ ...p, sourceFile: sourceOf.get(p.route) }));
const report = checkLinks(pages, routes, { baseUrl: siteConfig.baseUrl, siteUrl: siteConfig.url });

const findings: Finding[] = [
  ...blogFindings,
  ...cardCount.warnings.map((w) => ({ check: 'socialCards', file: sourceOf.get(w.route) ?? w.route, message: w.message })),
  // The authoring checks ran before the content build; run on its own, this step runs them itself.
  ...(readAuthoringFindings() ?? runContentChecks({ contentDir: 'content', config: siteConfig, ...(await loadSidebars()) }).findings).filter(
    (f) => !f.check.startsWith('onInline') && f.check !== 'onUntruncatedBlogPosts',
  ),
  // Scalar names its own sections when it renders (lib/api/deep-links.ts): no exported page has them.
  ...report.brokenAnchors
    .filter((a) => !isInteractiveHash(a.anchor))
    .map((a) => ({ check: 'onBrokenAnchors', file: a.sourceFile ?? a.page, message: `link ${a.target} points to an anchor "#${a.anchor}" that does not exist on its page.` })),
];
const severity = (check: string): CheckSeverity =>
  (siteConfig.checks as unknown as Record<string, CheckSeverity>)[check] ?? (siteConfig.blog as unknown as Record<string, CheckSeverity>)[check] ?? 'warn';
const { errors, warnings } = bySeverity(findings, severity);

// Content-Security-Policy, last, once every page is final: each page gets a policy with the hashes
// of its own inline scripts, as a <meta> element and in _headers for hosts that read one.
const sources = cspSources(siteConfig);
const policies: { route: string; policy: string }[] = [];
for (const file of listFiles(OUT).filter((f) => f.endsWith('.html') && !f.startsWith('_next/'))) {
  const html = readFileSync(join(OUT, file), 'utf8');
  const route = routeOfHtmlFile(file);
  const policy = pagePolicy(route, pageScripts(html), sources, overlay);
  writeFileSync(join(OUT, file), withCspMeta(html, policy));
  // Next's own copy of the not-found page is never served under a route of its own.
  if (file !== '_not-found.html') policies.push({ route, policy });
}
writeFileSync(join(OUT, '_headers'), headersFile(policies));
appendFileSync(join(OUT, '_headers'), twinHeaders(twins.routes));

console.log(
  `postbuild: ${htmlPages.length} pages, ${Object.keys(feeds).length} feeds, ${sitemapPaths.length} sitemap URLs, ${records.length} search records, ${cards.length} social cards (${cardCount.drawn} drawn, ${cardCount.cached} from the cache)${offline ? `, a service worker precaching ${offline.count} files (${Math.round(offline.size / 1024)} KB)` : ''}.`,
);
if (warnings.length > 0) {
  console.warn(`\nBuild warnings (${warnings.length}):`);
  for (const w of warnings) console.warn(`  [${w.check}] ${formatFinding(w)}`);
}
let failed = false;
if (report.brokenLinks.length > 0 && siteConfig.checks.onBrokenLinks !== 'ignore') {
  const text = formatBrokenLinks(report.brokenLinks);
  if (siteConfig.checks.onBrokenLinks === 'throw') {
    console.error(`\n${text}\n\nFix each link in its source file (or add the missing page), then build again.`);
    failed = true;
  } else console.warn(`\n${text}`);
}
if (errors.length > 0) {
  console.error(`\nBuild errors (${errors.length}):`);
  for (const e of errors) console.error(`  [${e.check}] ${formatFinding(e)}`);
  failed = true;
}
if (failed) process.exit(1);
